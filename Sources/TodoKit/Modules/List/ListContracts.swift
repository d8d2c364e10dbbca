import TodoCore
/// What the List presenter offers its view and wireframe: the reference sample's module interface.
protocol ListModuleInterface: AnyObject {
    /// The user asked to add an item: the presenter has its wireframe present the Add screen.
    func addNewEntry() throws
    /// Find the upcoming items again and show them.
    func updateView() throws
    /// A key of the List screen, read by its view (`ListScreenKey`).
    func perform(_ action: ListScreenAction) throws
    /// The terminal changed size: the screen drawn again, the selection still in view.
    func screenResized() throws
    /// On each key, and every 2 seconds while the screen waits: the items read again only when
    /// the store changed since they were read (one `stat`, no lock).
    func storeMayHaveChanged() throws
}

/// The "find upcoming items" and "find done items" use cases, as the presenter calls them.
protocol ListInteractorInput: AnyObject {
    /// Finds the items the query asks for and hands them to the output: the items not done
    /// that fall in a shown section, or with `showsDone` the done ones; either way only those
    /// matching the filter.
    func findItems(_ query: ListQuery) throws
    /// One cheap look at the store (`TodoDataStore.version`); nil: it cannot tell.
    func storeVersion() -> StoreVersion?
}

extension ListInteractorInput {
    func storeVersion() -> StoreVersion? { nil }

    /// The open items, unfiltered; with `includingLater`, after next week too.
    func findUpcomingItems(includingLater: Bool) throws {
        try findItems(ListQuery(includingLater: includingLater))
    }
}

/// Where the List interactor sends what it found.
protocol ListInteractorOutput: AnyObject {
    func foundUpcomingItems(_ upcoming: UpcomingItems) throws
}

/// The passive List view: shows what it is given, and reads what it is asked.
protocol ListViewInterface: AnyObject {
    func showUpcomingDisplayData(_ data: UpcomingDisplayData)
    func showNoContentMessage(_ data: UpcomingDisplayData)
    /// The List screen: the rows in view, the selection, the title and status lines.
    func showScreen(_ frame: ListScreenFrame)
    /// The rows the list may take on the screen now, with `status` under it; nil: not a screen.
    func rowsForList(status: ListStatus) -> Int?
    /// Asks `question` and returns the answer as typed. Throws `EndOfInput` when it is
    /// cancelled or the input ends.
    func ask(_ question: ListQuestion) throws -> String
}

extension ListViewInterface {
    func showScreen(_ frame: ListScreenFrame) {}
}

/// How the List presenter asks for navigation.
protocol ListWireframeInterface: AnyObject {
    /// Presents the Add screen over the list, its answers given by `preset` where it has them
    /// (`:add --due fri`); `delegate` hears how it ended.
    func presentAddInterface(delegate: any AddModuleDelegate, preset: ItemDraft) throws
    /// Presents the Change module for a change asked for on the List screen (`x`, `e`, `r`);
    /// `delegate` hears how it ended.
    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws
    /// Presents the Undo module for `u`; `delegate` hears of the undo.
    func presentUndoInterface(delegate: any UndoModuleDelegate) throws
    /// `i`: item `id` whole, as `todo show` prints it, until a key is pressed.
    /// `:show ID...` too: the items there on one page; an id no item has, on the status line.
    func presentShowInterface(ids: [String]) throws
    /// `:add NAME`, `:edit ID OPTIONS`, `s`: the command run as on the shell, what it prints
    /// held for the status line. Throws what the command would have exited with.
    func presentCommand(_ commandLine: ParsedCommandLine) throws
}

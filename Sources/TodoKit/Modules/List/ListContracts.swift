import TodoCore
/// What the List presenter offers its view and wireframe: the reference sample's module interface.
protocol ListModuleInterface: AnyObject {
    /// The user asked to add an item: the presenter has its wireframe present the Add screen.
    func addNewEntry() throws
    /// Find the upcoming items again and show them.
    func updateView() throws
    /// The List screen's `l`: Later and Someday shown, or hidden again; then the list drawn.
    func toggleLater() throws
    /// The List screen's `/ WORDS`: only items matching the words (none: every item); then the list drawn.
    func filter(words: [String]) throws
    /// `d ID...` on the List screen: the items done, then the list drawn again.
    func completeItems(ids: [String]) throws
    /// `e ID`: the Edit screen, then the list drawn again.
    func editItem(id: String) throws
    /// `r ID...`: asked first, then removed (or kept), then the list drawn again.
    func removeItems(ids: [String]) throws
    /// `u`: the latest change taken back, then the list drawn again.
    func undoLatestChange() throws
    /// Space or PgDn: the page after the one shown (the same one, on the last page).
    func showNextPage() throws
    /// `b` or PgUp: the page before the one shown (the first one, on the first page).
    func showPreviousPage() throws
}

/// The "find upcoming items" and "find done items" use cases, as the presenter calls them.
protocol ListInteractorInput: AnyObject {
    /// Finds the items the query asks for and hands them to the output: the items not done
    /// that fall in a shown section, or with `showsDone` the done ones; either way only those
    /// matching the filter.
    func findItems(_ query: ListQuery) throws
}

extension ListInteractorInput {
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
    /// The rows the list's own lines may take on the screen now, after what the view keeps for
    /// itself (messages, the keys line, the prompt); nil: any number (not a screen, or a
    /// terminal that does not say its height).
    func rowsForList() -> Int?
    /// The rows `line` takes on the screen, once the view has wrapped it.
    func rows(of line: String) -> Int
    /// Asks `question` and returns the answer as typed. Throws `EndOfInput` at the end of input.
    func ask(_ question: ListQuestion) throws -> String
}

/// How the List presenter asks for navigation.
protocol ListWireframeInterface: AnyObject {
    /// Presents the Add screen over the list; `delegate` hears how it ended.
    func presentAddInterface(delegate: any AddModuleDelegate) throws
    /// Presents the Change module for a change asked for on the List screen (`d`, `e`, `r`);
    /// `delegate` hears how it ended.
    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws
    /// Presents the Undo module for `u`; `delegate` hears of the undo.
    func presentUndoInterface(delegate: any UndoModuleDelegate) throws
}

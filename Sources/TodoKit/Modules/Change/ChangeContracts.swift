import TodoCore
/// What the Change presenter offers its view: one action per command, with the ids and
/// values as the user typed them.
protocol ChangeModuleInterface: AnyObject {
    /// `todo done ID...`: mark the items done.
    func completeAction(ids: [String]) throws
    /// `todo reopen ID...`: take the done mark off the items.
    func reopenAction(ids: [String]) throws
    /// `todo rm ID...`: remove the items for good.
    func removeAction(ids: [String]) throws
    /// `todo edit ID [--name NAME] [--due DATE] [--every RULE]`: change what `draft` gives of
    /// one item (what it leaves nil stays as it is).
    func editAction(ids: [String], draft: ItemDraft) throws
    /// The List screen's `e ID`: ask for a new name and date, the item's own kept by an
    /// empty answer, then edit it.
    func startEditAction(id: String) throws
    /// The List screen's `r ID...`: ask first, then remove the items or keep them.
    func startRemoveAction(ids: [String]) throws
}

/// Who hears that the Change module saved a change: the List presenter, so that `d ID` on the
/// List screen draws the list again.
protocol ChangeModuleDelegate: AnyObject {
    func changeModuleDidSaveChangeAction() throws
    /// A change asked for on the screens was given up (`r` answered no, `e` with nothing new).
    func changeModuleDidCancelChangeAction() throws
}

/// The "complete", "reopen", "remove" and "edit" use cases.
///
/// Each is one locked read-modify-write, all or nothing across the ids named: an id no item
/// has throws `TodoError.notFound` naming every such id, and nothing is saved. An id named
/// twice counts once. The items come back in the order first named.
protocol ChangeInteractorInput: AnyObject {
    /// Marks the items done with the current UTC time; an item already done is left as it was,
    /// with a warning. A repeating item done adds the next of its series (`ChangeOutcome.next`).
    func completeItems(ids: [Int]) throws -> ChangeOutcome
    /// Takes the done mark off the items; an item not done is left as it was, with a warning.
    func reopenItems(ids: [Int]) throws -> ChangeOutcome
    /// Removes the items; their ids are never given out again. The items come back as they were.
    func removeItems(ids: [Int]) throws -> ChangeOutcome
    /// Applies `edit` to the item by the rules of `ItemEdit.apply` (the name rule of `todo add`;
    /// a due date may be in the past). Throws `TodoError.usage` for what the rules refuse.
    func editItem(id: Int, edit: ItemEdit) throws -> ChangeOutcome
    /// The items with `ids` as they are, changing nothing: what the screens ask about.
    func findItems(ids: [Int]) throws -> [ItemSnapshot]
}

/// The passive Change view.
protocol ChangeViewInterface: AnyObject {
    func showChangedItems(_ data: ChangeDisplayData)
    /// Asks `question` and returns the answer as typed. Throws `EndOfInput` at the end of
    /// input, and a usage error where nothing can be asked (the command line).
    func ask(_ question: ChangeQuestion) throws -> String
    /// Says why an answer was refused, before it is asked again.
    func showProblem(_ message: String)
    /// Says that the change asked for was not made.
    func showCancelled(_ cancellation: ChangeCancellation)
}

/// How the Change presenter asks for navigation.
protocol ChangeWireframeInterface: AnyObject {
    func dismissChangeInterface()
}

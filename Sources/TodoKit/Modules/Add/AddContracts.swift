import TodoCore

/// What the Add views send their presenter: the reference sample's module interface, and the
/// Add screen's start.
protocol AddModuleInterface: AnyObject {
    /// The Add screen is shown: the presenter asks its view for what it needs.
    func startAddAction() throws
    /// The user gave up: nothing is saved.
    func cancelAddAction() throws
    /// The user asked to save `draft`, as typed: a due date of nil is the default, today;
    /// `none`, no date; an `every` of nil, not repeating.
    func saveAddAction(_ draft: ItemDraft) throws
    /// `todo add`'s NAME words: those in `words` may be `due:fri`, `every:`, `pri:` words,
    /// taken as their options; those in `afterEnd` (after `--`) are the name's as they are.
    func saveAddCommand(words: [String], afterEnd: [String], draft: ItemDraft) throws
}

/// Who hears that the Add module finished: the List presenter, on the List screen.
protocol AddModuleDelegate: AnyObject {
    func addModuleDidCancelAddAction() throws
    /// `id`: the new item's, which the List screen selects.
    func addModuleDidSaveAddAction(id: Int) throws
}

/// The "add an item" use case.
protocol AddInteractorInput: AnyObject {
    /// Checks the rules (`ItemEdit.newItem`), gives the item the next id and saves it; throws
    /// `TodoError.usage` for a name, date or rule the rules refuse.
    func saveNewEntry(_ edit: ItemEdit) throws -> ItemSnapshot
}

/// The passive Add view: it shows, and it reads what it is asked for.
protocol AddViewInterface: AnyObject {
    /// Asks `question` and returns the answer as typed. Throws `EndOfInput` at the end of input,
    /// and a usage error where nothing can be asked (the command line).
    func ask(_ question: AddQuestion) throws -> String
    /// Says why an answer was refused, before it is asked again.
    func showProblem(_ message: String)
    func showSavedItem(_ item: ItemDisplay)
    /// Says that nothing was added (an empty name, or the end of input at a question).
    func showCancelled()
}

/// How the Add presenter asks for navigation.
protocol AddWireframeInterface: AnyObject {
    func dismissAddInterface()
}

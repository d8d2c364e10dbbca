import TodoCore
/// What the Add presenter offers its view: the reference sample's module interface.
protocol AddModuleInterface: AnyObject {
    /// The user gave up: nothing is saved.
    func cancelAddAction() throws
    /// The user asked to save `name`, due at `dueDate` as typed (nil: the default, today).
    func saveAddAction(name: String, dueDate: String?) throws
}

/// Who hears that the Add module finished: the List presenter, on the List screen.
protocol AddModuleDelegate: AnyObject {
    func addModuleDidCancelAddAction() throws
    func addModuleDidSaveAddAction() throws
}

/// The "add an item" use case.
protocol AddInteractorInput: AnyObject {
    /// Checks the rules, gives the item the next id and saves it; throws `TodoError.usage` for a
    /// name or date the rules refuse.
    func saveNewEntry(name: String, due: DueDate) throws -> AddedItem
}

/// The passive Add view.
protocol AddViewInterface: AnyObject {
    func showSavedItem(_ item: AddDisplayData)
}

/// How the Add presenter asks for navigation.
protocol AddWireframeInterface: AnyObject {
    func dismissAddInterface()
}

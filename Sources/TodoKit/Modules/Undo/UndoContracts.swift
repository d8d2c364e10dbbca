import TodoCore
/// What the Undo presenter offers its view: `todo undo`, or `u` on a screen.
protocol UndoModuleInterface: AnyObject {
    func undoAction() throws
}

/// Who hears that an undo was saved: a screen, so that it draws the list again.
protocol UndoModuleDelegate: AnyObject {
    func undoModuleDidUndo() throws
}

/// The "undo" use case: take back the latest change `todo` made to the items, through the
/// data store, which refuses (exit 1, nothing changed) when there is nothing to undo or when
/// the items were changed since by something else.
protocol UndoInteractorInput: AnyObject {
    func undoLatestChange() throws -> UndoOutcome
}

/// The passive Undo view.
protocol UndoViewInterface: AnyObject {
    func showUndone(_ data: UndoDisplayData)
}

/// How the Undo presenter asks for navigation.
protocol UndoWireframeInterface: AnyObject {
    func dismissUndoInterface()
}

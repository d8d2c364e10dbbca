import TodoCore
/// Asks for the undo, and turns what it did into display data.
final class UndoPresenter: UndoModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any UndoViewInterface)?
    private let interactor: any UndoInteractorInput
    private weak var wireframe: (any UndoWireframeInterface)?
    private weak var delegate: (any UndoModuleDelegate)?

    init(interactor: any UndoInteractorInput, wireframe: any UndoWireframeInterface,
         delegate: (any UndoModuleDelegate)? = nil) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.delegate = delegate
    }

    func undoAction() throws {
        guard let view else { throw TodoError.unwired("the Undo view") }
        let outcome = try interactor.undoLatestChange()
        view.showUndone(Self.displayData(for: outcome))
        wireframe?.dismissUndoInterface()
        try delegate?.undoModuleDidUndo()
    }

    static func displayData(for outcome: UndoOutcome) -> UndoDisplayData {
        UndoDisplayData(restored: outcome.restored.map { ItemDisplay($0) }, removed: outcome.removed.map { ItemDisplay($0) })
    }
}

import TodoCore
/// Builds the Undo module — interactor, presenter, view — and presents it: from the command
/// line (`todo undo`), or for a screen's key with the screen's presenter as delegate.
final class UndoWireframe: UndoWireframeInterface {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    func presentUndoCommand(delegate: (any UndoModuleDelegate)? = nil) throws {
        let interactor = UndoInteractor(dataStore: dependencies.dataStore)
        let presenter = UndoPresenter(interactor: interactor, wireframe: self, delegate: delegate)
        let view = UndoView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        try view.submit()
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it.
    func dismissUndoInterface() {}
}

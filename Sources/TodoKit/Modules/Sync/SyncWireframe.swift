import TodoCore
/// Builds the Sync module — interactor, presenter, view — and presents it from the command
/// line (`todo sync`), with the sync engine the composition root gives it.
final class SyncWireframe: SyncWireframeInterface {
    private let dependencies: ModuleDependencies
    private let runner: any SyncRunner
    private let marks: SyncMarks

    init(dependencies: ModuleDependencies, runner: any SyncRunner, marks: SyncMarks) {
        self.dependencies = dependencies
        self.runner = runner
        self.marks = marks
    }

    func presentSyncCommand(pair: String?) throws {
        let interactor = SyncInteractor(dataStore: dependencies.dataStore, runner: runner)
        let presenter = SyncPresenter(interactor: interactor, wireframe: self, marks: marks)
        let view = SyncView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        try view.submit(pair: pair)
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it.
    func dismissSyncInterface() {}
}

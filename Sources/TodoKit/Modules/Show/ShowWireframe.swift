import TodoCore
/// Builds the Show module — interactor, presenter, view — and presents it from the command
/// line (`todo show 3`).
final class ShowWireframe: ShowWireframeInterface {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    /// `todo show ID...`: the ids are the view's input.
    func presentShowCommand(ids: [String]) throws {
        let interactor = ShowInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock)
        let presenter = ShowPresenter(interactor: interactor, wireframe: self)
        let view = ShowView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        try view.submit(ids: ids)
    }

    /// The List screen's `i`: item `id`'s lines handed to `show`.
    func presentShowScreen(ids: [String], show: @escaping ([String]) -> Void) throws {
        let interactor = ShowInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock)
        let presenter = ShowPresenter(interactor: interactor, wireframe: self)
        let view = ShowScreenView(eventHandler: presenter, show: show)
        presenter.view = view
        try view.submit(ids: ids)
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it.
    func dismissShowInterface() {}
}

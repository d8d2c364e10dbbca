import TodoCore
import TodoTerminal

/// Builds the Change module — interactor, presenter, view — and presents it: from the command
/// line (`todo done 3`), or for `d ID` on the List screen with the List presenter as delegate.
final class ChangeWireframe: ChangeWireframeInterface {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    /// `todo done|reopen|rm|edit ...`: the request is the view's input.
    func presentChangeCommand(_ request: ChangeRequest, delegate: (any ChangeModuleDelegate)? = nil) throws {
        let presenter = makePresenter(delegate: delegate)
        let view = ChangeView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        try view.submit(request)
    }

    /// The List screen's `d`, `e` and `r`: asks what it needs on the terminal, and leaves what
    /// it did to `messages`; `delegate` (the List presenter) hears how it ended.
    func presentChangeScreen(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate,
                             messages: ScreenMessages, terminal: (any Terminal)? = nil) throws {
        let presenter = makePresenter(delegate: delegate)
        let view = ChangeScreenView(eventHandler: presenter, terminal: terminal ?? dependencies.terminal, messages: messages)
        presenter.view = view
        try view.submit(action)
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it.
    func dismissChangeInterface() {}

    private func makePresenter(delegate: (any ChangeModuleDelegate)?) -> ChangePresenter {
        let interactor = ChangeInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock, makeUID: dependencies.makeUID)
        return ChangePresenter(interactor: interactor, wireframe: self, dates: dependencies.dueDateParserSource,
                               delegate: delegate)
    }
}

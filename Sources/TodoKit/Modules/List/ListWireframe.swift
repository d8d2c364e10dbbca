import TodoCore

/// Builds the List module — interactor, presenter, view — and presents it: once (`todo list`)
/// or as the List screen, from which it presents the Add, Change and Undo modules.
final class ListWireframe: ListWireframeInterface {
    private let dependencies: ModuleDependencies
    private let addWireframe: AddWireframe
    private let changeWireframe: ChangeWireframe
    private let undoWireframe: UndoWireframe
    /// What the screens presented from the List screen last said, for the list drawn again.
    private let messages = ScreenMessages()

    /// With `clearsScreen`, the List screen clears the terminal before each draw.
    private let clearsScreen: Bool

    init(dependencies: ModuleDependencies, addWireframe: AddWireframe, changeWireframe: ChangeWireframe,
         undoWireframe: UndoWireframe, clearsScreen: Bool = false) {
        self.undoWireframe = undoWireframe
        self.dependencies = dependencies
        self.clearsScreen = clearsScreen
        self.addWireframe = addWireframe
        self.changeWireframe = changeWireframe
    }

    /// `todo list`: the list drawn once, as text or JSON, as `query` asks.
    func presentListInterface(query: ListQuery) throws {
        let presenter = makePresenter(query: query, format: dependencies.format)
        let view = makeListView(format: dependencies.format)
        presenter.view = view
        // The presenter holds its view weakly: this view is kept until it has been drawn.
        try withExtendedLifetime(view) { try presenter.updateView() }
    }

    /// The List screen: the list, then its prompt until `q` or the end of input.
    func presentListScreen() throws {
        let presenter = makePresenter(query: ListQuery(), format: .text, onScreen: true)
        let view = ListScreenView(eventHandler: presenter, terminal: dependencies.terminal,
                                  listView: makeListView(format: .text), messages: messages, clearsScreen: clearsScreen)
        presenter.view = view
        try view.run()
    }

    func presentAddInterface(delegate: any AddModuleDelegate) throws {
        try addWireframe.presentAddScreen(delegate: delegate, messages: messages)
    }

    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws {
        try changeWireframe.presentChangeScreen(action, delegate: delegate, messages: messages)
    }

    func presentUndoInterface(delegate: any UndoModuleDelegate) throws {
        try undoWireframe.presentUndoScreen(delegate: delegate, messages: messages)
    }

    /// The text shows no uid and no note: the store is not asked for them then.
    private func makePresenter(query: ListQuery, format: OutputFormat, onScreen: Bool = false) -> ListPresenter {
        let interactor = ListInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock,
                                        calendar: dependencies.calendar,
                                        detail: format == .json ? .whole : .forListText)
        let presenter = ListPresenter(interactor: interactor, wireframe: self, query: query, onScreen: onScreen)
        interactor.output = presenter
        return presenter
    }

    private func makeListView(format: OutputFormat) -> ListView {
        ListView(terminal: dependencies.terminal, format: format, style: dependencies.style)
    }
}

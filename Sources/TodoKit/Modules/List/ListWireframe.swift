import TodoCore
import TodoTerminal

/// Builds the List module — interactor, presenter, view — and presents it: once (`todo list`)
/// or as the List screen, from which it presents the Add, Change, Undo and Show modules, their
/// questions on the screen's bottom row.
final class ListWireframe: ListWireframeInterface {
    private let dependencies: ModuleDependencies
    private let addWireframe: AddWireframe
    private let changeWireframe: ChangeWireframe
    private let undoWireframe: UndoWireframe
    private let showWireframe: ShowWireframe
    /// The data file's or folder's name, for the List screen's title.
    private let storeName: String
    /// What the screens presented from the List screen last said, for its status line.
    private let messages = ScreenMessages()
    /// The List screen, while it is shown.
    private var screenView: ListScreenView?
    /// The terminal that the screens presented from the List screen ask on.
    private var questionTerminal: ScreenQuestionTerminal?
    /// Runs a command line as the shell's `todo` would, what it prints held in the messages
    /// given: the composition root's router, for `:` and `s`.
    private let runCommand: ((ParsedCommandLine, ScreenMessages) throws -> Void)?

    init(dependencies: ModuleDependencies, addWireframe: AddWireframe, changeWireframe: ChangeWireframe,
         undoWireframe: UndoWireframe, showWireframe: ShowWireframe, storeName: String = "",
         runCommand: ((ParsedCommandLine, ScreenMessages) throws -> Void)? = nil) {
        self.runCommand = runCommand
        self.dependencies = dependencies
        self.addWireframe = addWireframe
        self.changeWireframe = changeWireframe
        self.undoWireframe = undoWireframe
        self.showWireframe = showWireframe
        self.storeName = storeName
    }

    /// `todo list`: the list drawn once, as text or JSON, as `query` asks.
    func presentListInterface(query: ListQuery) throws {
        let presenter = makePresenter(query: query, format: dependencies.format)
        let view = ListView(terminal: dependencies.terminal, format: dependencies.format, style: dependencies.style)
        presenter.view = view
        // The presenter holds its view weakly: this view is kept until it has been drawn.
        try withExtendedLifetime(view) { try presenter.updateView() }
    }

    /// The List screen until `q` or the end of input; false when the terminal cannot show it
    /// (nothing is drawn then).
    func presentListScreen() throws -> Bool {
        let presenter = makePresenter(query: ListQuery(), format: .text, onScreen: true)
        let view = ListScreenView(eventHandler: presenter, terminal: dependencies.terminal, style: dependencies.style)
        presenter.view = view
        screenView = view
        questionTerminal = ScreenQuestionTerminal(base: dependencies.terminal, screen: view)
        defer {
            questionTerminal = nil
            screenView = nil
            // The alternate screen is left by now (the view's run): the changes stay in the scrollback.
            for text in presenter.changeLog { dependencies.terminal.write(text.hasSuffix("\n") ? text : text + "\n") }
        }
        return try view.run()
    }

    func presentAddInterface(delegate: any AddModuleDelegate, preset: ItemDraft) throws {
        try addWireframe.presentAddScreen(delegate: delegate, messages: messages, preset: preset, terminal: questionTerminal)
    }

    func presentCommand(_ commandLine: ParsedCommandLine) throws {
        guard let runCommand else { throw TodoError.unwired("the command runner") }
        try runCommand(commandLine, messages)
    }

    func presentChangeInterface(_ action: ChangeScreenAction, delegate: any ChangeModuleDelegate) throws {
        try changeWireframe.presentChangeScreen(action, delegate: delegate, messages: messages, terminal: questionTerminal)
    }

    func presentUndoInterface(delegate: any UndoModuleDelegate) throws {
        try undoWireframe.presentUndoScreen(delegate: delegate, messages: messages)
    }

    func presentShowInterface(ids: [String]) throws {
        try showWireframe.presentShowScreen(ids: ids) { [weak self] lines in
            self?.screenView?.showPage(title: "todo show " + ids.map(TerminalText.escaped).joined(separator: " "), lines: lines)
        }
    }

    /// The text shows no uid and no note: the store is not asked for them then.
    private func makePresenter(query: ListQuery, format: OutputFormat, onScreen: Bool = false) -> ListPresenter {
        let interactor = ListInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock,
                                        calendar: dependencies.calendar,
                                        detail: format == .json ? .whole : .forListText)
        let presenter = ListPresenter(interactor: interactor, wireframe: self, query: query, onScreen: onScreen,
                                      storeName: storeName, messages: onScreen ? messages : nil)
        interactor.output = presenter
        return presenter
    }
}

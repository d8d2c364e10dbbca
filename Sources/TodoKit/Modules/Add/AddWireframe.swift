import TodoCore
import TodoTerminal

/// Builds the Add module — interactor, presenter, view — and presents it: from the command
/// line (`todo add NAME`), or as the Add screen (over the List screen, or alone).
final class AddWireframe: AddWireframeInterface {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    /// `todo add NAME... [--due DATE] [--every RULE]`: the arguments are the view's input.
    func presentAddCommand(nameWords: [String], afterEnd: [String] = [], draft: ItemDraft) throws {
        let presenter = makePresenter(delegate: nil, preset: draft)
        let view = AddView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        try view.submit(nameWords: nameWords, afterEnd: afterEnd, draft: draft)
    }

    /// The Add screen's prompts; `delegate` (the List presenter) hears how it ended, and
    /// `messages` (the List screen's) keeps the last word for the list drawn again.
    /// `terminal`: where the questions are asked, when not on the terminal itself (the List
    /// screen's bottom row).
    func presentAddScreen(delegate: (any AddModuleDelegate)?, messages: ScreenMessages? = nil,
                          preset: ItemDraft = ItemDraft(), terminal: (any Terminal)? = nil) throws {
        let presenter = makePresenter(delegate: delegate, preset: preset)
        let view = AddScreenView(eventHandler: presenter, terminal: terminal ?? dependencies.terminal, messages: messages)
        presenter.view = view
        try view.run()
    }

    /// Nothing is left to take down: a view lasts as long as the call that presents it, and the
    /// List screen draws itself again when its delegate hears the outcome.
    func dismissAddInterface() {}

    private func makePresenter(delegate: (any AddModuleDelegate)?, preset: ItemDraft) -> AddPresenter {
        let interactor = AddInteractor(dataStore: dependencies.dataStore, makeUID: dependencies.makeUID)
        return AddPresenter(interactor: interactor, wireframe: self, dates: dependencies.dueDateParserSource,
                            delegate: delegate, preset: preset)
    }
}

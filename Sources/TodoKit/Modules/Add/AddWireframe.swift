import TodoCore
/// Creates the Add view, wires it to its presenter and presents it: from the command line
/// (`todo add NAME`), or as the Add screen (over the List screen, or alone).
final class AddWireframe: AddWireframeInterface {
    let presenter: AddPresenter
    private let makeView: () -> AddView
    private let makeScreenView: (_ presetDueDate: String?) -> AddScreenView
    private var view: (any AddViewInterface)?

    init(presenter: AddPresenter, makeView: @escaping () -> AddView,
                makeScreenView: @escaping (_ presetDueDate: String?) -> AddScreenView) {
        self.presenter = presenter
        self.makeView = makeView
        self.makeScreenView = makeScreenView
        presenter.wireframe = self
    }

    /// `todo add NAME... [--due DATE]`: the arguments are the view's input.
    func presentAddCommand(nameWords: [String], dueDate: String?) throws {
        let view = makeView()
        view.eventHandler = presenter
        present(view, delegate: nil)
        try view.submit(nameWords: nameWords, dueDate: dueDate)
    }

    /// The Add screen's prompts; `delegate` (the List presenter) hears how it ended.
    func presentAddScreen(delegate: (any AddModuleDelegate)?, presetDueDate: String? = nil) throws {
        let screen = makeScreenView(presetDueDate)
        screen.eventHandler = presenter
        present(screen, delegate: delegate)
        try screen.run()
    }

    func dismissAddInterface() {
        view = nil
    }

    private func present(_ view: any AddViewInterface, delegate: (any AddModuleDelegate)?) {
        presenter.view = view
        presenter.delegate = delegate
        self.view = view
    }
}

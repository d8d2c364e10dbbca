/// Creates the Add view, wires it to its presenter and presents it: from the command line
/// (`todo add NAME`) or over the List screen.
public final class AddWireframe: AddWireframeInterface {
    public let presenter: AddPresenter
    private let makeView: () -> AddView
    private var view: AddView?

    public init(presenter: AddPresenter, makeView: @escaping () -> AddView) {
        self.presenter = presenter
        self.makeView = makeView
        presenter.wireframe = self
    }

    /// `todo add NAME... [--due DATE]`: the arguments are the view's input.
    public func presentAddCommand(nameWords: [String], dueDate: String?) throws {
        let view = present(delegate: nil)
        try view.submit(nameWords: nameWords, dueDate: dueDate)
    }

    /// The Add screen over the List screen (issue 4 gives it its prompts).
    public func presentAddInterface(delegate: (any AddModuleDelegate)?) throws {
        _ = present(delegate: delegate)
    }

    public func dismissAddInterface() {
        view = nil
    }

    private func present(delegate: (any AddModuleDelegate)?) -> AddView {
        let view = makeView()
        view.eventHandler = presenter
        presenter.view = view
        presenter.delegate = delegate
        self.view = view
        return view
    }
}

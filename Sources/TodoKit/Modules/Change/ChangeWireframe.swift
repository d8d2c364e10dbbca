import TodoCore
/// Creates the Change view, wires it to its presenter and presents it: from the command line
/// (`todo done 3`), or for `d ID` on the List screen with the List presenter as delegate.
final class ChangeWireframe {
    let presenter: ChangePresenter
    private let makeView: () -> ChangeView
    private var view: ChangeView?

    init(presenter: ChangePresenter, makeView: @escaping () -> ChangeView) {
        self.presenter = presenter
        self.makeView = makeView
    }

    /// `todo done|reopen|rm|edit ...`: the request is the view's input.
    func presentChangeCommand(_ request: ChangeRequest, delegate: (any ChangeModuleDelegate)? = nil) throws {
        let view = makeView()
        view.eventHandler = presenter
        presenter.view = view
        presenter.delegate = delegate
        self.view = view
        try view.submit(request)
    }
}

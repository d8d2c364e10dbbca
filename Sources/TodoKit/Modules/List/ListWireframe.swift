import TodoCore
/// Creates the List view, wires it to its presenter and presents it; presents Add from the list.
final class ListWireframe: ListWireframeInterface {
    let presenter: ListPresenter
    /// Where `a` on the List screen leads; nil where adding is not offered.
    var addWireframe: AddWireframe?
    /// Where `d ID` on the List screen leads; nil where it is not offered.
    var changeWireframe: ChangeWireframe?
    private var view: (any ListViewInterface)?

    init(presenter: ListPresenter) {
        self.presenter = presenter
        presenter.wireframe = self
    }

    /// Draws the list once into `view`: `todo list`.
    func presentListInterface(in view: any ListViewInterface) throws {
        self.view = view
        presenter.view = view
        try presenter.updateView()
    }

    /// The List screen: draws the list, then runs its prompt until `q` or the end of input.
    func presentListScreen(in screen: ListScreenView) throws {
        screen.eventHandler = presenter
        try presentListInterface(in: screen)
        try screen.runPrompt()
    }

    func presentAddInterface() throws {
        try addWireframe?.presentAddScreen(delegate: presenter)
    }

    func presentCompleteItem(id: Int) throws {
        try changeWireframe?.presentChangeCommand(.complete(ids: [String(id)]), delegate: presenter)
    }
}

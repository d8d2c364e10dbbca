/// The Show module on the List screen (`i`): the item as `todo show` prints it, handed to the
/// List screen to show on a page of its own.
final class ShowScreenView: ShowViewInterface {
    private let eventHandler: any ShowModuleInterface
    private let show: ([String]) -> Void

    init(eventHandler: any ShowModuleInterface, show: @escaping ([String]) -> Void) {
        self.eventHandler = eventHandler
        self.show = show
    }

    func submit(id: Int) throws {
        try eventHandler.showAction(ids: [String(id)])
    }

    func showItems(_ data: ShowDisplayData) {
        show(ShowView.text(data).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }
}

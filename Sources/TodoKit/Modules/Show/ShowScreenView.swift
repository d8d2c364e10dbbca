/// The Show module on the List screen (`i`, `:show`): the items as `todo show` prints them,
/// handed to the List screen to show on a page of its own; none there, no page (the id no
/// item has is said on the status line).
final class ShowScreenView: ShowViewInterface {
    private let eventHandler: any ShowModuleInterface
    private let show: ([String]) -> Void

    init(eventHandler: any ShowModuleInterface, show: @escaping ([String]) -> Void) {
        self.eventHandler = eventHandler
        self.show = show
    }

    func submit(ids: [String]) throws {
        try eventHandler.showAction(ids: ids)
    }

    func showItems(_ data: ShowDisplayData) {
        guard !data.items.isEmpty else { return }
        show(ShowView.text(data).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }
}

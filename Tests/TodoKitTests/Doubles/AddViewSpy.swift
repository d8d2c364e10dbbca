@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the Add view was asked to show.
final class AddViewSpy: AddViewInterface {
    private(set) var shown: [AddDisplayData] = []
    private let log: EventLog?

    init(log: EventLog? = nil) {
        self.log = log
    }

    func showSavedItem(_ item: AddDisplayData) {
        shown.append(item)
        log?.record("view.showSavedItem")
    }
}

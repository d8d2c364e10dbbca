@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Counts the Add presenter's requests to dismiss the Add screen.
final class AddWireframeSpy: AddWireframeInterface {
    private(set) var dismissCount = 0
    private let log: EventLog?

    init(log: EventLog? = nil) {
        self.log = log
    }

    func dismissAddInterface() {
        dismissCount += 1
        log?.record("wireframe.dismiss")
    }
}

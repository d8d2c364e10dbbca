@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Counts the Change presenter's requests to dismiss its view.
final class ChangeWireframeSpy: ChangeWireframeInterface {
    private(set) var dismissCount = 0

    func dismissChangeInterface() {
        dismissCount += 1
    }
}

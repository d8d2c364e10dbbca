@testable import TodoKit

/// Counts the Show presenter's requests to dismiss its view.
final class ShowWireframeSpy: ShowWireframeInterface {
    private(set) var dismissCount = 0

    func dismissShowInterface() {
        dismissCount += 1
    }
}

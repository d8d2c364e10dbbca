@testable import TodoKit

/// Counts the List presenter's requests to present the Add screen.
final class ListWireframeSpy: ListWireframeInterface {
    private(set) var presentAddInterfaceCount = 0

    func presentAddInterface() throws {
        presentAddInterfaceCount += 1
    }
}

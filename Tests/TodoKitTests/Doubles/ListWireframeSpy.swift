@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records the List presenter's requests for navigation.
final class ListWireframeSpy: ListWireframeInterface {
    private(set) var presentAddInterfaceCount = 0
    private(set) var completedIDs: [Int] = []

    func presentAddInterface() throws {
        presentAddInterfaceCount += 1
    }

    func presentCompleteItem(id: Int) throws {
        completedIDs.append(id)
    }
}

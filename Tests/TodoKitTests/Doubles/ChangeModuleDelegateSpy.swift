@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the List presenter as the Change module's delegate: counts saved and given-up
/// changes.
final class ChangeModuleDelegateSpy: ChangeModuleDelegate {
    private(set) var savedCount = 0
    private(set) var cancelledCount = 0

    func changeModuleDidSaveChangeAction() throws {
        savedCount += 1
    }

    func changeModuleDidCancelChangeAction() throws {
        cancelledCount += 1
    }
}

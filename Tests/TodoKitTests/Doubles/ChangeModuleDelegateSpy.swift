@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the List presenter as the Change module's delegate: counts saved changes.
final class ChangeModuleDelegateSpy: ChangeModuleDelegate {
    private(set) var savedCount = 0

    func changeModuleDidSaveChangeAction() throws {
        savedCount += 1
    }
}

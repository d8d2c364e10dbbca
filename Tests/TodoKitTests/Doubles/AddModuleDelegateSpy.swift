@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records how the Add module said it finished.
final class AddModuleDelegateSpy: AddModuleDelegate {
    private(set) var cancelCount = 0
    private(set) var saveCount = 0
    private let log: EventLog?

    init(log: EventLog? = nil) {
        self.log = log
    }

    func addModuleDidCancelAddAction() throws {
        cancelCount += 1
        log?.record("delegate.didCancel")
    }

    func addModuleDidSaveAddAction(id: Int) throws {
        saveCount += 1
        log?.record("delegate.didSave")
    }
}

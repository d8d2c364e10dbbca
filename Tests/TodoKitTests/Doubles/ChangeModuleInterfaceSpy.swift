@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Change presenter: records the actions the view sends, as requests.
final class ChangeModuleInterfaceSpy: ChangeModuleInterface {
    private(set) var actions: [ChangeRequest] = []

    func completeAction(ids: [String]) throws { actions.append(.complete(ids: ids)) }
    func reopenAction(ids: [String]) throws { actions.append(.reopen(ids: ids)) }
    func removeAction(ids: [String]) throws { actions.append(.remove(ids: ids)) }

    func editAction(ids: [String], name: String?, dueDate: String?, every: String?) throws {
        actions.append(.edit(ids: ids, name: name, dueDate: dueDate, every: every))
    }
}

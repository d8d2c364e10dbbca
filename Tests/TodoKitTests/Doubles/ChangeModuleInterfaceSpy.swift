@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Change presenter: records the actions the views send, as requests (the
/// command line's) and screen actions (the List screen's `e` and `r`).
final class ChangeModuleInterfaceSpy: ChangeModuleInterface {
    private(set) var actions: [ChangeRequest] = []
    private(set) var screenActions: [ChangeScreenAction] = []

    func completeAction(ids: [String]) throws { actions.append(.complete(ids: ids)) }
    func reopenAction(ids: [String]) throws { actions.append(.reopen(ids: ids)) }
    func removeAction(ids: [String]) throws { actions.append(.remove(ids: ids)) }

    func editAction(ids: [String], draft: ItemDraft) throws {
        actions.append(.edit(ids: ids, draft: draft))
    }

    func startEditAction(id: String) throws { screenActions.append(.edit(id: id)) }
    func startRemoveAction(ids: [String]) throws { screenActions.append(.remove(ids: ids)) }
}

@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Change interactor: records each use case called and answers with
/// `outcome`, or throws `error`.
final class ChangeInteractorSpy: ChangeInteractorInput {
    enum Call: Equatable {
        case complete([Int])
        case reopen([Int])
        case remove([Int])
        case edit(id: Int, name: String?, due: EditValue<DueDate>, every: EditValue<RepeatRule>)
        case find([Int])
    }

    private(set) var calls: [Call] = []
    var outcome = ChangeOutcome(items: [])
    var error: TodoError?
    /// What `findItems` answers.
    var found: [ItemSnapshot] = []

    func completeItems(ids: [Int]) throws -> ChangeOutcome { try answer(.complete(ids)) }
    func reopenItems(ids: [Int]) throws -> ChangeOutcome { try answer(.reopen(ids)) }
    func removeItems(ids: [Int]) throws -> ChangeOutcome { try answer(.remove(ids)) }

    func editItem(id: Int, edit: ItemEdit) throws -> ChangeOutcome {
        try answer(.edit(id: id, name: edit.name, due: edit.due, every: edit.every))
    }

    func findItems(ids: [Int]) throws -> [ItemSnapshot] {
        calls.append(.find(ids))
        if let error { throw error }
        return found
    }

    private func answer(_ call: Call) throws -> ChangeOutcome {
        calls.append(call)
        if let error { throw error }
        return outcome
    }
}

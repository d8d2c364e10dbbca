@testable import TodoCore
@testable import TodoKit

/// Stands in for the Undo interactor: counts the undos asked for, answers with `outcome`, or
/// throws `error`.
final class UndoInteractorSpy: UndoInteractorInput {
    var outcome = UndoOutcome(restored: [])
    var error: TodoError?
    private(set) var undoCount = 0

    func undoLatestChange() throws -> UndoOutcome {
        undoCount += 1
        if let error { throw error }
        return outcome
    }
}

@testable import TodoCore
@testable import TodoKit

/// Stands in for the Show interactor: records the ids it is asked for and answers with
/// `outcome`, or throws `error`.
final class ShowInteractorSpy: ShowInteractorInput {
    private(set) var calls: [[Int]] = []
    var outcome = ShowOutcome(items: [], missingIDs: [])
    var error: TodoError?

    func findItems(ids: [Int]) throws -> ShowOutcome {
        calls.append(ids)
        if let error { throw error }
        return outcome
    }
}

@testable import TodoKit

/// A data store whose file cannot be read: every call throws the given error.
final class FailingDataStore: TodoDataStore {
    private let error: TodoError

    init(_ error: TodoError) {
        self.error = error
    }

    func fetch() throws -> TodoList {
        throw error
    }

    func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        throw error
    }
}

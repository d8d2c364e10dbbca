package import TodoCore

/// A data store whose file cannot be read: every call throws the given error.
package final class FailingDataStore: TodoDataStore {
    private let error: TodoError

    package init(_ error: TodoError) {
        self.error = error
    }

    package func fetch() throws -> TodoList {
        throw error
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        throw error
    }

    package func undoLatestChange() throws -> UndoneChange {
        throw error
    }

    /// No quicker way than `fetch`, as a store of this kind needs none.
    package func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        try openItemsThroughFetch(dueThrough: dueThrough, detail: detail)
    }

    package func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        try doneItemsThroughFetch(detail: detail)
    }
}

import TodoCore

/// A store that can be read but not written (a read-only data file): every write throws `error`.
final class ReadOnlyDataStore: TodoDataStore {
    private let list: TodoList
    private let error: TodoError

    init(_ list: TodoList, error: TodoError) {
        self.list = list
        self.error = error
    }

    func fetch() throws -> TodoList {
        list
    }

    func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        throw error
    }

    func undoLatestChange() throws -> UndoneChange {
        throw error
    }

    /// No quicker way than `fetch`, as a store of this kind needs none.
    func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        try openItemsThroughFetch(dueThrough: dueThrough, detail: detail)
    }

    func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        try doneItemsThroughFetch(detail: detail)
    }
}

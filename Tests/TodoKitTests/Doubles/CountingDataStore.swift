@testable import TodoCore
import TodoTestSupport

/// An in-memory store that records what `fetchOpenItems(dueThrough:detail:)` and `fetch()` were asked,
/// and can answer the open-items query with counts of its own, as the file store does when it
/// skips items without building them.
final class CountingDataStore: TodoDataStore, @unchecked Sendable {
    private let store: InMemoryDataStore
    private(set) var asked: [LocalDate?] = []
    private(set) var fetchCount = 0
    /// The detail each `fetchOpenItems` asked for, in order.
    private(set) var askedDetails: [ItemDetail] = []
    /// The detail each `fetchDoneItems` asked for, in order.
    private(set) var askedDoneDetails: [ItemDetail] = []

    init(items: [TodoItem]) {
        store = InMemoryDataStore(items: items)
    }

    func fetch() throws -> TodoList {
        fetchCount += 1
        return try store.fetch()
    }

    func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        try store.update(change)
    }

    func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        asked.append(dueThrough)
        askedDetails.append(detail)
        return try store.fetchOpenItems(dueThrough: dueThrough, detail: detail)
    }

    /// Through `fetch`, as every store but the file store answers it: counted there.
    func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        askedDoneDetails.append(detail)
        return try fetch().items.filter(\.isDone).map(detail.applied(to:))
    }

    func undoLatestChange() throws -> UndoneChange {
        try store.undoLatestChange()
    }
}

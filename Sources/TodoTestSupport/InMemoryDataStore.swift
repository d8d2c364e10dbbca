import Foundation
package import TodoCore

/// A data store that keeps the list in memory: for tests and previews.
package final class InMemoryDataStore: TodoDataStore, @unchecked Sendable {
    private let lock = NSLock()
    private var list: TodoList
    /// How many times `update` saved: lets tests see that a refused change wrote nothing.
    package private(set) var saveCount = 0
    /// The changes undo can take back, oldest first.
    private var undoRecords: [ChangeRecord] = []
    /// Set by `changeBehindTheStoresBack`: the list was changed by something else since the
    /// latest recorded change, so undo must refuse.
    private var changedElsewhere = false

    package init(_ list: TodoList = TodoList()) {
        self.list = list
    }

    package convenience init(items: [TodoItem]) {
        self.init(TodoList(items: items))
    }

    package func fetch() throws -> TodoList {
        lock.withLock { list }
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        try lock.withLock {
            var copy = list
            let result = try change(&copy)
            let record = ChangeRecord.between(list, copy)
            list = copy
            saveCount += 1
            if !record.isEmpty {
                undoRecords.append(record)
                changedElsewhere = false
            }
            return result
        }
    }

    package func undoLatestChange() throws -> UndoneChange {
        try lock.withLock {
            guard let record = undoRecords.last else { throw TodoError.nothingToUndo }
            guard !changedElsewhere else { throw TodoError.changedSinceLastChange }
            let undone = list.revert(record)
            undoRecords.removeLast()
            saveCount += 1
            return undone
        }
    }

    /// Replaces the list as a hand edit or a sync would: no undo record, and undo refuses.
    package func changeBehindTheStoresBack(_ newList: TodoList) {
        lock.withLock {
            list = newList
            changedElsewhere = true
        }
    }

    /// No quicker way than `fetch`, as a store of this kind needs none.
    package func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        try openItemsThroughFetch(dueThrough: dueThrough, detail: detail)
    }

    package func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        try doneItemsThroughFetch(detail: detail)
    }
}

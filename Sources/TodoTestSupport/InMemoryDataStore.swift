import Foundation
package import TodoCore

/// A data store that keeps the list in memory: for tests and previews.
package final class InMemoryDataStore: TodoDataStore, @unchecked Sendable {
    private let lock = NSLock()
    private var list: TodoList
    /// How many times `update` saved: lets tests see that a refused change wrote nothing.
    package private(set) var saveCount = 0

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
            list = copy
            saveCount += 1
            return result
        }
    }
}

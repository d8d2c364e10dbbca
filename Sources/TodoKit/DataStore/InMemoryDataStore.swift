import Foundation

/// A data store that keeps the list in memory: for tests and previews.
public final class InMemoryDataStore: TodoDataStore, @unchecked Sendable {
    private let lock = NSLock()
    private var list: TodoList
    /// How many times `update` saved: lets tests see that a refused change wrote nothing.
    public private(set) var saveCount = 0

    public init(_ list: TodoList = TodoList()) {
        self.list = list
    }

    public convenience init(items: [TodoItem]) {
        self.init(TodoList(items: items))
    }

    public func fetch() throws -> TodoList {
        lock.withLock { list }
    }

    public func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        try lock.withLock {
            var copy = list
            let result = try change(&copy)
            list = copy
            saveCount += 1
            return result
        }
    }
}

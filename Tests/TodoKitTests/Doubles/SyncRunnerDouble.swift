@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// A sync engine that changes the list the way a test says, in place of vdirsyncer, and
/// records what it was asked.
final class SyncRunnerDouble: SyncRunner {
    private let store: InMemoryDataStore
    private let target: Result<SyncTarget, TodoError>
    private let change: (inout TodoList) -> Void
    private let failure: String?
    private(set) var asked: [String] = []

    init(store: InMemoryDataStore, target: Result<SyncTarget, TodoError> = .success(SyncTarget(pair: "todo", collection: "tasks")),
         failure: String? = nil, change: @escaping (inout TodoList) -> Void = { _ in }) {
        self.store = store
        self.target = target
        self.failure = failure
        self.change = change
    }

    func target(pair: String?) throws -> SyncTarget {
        asked.append("target \(pair ?? "-")")
        return try target.get()
    }

    func run(_ target: SyncTarget) throws -> String? {
        asked.append("run \(target.argument)")
        try store.update(change)
        return failure
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// `todo sync` through its roles: the difference of the list before and after the engine ran,
/// its lines and summary, the JSON object, and the engine's failure as exit 75 after them.
@Suite struct SyncCommandTests {
    private static let before = [
        TodoItem(id: 4, name: "Pay rent", due: nil, uid: "u4"),
        TodoItem(id: 5, name: "Call bob", due: nil, uid: "u5"),
        TodoItem(id: 6, name: "Old thing", due: nil, uid: "u6"),
        TodoItem(id: 7, name: "Same", due: nil, uid: "u7"),
        TodoItem(id: 8, name: "Was done", due: nil, done: "2026-11-20T10:00:00Z", uid: "u8"),
    ]

    /// The phone's side of a sync: one new, one renamed, one done, one removed, one reopened.
    private static func phone(_ list: inout TodoList) {
        list.items.append(TodoItem(id: 12, name: "Buy milk", due: nil, uid: "u12"))
        list.items[0].name = "Pay the rent"
        list.items[1].done = "2026-11-21T09:00:00Z"
        list.items[4].done = nil
        list.items.remove(at: 2)
    }

    private func run(format: OutputFormat = .text, isUTF8: Bool = true, failure: String? = nil,
                     change: @escaping (inout TodoList) -> Void = phone) throws -> (FakeTerminal, SyncRunnerDouble, Result<Void, any Error>) {
        let store = InMemoryDataStore(items: Self.before)
        let terminal = FakeTerminal()
        let runner = SyncRunnerDouble(store: store, failure: failure, change: change)
        let wireframe = SyncWireframe(dependencies: .testing(store, terminal, format: format), runner: runner,
                                      marks: SyncMarks(isUTF8: isUTF8))
        let result = Result { try wireframe.presentSyncCommand(pair: nil) }
        return (terminal, runner, result)
    }

    @Test func printsALinePerItemThenTheSummary() throws {
        let (terminal, runner, result) = try run()
        #expect(throws: Never.self) { try result.get() }
        #expect(runner.asked == ["target -", "run todo/tasks"])
        #expect(terminal.output == "+ 12 Buy milk\n~ 4 Pay the rent\n~ 8 Was done\n✓ 5 Call bob\n- 6 Old thing\n"
            + "1 new, 2 changed, 1 done, 1 removed\n")
    }

    @Test func theDoneMarkIsAnXWhereTheLocaleIsNotUTF8() throws {
        #expect(try run(isUTF8: false).0.output.contains("x 5 Call bob\n"))
    }

    @Test func nothingChanged() throws {
        let (terminal, _, _) = try run(change: { _ in })
        #expect(terminal.output == "Nothing changed.\n")
    }

    @Test func onlyTheCountsThatAreNotZero() throws {
        let (terminal, _, _) = try run(change: { $0.items[1].done = "2026-11-21T09:00:00Z" })
        #expect(terminal.output == "✓ 5 Call bob\n1 done\n")
    }

    @Test func jsonIsOneObjectOfTheFourKinds() throws {
        let (terminal, _, _) = try run(format: .json)
        #expect(terminal.output == #"{"new": [{"id": 12, "name": "Buy milk", "tags": [], "uid": "u12"}], "#
            + #""changed": [{"id": 4, "name": "Pay the rent", "tags": [], "uid": "u4"}, {"id": 8, "name": "Was done", "tags": [], "uid": "u8"}], "#
            + #""done": [{"id": 5, "name": "Call bob", "done": "2026-11-21T09:00:00Z", "tags": [], "uid": "u5"}], "#
            + #""removed": [{"id": 6, "name": "Old thing", "tags": [], "uid": "u6"}]}"# + "\n")
    }

    @Test func aFailedSyncIsExit75AfterWhatDidChange() throws {
        let (terminal, _, result) = try run(failure: "exit status 1", change: { $0.items[0].name = "Pay the rent" })
        #expect(terminal.output == "~ 4 Pay the rent\n1 changed\n")
        #expect(throws: TodoError(.temporaryFailure, "vdirsyncer sync todo/tasks failed (exit status 1); the folder is as it left it")) {
            try result.get()
        }
    }

    @Test func noPairIsTheEnginesErrorAndNothingRuns() throws {
        let store = InMemoryDataStore(items: Self.before)
        let runner = SyncRunnerDouble(store: store, target: .failure(TodoError(.unavailable, "no pair")))
        let wireframe = SyncWireframe(dependencies: .testing(store, FakeTerminal()), runner: runner, marks: SyncMarks(isUTF8: true))
        #expect(throws: TodoError(.unavailable, "no pair")) { try wireframe.presentSyncCommand(pair: "x") }
        #expect(runner.asked == ["target x"])
    }

    @Test func withoutAFolderStoreIsAUsageError() throws {
        let terminal = FakeTerminal()
        let status = TodoApp.run(arguments: ["--file", "/nonexistent/todo.json", "sync"], environment: [:], terminal: terminal)
        #expect(status == .usage)
        #expect(terminal.errors == "todo: todo sync syncs a folder store: name it with --vdir DIR or TODO_VDIR\n")
    }
}

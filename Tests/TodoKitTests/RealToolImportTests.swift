import Foundation
import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Imports what the real `task` (Taskwarrior) and `todo.sh` (todo.txt CLI) write, made in a
/// scratch folder of their own; skipped where they are not installed (failed under CI=true).
@Suite struct RealToolImportTests {
    static let task = TestNeed.toolPath("task")
    static let todoSh = TestNeed.toolPath("todo-txt") ?? TestNeed.toolPath("todo.sh")

    /// Runs `program` in `folder` with exactly `environment`; its standard output.
    private func run(_ program: String, _ arguments: [String], in folder: URL, environment: [String: String]) throws -> Data {
        let result = try ProgramRun.run(URL(fileURLWithPath: program), arguments,
                                        environment: environment.merging(["PATH": "/usr/bin:/bin", "HOME": folder.path]) { $1 },
                                        folder: folder)
        #expect(result.status == 0, "\(program) \(arguments)")
        return Data(result.stdout.utf8)
    }

    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func plain(_ record: ImportedRecord) -> TodoItem {
        TodoItem(id: 0, name: record.name, due: record.due, every: record.every, done: record.done.map { _ in "done" },
                 priority: record.priority, note: record.note)
    }

    @Test(.needs(.tool("task"))) func taskExport() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("taskrc"))
        let environment = ["TASKDATA": folder.path, "TASKRC": folder.appendingPathComponent("taskrc").path, "TZ": "UTC"]
        let task = try #require(RealToolImportTests.task)
        // The repeating item is due far ahead: `task` makes one instance of it per month up to
        // the real today, so a due date that has passed would bring more than one.
        for arguments in [["add", "Buy milk", "+home", "due:2026-11-24T14:30"], ["add", "Pay rent", "due:2099-12-01", "recur:monthly"],
                          ["add", "Call mum", "project:Family"], ["add", "Old thing"], ["add", "Gone"], ["4", "done"], ["5", "delete"]] {
            _ = try run(task, ["rc.confirmation=off", "rc.recurrence.confirmation=off"] + arguments, in: folder, environment: environment)
        }
        let export = try run(task, ["rc.confirmation=off", "export"], in: folder, environment: environment)
        let records = try TaskwarriorReader(zone: FixedOffsetZone(hours: 0), now: "2026-11-21T09:30:00Z").records(in: Array(export))
        #expect(records.map(plain).sorted { $0.name < $1.name } == [
            TodoItem(id: 0, name: "Buy milk +home", due: try Fixture.due("2026-11-24T14:30")),
            TodoItem(id: 0, name: "Call mum +Family", due: nil),
            TodoItem(id: 0, name: "Old thing", due: nil, done: "done"),
            TodoItem(id: 0, name: "Pay rent", due: try Fixture.due("2099-12-01"), every: RepeatRule(.step(count: 1, unit: .month))),
        ])
        #expect(records.allSatisfy { $0.origin?.key == "taskwarriorUUID" && $0.origin?.value.count == 36 })
        // Importing it twice adds it once.
        let store = InMemoryDataStore()
        let interactor = TransferInteractor(dataStore: store, clock: FrozenClock(), zone: FixedOffsetZone(hours: 0), makeUID: .counting())
        #expect(try interactor.importItems(Array(export), format: nil, source: "task").added.count == 4)
        #expect(try interactor.importItems(Array(export), format: nil, source: "task").added.isEmpty)
    }

    @Test(.needs(.tool("todo-txt", "todo.sh"))) func todoShFile() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config")
        try Data("""
            export TODO_DIR=\(folder.path)
            export TODO_FILE=$TODO_DIR/todo.txt
            export DONE_FILE=$TODO_DIR/done.txt
            export REPORT_FILE=$TODO_DIR/report.txt

            """.utf8).write(to: config)
        let todoSh = try #require(RealToolImportTests.todoSh)
        for arguments in [["-t", "add", "Call mum +family @phone"], ["-t", "add", "Pay rent due:2026-12-01 rec:+1m"],
                          ["pri", "2", "A"], ["add", "Buy milk"], ["-a", "do", "3"]] {
            _ = try run(todoSh, ["-d", config.path] + arguments, in: folder, environment: [:])
        }
        let file = try Data(contentsOf: folder.appendingPathComponent("todo.txt"))
        let records = try TodoTxtReader(now: "2026-11-21T09:30:00Z").records(in: Array(file))
        #expect(records.map(plain) == [
            TodoItem(id: 0, name: "Call mum +family @phone", due: nil),
            TodoItem(id: 0, name: "Pay rent", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                     priority: .high),
            TodoItem(id: 0, name: "Buy milk", due: nil, done: "done"),
        ])
        #expect(records.map(\.origin?.value) == String(decoding: file, as: UTF8.self).split(separator: "\n").map { String($0) as String? })
    }
}

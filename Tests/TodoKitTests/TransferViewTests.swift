import Foundation
import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// `todo import` and `todo export` through the Transfer wireframe: a fake terminal, the
/// in-memory store.
@Suite struct TransferViewTests {
    private func run(_ store: InMemoryDataStore, input: [String] = [], format: OutputFormat = .text,
                     _ body: (TransferWireframe) throws -> Void) rethrows -> FakeTerminal {
        let terminal = FakeTerminal(input: input)
        try body(TransferWireframe(dependencies: .testing(store, terminal, format: format)))
        return terminal
    }

    @Test func importReadsStandardInputWithoutFileAndSaysHowManyItAdded() throws {
        let store = InMemoryDataStore()
        let terminal = try run(store, input: ["Call mum", "x Sweep"]) {
            try $0.presentImportCommand(operands: [], format: nil)
        }
        #expect(terminal.output == "Imported 2 items.\n")
        #expect(try store.fetch().items.map(\.name) == ["Call mum", "Sweep"])
        let again = try run(store, input: ["Call mum", "x Sweep", "New"]) { try $0.presentImportCommand(operands: ["-"], format: nil) }
        #expect(again.output == "Imported 1 item (2 were already in the list).\n")
    }

    @Test func importWithJSONPrintsTheItemsAdded() throws {
        let terminal = try run(InMemoryDataStore(), input: ["Pay rent due:2026-12-01 rec:+1m", "x 2026-11-20 Sweep"], format: .json) {
            try $0.presentImportCommand(operands: [], format: "todotxt")
        }
        #expect(terminal.output == """
            [{"id": 1, "name": "Pay rent", "due": "2026-12-01", "every": "month", "tags": [], "uid": "00000000-0000-4000-8000-000000000001"}, \
            {"id": 2, "name": "Sweep", "done": "2026-11-20T12:00:00Z", "tags": [], "uid": "00000000-0000-4000-8000-000000000002"}]

            """)
    }

    /// A data file that cannot be written: the export still comes out, and the warning goes
    /// to standard error after it.
    @Test func exportFromAStoreThatCannotSaveTheUIDsWarnsOnStandardError() throws {
        let terminal = FakeTerminal()
        let store = ReadOnlyDataStore(TodoList(items: [TodoItem(id: 1, name: "Sweep", due: nil)]),
                                      error: TodoError.io("cannot write /x/todo.json: Permission denied"))
        let dependencies = ModuleDependencies(dataStore: store, clock: FrozenClock(), makeUID: .counting(),
                                              calendar: WeekCalendar(firstWeekday: .monday), terminal: terminal,
                                              style: TextStyle(isEnabled: false), format: .text)
        try TransferWireframe(dependencies: dependencies).presentExportCommand(operands: [], format: "todotxt")
        #expect(terminal.output == "Sweep\n")
        #expect(terminal.errors == "todo: 1 item has no uid, and it could not be saved (cannot write /x/todo.json: "
            + "Permission denied): its UID will differ at the next export\n")
    }

    @Test func anUnknownFormatIsRefusedBeforeAnythingIsRead() throws {
        let store = InMemoryDataStore()
        var terminal: FakeTerminal?
        #expect(throws: TodoError.usage("unknown format 'xml'; the formats are taskwarrior, todotxt, ical, json")) {
            terminal = try run(store, input: ["Call mum"]) { try $0.presentImportCommand(operands: [], format: "xml") }
        }
        #expect(terminal == nil)
        #expect(store.saveCount == 0)
    }

    @Test func importReadsFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("todo-import-\(UUID().uuidString).txt").path
        try Data("One\nTwo\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = InMemoryDataStore()
        #expect(try run(store) { try $0.presentImportCommand(operands: [path], format: nil) }.output == "Imported 2 items.\n")
        #expect(throws: TodoError.io("cannot read \(path).gone: No such file or directory")) {
            try run(store) { try $0.presentImportCommand(operands: [path + ".gone"], format: nil) }
        }
    }

    @Test func aBadRecordNamesTheSource() throws {
        #expect(throws: TodoError.badFile("standard input: line 1: cannot read 'due:soon' as a date (due:YYYY-MM-DD)")) {
            try run(InMemoryDataStore(), input: ["A due:soon"]) { try $0.presentImportCommand(operands: [], format: nil) }
        }
    }

    @Test func withoutFileOnATerminalNothingIsWaitedFor() throws {
        let terminal = FakeTerminal(interactive: true, input: ["Call mum"])
        let wireframe = TransferWireframe(dependencies: .testing(InMemoryDataStore(), terminal))
        #expect(throws: TodoError.usage("todo import needs a FILE, or an export on standard input: task export | todo import")) {
            try wireframe.presentImportCommand(operands: [], format: nil)
        }
        #expect(terminal.readLine() == "Call mum")
    }

    @Test func exportWritesTheFormatAsked() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-24"))])
        #expect(try run(store) { try $0.presentExportCommand(operands: [], format: "todotxt") }.output == "Buy milk due:2026-11-24\n")
        // That export saved the item's uid (it had none): the next one carries it.
        #expect(try run(store) { try $0.presentExportCommand(operands: [], format: nil) }.output == """
            {
              "version": 1,
              "items": [
                {"id": 1, "name": "Buy milk", "due": "2026-11-24", "uid": "00000000-0000-4000-8000-000000000001"}
              ]
            }

            """)
        #expect(throws: TodoError.usage("unknown format 'csv'; the formats are json, ical, todotxt")) {
            try run(store) { try $0.presentExportCommand(operands: [], format: "csv") }
        }
    }

    @Test func whatAnImportDoesNotKeepIsOneWarningLinePerKind() throws {
        let input = [
            #"[{"description":"A","uuid":"a","scheduled":"20261125T000000Z","depends":["b"]},"#,
            #"{"description":"B","uuid":"b","scheduled":"20261125T000000Z","entry":"20261120T000000Z"}]"#,
        ]
        for format in [OutputFormat.text, .json] {
            let terminal = try run(InMemoryDataStore(), input: input, format: format) {
                try $0.presentImportCommand(operands: [], format: nil)
            }
            #expect(terminal.errors == """
                todo: 2 records had a "scheduled" date, which todo does not keep
                todo: 1 record had a "depends" list, which todo does not keep

                """)
            #expect(terminal.output.hasPrefix(format == .text ? "Imported 2 items." : "[{"))
        }
    }

    @Test(arguments: [(1, "1 record had a \"wait\" date, which todo does not keep"),
                      (3, "3 records had a \"wait\" date, which todo does not keep")])
    func theWarningSaysHowManyRecordsHadIt(count: Int, text: String) {
        #expect(TransferPresenter.warning(UnkeptData(what: "a \"wait\" date", count: count)) == text)
    }
}

import Foundation
import Testing
import TodoTestSupport

/// `todo` and todoman on one folder: each reads what the other writes (skipped without todoman).
@Suite(.needs(.tool("todoman")))
struct TodomanInteropEndToEndTests {
    private struct Porcelain: Decodable, Equatable {
        let summary: String
        let completed: Bool
        let due: Int?
    }

    private static let longName = "Ünïcødé 日本語 🙂, with; escapes \\ and a tail long enough to be folded twice over"

    private func todoman(_ todo: TodoBinary, _ arguments: [String], stdin: String? = nil) throws -> TodoBinary.Result {
        let config = todo.folder.appendingPathComponent("todoman.py").path
        let text = """
            path = "\(todo.folder.path)/lists/*"
            date_format = "%Y-%m-%d"
            time_format = "%H:%M"
            default_list = "cal"
            cache_path = "\(todo.folder.path)/todoman-cache.sqlite3"

            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: config))
        let program = try #require(InstalledProgram("todoman"))
        return try ProgramRun.run(program.url, ["--config", config] + arguments, environment: todo.environment(["LANG": "C.UTF-8"]),
                                  stdin: stdin)
    }

    private func vdir(_ todo: TodoBinary) -> String { todo.folder.appendingPathComponent("lists/cal").path }

    @Test func todomanReadsWhatTodoWrites() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", vdir(todo)]
        #expect(try todo.run(vdir + ["add", Self.longName, "--due", "2026-11-24"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Timed", "--due", "2026-11-25 14:30"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Finished", "--due", "none"]).status == 0)
        #expect(try todo.run(vdir + ["done", "3"]).status == 0)
        let result = try todoman(todo, ["--porcelain", "list", "--status", "ANY", "--sort", "summary"])
        #expect(result.status == 0, "\(result.stderr)")
        let items = try JSONDecoder().decode([Porcelain].self, from: Data(result.stdout.utf8)).sorted { $0.summary < $1.summary }
        // Local midnight and 14:30 in Europe/Berlin, as todoman gives them: seconds since 1970.
        #expect(items == [Porcelain(summary: "Finished", completed: true, due: nil),
                          Porcelain(summary: "Timed", completed: false, due: 1_795_613_400),
                          Porcelain(summary: Self.longName, completed: false, due: 1_795_474_800)])
    }

    @Test func todoReadsWhatTodomanWrites() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try FileManager.default.createDirectory(atPath: vdir(todo), withIntermediateDirectories: true)
        #expect(try todoman(todo, ["new", "-l", "cal", "--due", "2026-11-24 09:15", Self.longName]).status == 0)
        #expect(try todoman(todo, ["new", "-l", "cal", "Second"]).status == 0)
        #expect(try todoman(todo, ["done", "2"]).status == 0)
        let list = try todo.run(["--vdir", vdir(todo), "list", "--all", "--json"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        let shown = try JSONDecoder().decode(Listing.self, from: Data(list.stdout.utf8)).sections.flatMap(\.items)
        #expect(shown.map(\.name) == [Self.longName])
        #expect(shown.map(\.due) == ["2026-11-24T09:15"])
        let id = try #require(shown.first?.id)
        #expect(try todo.run(["--vdir", vdir(todo), "list", "--done"]).stdout.contains("  Second"))
        #expect(try todo.run(["--vdir", vdir(todo), "done", String(id)]).status == 0)
        let after = try todoman(todo, ["--porcelain", "list", "--status", "ANY", "--sort", "summary"])
        let items = try JSONDecoder().decode([Porcelain].self, from: Data(after.stdout.utf8))
        #expect(items.map(\.completed) == [true, true])
    }

    /// todoman filters by the categories `todo` writes, and sees one series: the done item
    /// without its rule (todoman marks a repeating one with ⟳), one open item of it.
    @Test func todomanReadsTodosCategoriesAndOneOpenItemOfASeries() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", vdir(todo)]
        #expect(try todo.run(vdir + ["add", "Send the report +work @office", "--due", "2026-12-24"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Pay rent +home", "--due", "2026-12-01", "--every", "month"]).status == 0)
        #expect(try todo.run(vdir + ["done", "2"], today: "2026-12-01").status == 0)
        let work = try todoman(todo, ["--color", "never", "list", "--category", "work"])
        #expect(work.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map { $0.hasSuffix("Send the report ") }
                == [true], "\(work.stdout)")
        let office = try todoman(todo, ["--color", "never", "list", "--category", "@office"])
        #expect(office.stdout.contains("Send the report"))
        let any = try todoman(todo, ["--color", "never", "list", "--status", "ANY", "--category", "home"])
        let lines = any.stdout.components(separatedBy: "\n").filter { $0.contains("Pay rent") }
        #expect(lines.count == 2, "\(any.stdout)")
        #expect(lines.filter { $0.hasPrefix("[ ]") }.count == 1)
        #expect(lines.filter { $0.contains("⟳") }.count == 1)
        #expect(lines.first { $0.contains("⟳") }?.hasPrefix("[ ]") == true)
    }

    private struct Listing: Decodable {
        struct Section: Decodable { let items: [Item] }
        struct Item: Decodable { let id: Int; let name: String; let due: String? }
        let sections: [Section]
    }

    private struct PorcelainFields: Decodable, Equatable {
        let summary: String
        let priority: Int
        let description: String
    }

    /// What `todo import` brings into a folder store (and `todo add` writes there) todoman
    /// reads: the priority as 1, 5 or 9, the note as the description.
    @Test func todomanReadsThePriorityAndNoteTodoWrites() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", vdir(todo)]
        let export = #"""
            {"version": 1, "items": [
              {"id": 1, "name": "High", "uid": "high@todo", "priority": "high", "note": "Bring the card, and; the letter \\ too\nsecond line"},
              {"id": 2, "name": "Medium", "uid": "medium@todo", "priority": "medium"},
              {"id": 3, "name": "None", "uid": "none@todo"}
            ]}

            """#
        #expect(try todo.run(vdir + ["import"], stdin: export) == .init(status: 0, stdout: "Imported 3 items.\n", stderr: ""))
        #expect(try todo.run(vdir + ["add", "Low", "--priority", "low", "--note", "added"]).status == 0)
        let result = try todoman(todo, ["--porcelain", "list", "--status", "ANY", "--sort", "summary"])
        #expect(result.status == 0, "\(result.stderr)")
        let items = try JSONDecoder().decode([PorcelainFields].self, from: Data(result.stdout.utf8)).sorted { $0.summary < $1.summary }
        #expect(items == [
            PorcelainFields(summary: "High", priority: 1, description: "Bring the card, and; the letter \\ too\nsecond line"),
            PorcelainFields(summary: "Low", priority: 9, description: "added"),
            PorcelainFields(summary: "Medium", priority: 5, description: ""),
            PorcelainFields(summary: "None", priority: 0, description: ""),
        ])
    }

    /// todoman's `--priority high|medium|low` (written 4, 5, 9) and a description read from its
    /// standard input come to `todo` as the priority and the note, and out again in an export.
    @Test func todoReadsTodomansPriorityAndDescription() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try FileManager.default.createDirectory(atPath: vdir(todo), withIntermediateDirectories: true)
        #expect(try todoman(todo, ["new", "-l", "cal", "--priority", "high", "--due", "2026-11-24 09:15", "-r", "High"],
                            stdin: "Bring the card, and; the letter \\ too").status == 0)
        #expect(try todoman(todo, ["new", "-l", "cal", "--priority", "medium", "--due", "2026-11-24 09:15", "Medium"]).status == 0)
        #expect(try todoman(todo, ["new", "-l", "cal", "--priority", "low", "--due", "2026-11-24 09:15", "Low"]).status == 0)
        let vdir = ["--vdir", vdir(todo)]
        let list = try todo.run(vdir + ["list"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        // Ids follow the order the files are first seen in, which their random names decide.
        #expect(list.stdout.replacingOccurrences(of: #"(?m)^  \d+  "#, with: "  N  ", options: .regularExpression) == """
            Next Week
              N  !!! High   Tuesday 09:15
              N  !! Medium  Tuesday 09:15
              N  ! Low      Tuesday 09:15

            """)
        let exported = try todo.run(vdir + ["export"]).stdout
        #expect(exported.contains(#""name": "High", "due": "2026-11-24T09:15", "#))
        #expect(exported.contains(#""priority": "high", "note": "Bring the card, and; the letter \\ too"}"#))
        #expect(exported.contains(#""priority": "medium"}"#))
        #expect(exported.contains(#""priority": "low"}"#))
    }
}

import Foundation
import Testing

/// `--priority` on `add` and `edit`: kept by both stores (`"priority"` in the data file,
/// `PRIORITY` 1, 5, 9 in the folder store), shown in every `--json`, marked and ordered in
/// the list, taken away by `--priority none`.
@Suite struct PriorityEndToEndTests {
    private static let list = """
        Today
          2  !!! Pay rent
          4  !! Call the bank
          1  ! Walk
          3  Read

        """

    private func addFour(_ todo: TodoBinary, _ store: [String]) throws {
        #expect(try todo.run(store + ["add", "Walk", "--priority", "l"]).status == 0)
        #expect(try todo.run(store + ["add", "Pay rent", "--priority", "H"]).status == 0)
        #expect(try todo.run(store + ["add", "Read"]).status == 0)
        #expect(try todo.run(store + ["add", "Call the bank", "--priority", "medium"]).status == 0)
    }

    @Test func theDataFileKeepsThePriorityAndTheListMarksAndOrdersIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try addFour(todo, [])
        #expect(UIDMask.masked(todo.fileText() ?? "").contains(#"{"id": 2, "name": "Pay rent", "due": "2026-11-21", "uid": "UUID", "priority": "high"}"#))
        #expect(try todo.run(["list"]).stdout == Self.list)
        #expect(UIDMask.masked(try todo.run(["edit", "1", "--priority", "none", "--json"]).stdout)
            == #"[{"id": 1, "name": "Walk", "due": "2026-11-21", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(UIDMask.masked(try todo.run(["edit", "3", "--priority", "m", "--note", "chapter 2", "--json"]).stdout)
            == #"[{"id": 3, "name": "Read", "due": "2026-11-21", "priority": "medium", "note": "chapter 2", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(UIDMask.masked(try todo.run(["list", "--json"]).stdout).contains(
            #"{"id": 2, "name": "Pay rent", "due": "2026-11-21", "priority": "high", "tags": [], "uid": "UUID"}, {"id": 3, "name": "Read", "due": "2026-11-21", "priority": "medium", "note": "chapter 2", "tags": [], "uid": "UUID"}, {"id": 4, "name": "Call the bank", "due": "2026-11-21", "priority": "medium", "tags": [], "uid": "UUID"}, {"id": 1, "name": "Walk", "due": "2026-11-21", "tags": [], "uid": "UUID"}"#))
    }

    @Test(arguments: ["", "none ", "urgent", "HIGH", "1", "med"])
    func anyOtherWordIsRefused(word: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Walk", "--priority", word]).status == 64)
        #expect(todo.fileText() == nil)
        #expect(try todo.run(["add", "Walk"]).status == 0)
        #expect(try todo.run(["edit", "1", "--priority", word]).status == 64)
    }

    @Test func theFolderStoreKeepsItAsPRIORITY() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.appendingPathComponent("cal").path
        let vdir = ["--vdir", folder]
        try addFour(todo, vdir)
        #expect(try todo.run(vdir + ["list"]).stdout == Self.list)
        func file(named name: String) throws -> String {
            for entry in try FileManager.default.contentsOfDirectory(atPath: folder) where entry.hasSuffix(".ics") {
                let text = try String(contentsOfFile: folder + "/" + entry, encoding: .utf8)
                if text.contains("SUMMARY:\(name)\r\n") { return text }
            }
            return ""
        }
        #expect(try file(named: "Pay rent").contains("PRIORITY:1\r\n"))
        #expect(try file(named: "Call the bank").contains("PRIORITY:5\r\n"))
        #expect(try file(named: "Walk").contains("PRIORITY:9\r\n"))
        #expect(try !file(named: "Read").contains("PRIORITY"))
        #expect(try todo.run(vdir + ["edit", "2", "--priority", "none"]).status == 0)
        #expect(try !file(named: "Pay rent").contains("PRIORITY"))
        #expect(try todo.run(vdir + ["list", "--json"]).stdout.contains(#""name": "Walk", "due": "2026-11-21", "priority": "low""#))
    }
}

import Foundation
import Testing
import TodoTestSupport

/// `todo undo` run as the built binary on a real data file, with a fixed `--today` (Saturday
/// 2026-11-21) and `TZ`: stdout, stderr, the exit status, and the file after.
@Suite struct UndoEndToEndTests {
    /// Item 1 overdue, 2 due today, 3 done already, 4 due next week with a time, and a key
    /// `todo` does not know on item 2; each with its uid.
    static let file = """
        {"version": 1, "items": [
          {"id": 1, "name": "Pay rent", "due": "2026-11-20", "uid": "u1"},
          {"id": 2, "name": "Buy milk", "due": "2026-11-21", "shop": ["corner", 1.50], "uid": "u2"},
          {"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "uid": "u3"},
          {"id": 4, "name": "Dentist", "due": "2026-11-24T14:30", "uid": "u4"}
        ]}

        """

    /// The file as the first change rewrites it: the same items, in `todo`'s own layout.
    static let canonical = """
        {
          "version": 1,
          "nextId": 5,
          "items": [
            {"id": 1, "name": "Pay rent", "due": "2026-11-20", "uid": "u1"},
            {"id": 2, "name": "Buy milk", "due": "2026-11-21", "uid": "u2", "shop": ["corner", 1.50]},
            {"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "uid": "u3"},
            {"id": 4, "name": "Dentist", "due": "2026-11-24T14:30", "uid": "u4"}
          ]
        }

        """

    private func makeTodo() throws -> TodoBinary {
        let todo = try TodoBinary()
        try todo.write(Self.file)
        return todo
    }

    private func ok(_ stdout: String) -> TodoBinary.Result {
        .init(status: 0, stdout: stdout, stderr: "")
    }

    @Test func eachCommandIsUndoneNewestFirstUntilNothingIsLeft() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Bread", "--due", "tomorrow"]) == ok("Added 5: Bread (due Sun 22 Nov)\n"))
        #expect(try todo.run(["done", "1"]) == ok("Done 1: Pay rent\n"))
        #expect(try todo.run(["rm", "3", "2"]) == ok("Removed 3: Old chore\nRemoved 2: Buy milk\n"))
        #expect(try todo.run(["reopen", "1"]) == ok("Reopened 1: Pay rent\n"))
        #expect(try todo.run(["edit", "4", "--name", "Dentist at three"]).status == 0)

        #expect(try todo.run(["undo"]) == ok("Undid: restored 4: Dentist\n"))
        #expect(try todo.run(["undo"]).stdout == "Undid: restored 1: Pay rent\n")
        #expect(try todo.run(["list", "--all"]).stdout == "Tomorrow\n  5  Bread  Sunday\n\nNext Week\n  4  Dentist  Tuesday 14:30\n")
        #expect(try todo.run(["undo"]) == ok("Undid: restored 2: Buy milk\nUndid: restored 3: Old chore\n"))
        #expect(try todo.run(["undo"]) == ok("Undid: restored 1: Pay rent\n"))
        #expect(try todo.run(["undo"]) == ok("Undid: removed 5: Bread\n"))
        #expect(try todo.run(["undo"]) == .init(status: 1, stdout: "", stderr: "todo: there is nothing to undo\n"))
        // Every item as it was, with the key todo does not know; id 5 stays used.
        #expect(todo.fileText() == Self.canonical.replacingOccurrences(of: "\"nextId\": 5", with: "\"nextId\": 6"))
        #expect(try todo.run(["add", "Eggs"]) == ok("Added 6: Eggs (due Sat 21 Nov)\n"))
    }

    @Test func jsonPrintsTheItemsRestoredAndRemoved() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Bread"]).status == 0)
        #expect(try todo.run(["undo", "--json"]).uidsMasked == ok("""
            {"restored": [], "removed": [{"id": 5, "name": "Bread", "due": "2026-11-21", "tags": [], "uid": "UUID"}]}

            """))
        #expect(try todo.run(["rm", "2", "3"]).status == 0)
        #expect(try todo.run(["--json", "undo"]) == ok("""
            {"restored": [{"id": 2, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "u2"}, \
            {"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "tags": [], "uid": "u3"}], "removed": []}

            """))
    }

    @Test func aHandEditSinceIsRefusedAndTheFileIsLeftAsItIs() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["rm", "1"]).status == 0)
        let edited = try #require(todo.fileText()).replacingOccurrences(of: "Dentist", with: "Dentist (moved)")
        try todo.write(edited)
        let refused = "todo: the list was changed since todo last changed it (by hand or by a sync); nothing was undone\n"
        #expect(try todo.run(["undo"]) == .init(status: 1, stdout: "", stderr: refused))
        #expect(try todo.run(["undo"]) == .init(status: 1, stdout: "", stderr: refused))
        #expect(todo.fileText() == edited)
        // A change made after the edit can be undone; the one before the edit still cannot.
        #expect(try todo.run(["done", "2"]).status == 0)
        #expect(try todo.run(["undo"]) == ok("Undid: restored 2: Buy milk\n"))
        #expect(try todo.run(["undo"]) == .init(status: 1, stdout: "", stderr: refused))
        #expect(todo.fileText() == edited)
    }

    @Test func undoingTheDoneOfARepeatingItemTakesTheNextOneAwayToo() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Pay rent", "--due", "2026-11-30", "--every", "month"])
                == ok("Added 1: Pay rent (due Mon 30 Nov, every month)\n"))
        #expect(try todo.run(["done", "1"]) == ok("Done 1: Pay rent; next is 2, due Wed 30 Dec\n"))
        #expect(try todo.run(["undo"]) == ok("Undid: restored 1: Pay rent\nUndid: removed 2: Pay rent\n"))
        #expect(try todo.run(["undo", "--json"]).uidsMasked == ok("""
            {"restored": [], "removed": [{"id": 1, "name": "Pay rent", "due": "2026-11-30", "every": "month", "tags": [], "uid": "UUID"}]}

            """))
        #expect(try todo.run(["add", "Bread"]) == ok("Added 3: Bread (due Sat 21 Nov)\n"))
    }

    @Test func aCutLastJournalLineIsIgnored() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Bread"]).status == 0)
        // As a kill in the middle of the journal's write would leave it.
        let journal = try #require(FileManager.default.contents(atPath: todo.dataPath + ".undo"))
        try (journal + Data("{\"kind\": \"change\", \"from\": \"65".utf8)).write(to: URL(fileURLWithPath: todo.dataPath + ".undo"))
        #expect(try todo.run(["done", "1"]).status == 0)
        #expect(try todo.run(["undo"]) == ok("Undid: restored 1: Pay rent\n"))
        #expect(try todo.run(["undo"]) == ok("Undid: removed 5: Bread\n"))
        #expect(todo.fileText() == Self.canonical.replacingOccurrences(of: "\"nextId\": 5", with: "\"nextId\": 6"))
    }

    @Test func nothingToUndoOnANewListMakesNoFile() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["undo"]) == .init(status: 1, stdout: "", stderr: "todo: there is nothing to undo\n"))
        #expect(FolderNames.of(todo.folder.path) == [])
    }

    @Test func anOperandIsAUsageError() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["undo", "3"]) == .init(status: 64, stdout: "", stderr: "todo: todo undo takes no operands, not '3'\n"))
    }
}

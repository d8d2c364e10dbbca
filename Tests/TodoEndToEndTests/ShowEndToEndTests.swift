import Foundation
import Testing

/// `todo show ID...` as a user runs it, on both stores: each item whole, the ids no item has
/// named on stderr with exit 1 (after the others are shown, as `cat` does), and nothing written.
/// `TZ` is Europe/Berlin and today Saturday 2026-11-21 (`TodoBinary`).
@Suite struct ShowEndToEndTests {
    /// A repeating item with all its fields, an undated one, a done one, and one of an older
    /// file that has no uid yet.
    private func makeTodo() throws -> TodoBinary {
        let todo = try TodoBinary()
        try todo.write("""
            {"version": 1, "items": [
              {"id": 1, "name": "Pay rent +home +Bills", "due": "2026-11-30", "every": "month", "uid": "rent-uid",
               "priority": "high", "note": "the landlord\\nIBAN on the fridge"},
              {"id": 2, "name": "Buy milk @shop", "uid": "milk-uid"},
              {"id": 3, "name": "Dentist", "due": "2026-11-24T14:30", "done": "2026-11-19T23:30:00Z", "uid": "dentist-uid",
               "priority": "low"},
              {"id": 4, "name": "Stand-up", "due": "2026-11-23T09:15", "every": "weekdays"}
            ]}
            """)
        return todo
    }

    private static let dentistText = """
        3  Dentist
            Due:      Tuesday 24 November 2026 14:30
            Priority: low
            Done:     Friday 20 November 2026 (2026-11-19T23:30:00Z)
            UID:      dentist-uid

        """
    private static let rentText = """
        1  Pay rent +home +Bills
            Due:      Monday 30 November 2026
            Repeats:  every month
            Priority: high
            Tags:     home, bills
            Note:     the landlord
                      IBAN on the fridge
            UID:      rent-uid

        """
    private static let rentJSON = #"{"id": 1, "name": "Pay rent +home +Bills", "due": "2026-11-30", "every": "month", "#
        + #""priority": "high", "note": "the landlord\nIBAN on the fridge", "tags": ["home", "bills"], "uid": "rent-uid"}"#

    /// The done day is Berlin's (past midnight there), not UTC's.
    @Test func eachItemIsShownWholeInTheOrderNamed() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let before = todo.fileText()
        #expect(try todo.run(["show", "3", "1", "2", "4", "3"]) == .init(status: 0, stdout: Self.dentistText + "\n" + Self.rentText + """

            2  Buy milk @shop
                Due:      none
                UID:      milk-uid

            4  Stand-up
                Due:      Monday 23 November 2026 09:15
                Repeats:  every weekday (Monday to Friday)

            """, stderr: ""))
        // Read only: the item without a uid is not given one, nothing is written.
        #expect(todo.fileText() == before)
        #expect(!FileManager.default.fileExists(atPath: todo.dataPath + ".undo"))
        #expect(!FileManager.default.fileExists(atPath: todo.dataPath + ".lock"))
    }

    @Test func jsonIsAnArrayOfTheItemsInTheShapeOfListsItems() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["show", "1", "3", "4", "--json"]) == .init(status: 0, stdout: "[" + Self.rentJSON + ", " + """
            {"id": 3, "name": "Dentist", "due": "2026-11-24T14:30", "done": "2026-11-19T23:30:00Z", "priority": "low", \
            "tags": [], "uid": "dentist-uid"}, \
            {"id": 4, "name": "Stand-up", "due": "2026-11-23T09:15", "every": "weekdays", "tags": []}]

            """, stderr: ""))
        #expect(try todo.run(["list", "--all", "--json"]).stdout.contains(Self.rentJSON))
    }

    /// As `cat a missing b` does: what exists is shown, then exit 1 naming what does not.
    @Test func theItemsThatExistAreShownAndTheMissingIDsNamed() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["show", "9", "3", "12"])
            == .init(status: 1, stdout: Self.dentistText, stderr: "todo: no items have ids 9, 12\n"))
        #expect(try todo.run(["show", "1", "7", "--json"])
            == .init(status: 1, stdout: "[" + Self.rentJSON + "]\n", stderr: "todo: no item has id 7\n"))
        #expect(try todo.run(["show", "7", "--json"]) == .init(status: 1, stdout: "[]\n", stderr: "todo: no item has id 7\n"))
        #expect(try todo.run(["show", "7"]) == .init(status: 1, stdout: "", stderr: "todo: no item has id 7\n"))
    }

    @Test func aWordThatIsNoIDIsAUsageError() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["show", "1", "x"]) == .init(status: 64, stdout: "", stderr:
            "todo: 'x' is not an item id (ids are positive whole numbers)\n"))
        #expect(try todo.run(["show", "0"]).status == 64)
        let none = try todo.run(["show"])
        #expect(none.status == 64 && none.stdout == "" && none.stderr.hasPrefix("todo: todo show needs"))
    }

    /// Reading never creates the file, nor its folder or lock.
    @Test func aMissingFileHasNoItemsAndIsNotMade() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let path = todo.folder.appendingPathComponent("new/todo.json").path
        #expect(try todo.run(["show", "1"], environment: ["TODO_FILE": path])
            == .init(status: 1, stdout: "", stderr: "todo: no item has id 1\n"))
        #expect(!FileManager.default.fileExists(atPath: todo.folder.appendingPathComponent("new").path))
    }

    @Test func infoIsAnsweredWithShow() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["info", "1"])
        #expect(result.status == 64 && result.stdout == "" && result.stderr.contains("did you mean 'show'?"))
    }

    // MARK: the folder store

    private func folder(_ todo: TodoBinary) -> String { todo.folder.appendingPathComponent("cal").path }

    private func writeICS(_ todo: TodoBinary, uid: String, _ lines: [String]) throws {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VTODO", "UID:" + uid] + lines
            + ["END:VTODO", "END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder(todo) + "/" + uid + ".ics"))
    }

    @Test func aFolderStoresItemsAreShownTheSameWay() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        try FileManager.default.createDirectory(atPath: folder(todo), withIntermediateDirectories: true)
        try writeICS(todo, uid: "phone-1", ["SUMMARY:Call +Mum", "DUE;VALUE=DATE:20261127", "RRULE:FREQ=WEEKLY",
                                            "PRIORITY:1", "DESCRIPTION:ask about Sunday\\nand the car"])
        #expect(try todo.run(vdir + ["list"]).status == 0)
        try writeICS(todo, uid: "done-2", ["SUMMARY:Return books", "STATUS:COMPLETED", "COMPLETED:20261119T233000Z"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder(todo)).sorted()
        let phone = try String(contentsOfFile: folder(todo) + "/phone-1.ics", encoding: .utf8)
        #expect(try todo.run(vdir + ["show", "2", "1", "5"]) == .init(status: 1, stdout: """
            2  Return books
                Due:      none
                Done:     Friday 20 November 2026 (2026-11-19T23:30:00Z)
                UID:      done-2

            1  Call +Mum
                Due:      Friday 27 November 2026
                Repeats:  every week
                Priority: high
                Tags:     mum
                Note:     ask about Sunday
                          and the car
                UID:      phone-1

            """, stderr: "todo: no item has id 5\n"))
        #expect(try todo.run(vdir + ["show", "1", "--json"]) == .init(status: 0, stdout: """
            [{"id": 1, "name": "Call +Mum", "due": "2026-11-27", "every": "week", "priority": "high", \
            "note": "ask about Sunday\\nand the car", "tags": ["mum"], "uid": "phone-1"}]

            """, stderr: ""))
        // Nothing is rewritten, and no item file is added or taken away.
        #expect(try String(contentsOfFile: folder(todo) + "/phone-1.ics", encoding: .utf8) == phone)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder(todo)).sorted() == files)
    }

    /// What `add` made (its uid random, so masked) is what `show` finds, on either store.
    @Test(arguments: [false, true])
    func anAddedItemIsShownWithItsFields(inFolder: Bool) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let store = inFolder ? ["--vdir", folder(todo)] : []
        #expect(try todo.run(store + ["add", "Call bob +work", "due:fri", "pri:h", "--note", "ring twice"]).status == 0)
        #expect(try todo.run(store + ["show", "1", "--json"]).uidsMasked == .init(status: 0, stdout: """
            [{"id": 1, "name": "Call bob +work", "due": "2026-11-27", "priority": "high", "note": "ring twice", \
            "tags": ["work"], "uid": "UUID"}]

            """, stderr: ""))
        let text = try todo.run(store + ["show", "1"])
        #expect(text.status == 0 && text.stderr == "")
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.dropLast(2) == ["1  Call bob +work", "    Due:      Friday 27 November 2026", "    Priority: high",
                                      "    Tags:     work", "    Note:     ring twice"])
        #expect(lines.suffix(2).first?.hasPrefix("    UID:      ") == true)
        #expect(UUID(uuidString: String(lines.suffix(2).first?.dropFirst(14) ?? "")) != nil)
        #expect(lines.last == "")
    }
}

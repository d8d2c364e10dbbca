import Foundation
import Testing
import TodoTestSupport

/// `todo done`, `reopen`, `rm` and `edit` run as the built binary on a real data file, with a
/// fixed `--today` (Saturday 2026-11-21): stdout, stderr, the exit status and the file after.
@Suite struct ChangeCommandsEndToEndTests {
    /// Item 1 overdue, 2 due today, 3 done already, 4 due next week with a time; each with its
    /// uid, as this version writes them (an older file's items get theirs at the first write:
    /// OlderFileUIDEndToEndTests).
    static let file = """
        {"version": 1, "items": [
          {"id": 1, "name": "Pay rent", "due": "2026-11-20", "uid": "u1"},
          {"id": 2, "name": "Buy milk", "due": "2026-11-21", "uid": "u2"},
          {"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "uid": "u3"},
          {"id": 4, "name": "Dentist", "due": "2026-11-24T14:30", "uid": "u4"}
        ]}

        """

    private func makeTodo(_ text: String = file) throws -> TodoBinary {
        let todo = try TodoBinary()
        try todo.write(text)
        return todo
    }

    /// The file as JSON: the top-level object and its items by id.
    private func stored(_ todo: TodoBinary) throws -> (top: [String: Any], items: [Int: [String: Any]]) {
        let data = try Data(contentsOf: URL(fileURLWithPath: todo.dataPath))
        let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let items = try #require(top["items"] as? [[String: Any]])
        var byID: [Int: [String: Any]] = [:]
        for item in items {
            byID[try #require(item["id"] as? Int)] = item
        }
        return (top, byID)
    }

    /// The item's known keys as text, to compare exactly: `["id": "1", "name": …, "due": …, "done": …]`.
    /// The uid is left out: these commands keep it, and the fixture's are fixed.
    private func fields(_ item: [String: Any]?) -> [String: String] {
        var fields: [String: String] = [:]
        for (key, value) in item ?? [:] where key != "uid" {
            fields[key] = (value as? String) ?? (value as? Int).map(String.init) ?? "\(value)"
        }
        return fields
    }

    /// Now in UTC as the file writes it, to the second.
    private static func utcNow() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }

    // MARK: done

    @Test func doneMarksItemsDoneWithTheUTCTimeAndTheyLeaveTheList() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let before = Self.utcNow()
        let result = try todo.run(["done", "1", "2"])
        let after = Self.utcNow()
        #expect(result == .init(status: 0, stdout: "Done 1: Pay rent\nDone 2: Buy milk\n", stderr: ""))
        let items = try stored(todo).items
        let stamp = try #require(items[1]?["done"] as? String)
        #expect(stamp >= before && stamp <= after, "\(before) <= \(stamp) <= \(after)")
        #expect(fields(items[1]) == ["id": "1", "name": "Pay rent", "due": "2026-11-20", "done": stamp])
        #expect(fields(items[2]) == ["id": "2", "name": "Buy milk", "due": "2026-11-21", "done": stamp])
        #expect(fields(items[3]) == ["id": "3", "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z"])
        #expect(fields(items[4]) == ["id": "4", "name": "Dentist", "due": "2026-11-24T14:30"])
        let list = try todo.run(["list"])
        #expect(list.stdout == "Next Week\n  4  Dentist  Tuesday 14:30\n")
    }

    @Test func doneJSONPrintsTheItemsAsTheyNowAre() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["done", "--json", "4"])
        let stamp = try #require(try stored(todo).items[4]?["done"] as? String)
        #expect(result == .init(status: 0, stdout: """
            [{"id": 4, "name": "Dentist", "due": "2026-11-24T14:30", "done": "\(stamp)", "tags": [], "uid": "u4"}]

            """, stderr: ""))
    }

    @Test func anItemAlreadyDoneIsLeftAsItWasWithAWarning() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["done", "3", "2", "3"])
        #expect(result == .init(status: 0, stdout: "Done 2: Buy milk\n", stderr: "todo: 3 was already done\n"))
        #expect(fields(try stored(todo).items[3])["done"] == "2026-11-19T10:00:00Z")
        let again = try todo.run(["done", "3", "--json"])
        #expect(again == .init(status: 0, stdout: """
            [{"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "tags": [], "uid": "u3"}]

            """, stderr: "todo: 3 was already done\n"))
    }

    // MARK: reopen

    @Test func reopenRemovesTheDoneKeyAndTheItemIsListedAgain() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["reopen", "3"])
        #expect(result == .init(status: 0, stdout: "Reopened 3: Old chore\n", stderr: ""))
        #expect(fields(try stored(todo).items[3]) == ["id": "3", "name": "Old chore", "due": "2026-11-19"])
        #expect(try todo.run(["list"]).stdout.hasPrefix("Overdue\n  3  Old chore  Thu 19 Nov\n  1  Pay rent   Fri 20 Nov\n"))
    }

    @Test func reopeningAnItemNotDoneWarnsAndStillSucceeds() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["reopen", "2", "--json"])
        #expect(result == .init(status: 0, stdout: "[{\"id\": 2, \"name\": \"Buy milk\", \"due\": \"2026-11-21\", \"tags\": [], \"uid\": \"u2\"}]\n",
                                stderr: "todo: 2 is not done\n"))
        #expect(fields(try stored(todo).items[2]) == ["id": "2", "name": "Buy milk", "due": "2026-11-21"])
    }

    // MARK: rm

    @Test func rmRemovesItemsForGoodAndPrintsThemAsTheyWere() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let text = try todo.run(["rm", "1"])
        #expect(text == .init(status: 0, stdout: "Removed 1: Pay rent\n", stderr: ""))
        let json = try todo.run(["rm", "3", "2", "--json"])
        #expect(json == .init(status: 0, stdout: """
            [{"id": 3, "name": "Old chore", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z", "tags": [], "uid": "u3"}, \
            {"id": 2, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "u2"}]

            """, stderr: ""))
        #expect(try stored(todo).items.keys.sorted() == [4])
    }

    @Test func idsAreNeverGivenOutAgainAfterTheNewestItemIsRemoved() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["rm", "4"]).status == 0)
        #expect(try todo.run(["add", "Next"]).stdout == "Added 5: Next (due Sat 21 Nov)\n")
        #expect(try todo.run(["rm", "5", "2"]).status == 0)
        #expect(try todo.run(["add", "After"]).stdout == "Added 6: After (due Sat 21 Nov)\n")
        #expect(try todo.run(["done", "5"]) == .init(status: 1, stdout: "", stderr: "todo: no item has id 5\n"))
        #expect(try stored(todo).items.keys.sorted() == [1, 3, 6])
    }

    @Test func idsAreNeverReusedInAFileTheProgramWroteFromScratch() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        for name in ["One", "Two", "Three"] { try todo.run(["add", name]) }
        #expect(try todo.run(["rm", "3"]) == .init(status: 0, stdout: "Removed 3: Three\n", stderr: ""))
        #expect(try todo.run(["add", "Four", "--json"]).uidsMasked.stdout == "{\"id\": 4, \"name\": \"Four\", \"due\": \"2026-11-21\", \"tags\": [], \"uid\": \"UUID\"}\n")
    }

    // MARK: edit

    @Test func editChangesTheNameTheDueDateOrBoth() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let name = try todo.run(["edit", "2", "--name", "  Buy oat milk "])
        #expect(name == .init(status: 0, stdout: "Edited 2: Buy oat milk (due Sat 21 Nov)\n", stderr: ""))
        let due = try todo.run(["edit", "2", "--due=2026-11-27"])
        #expect(due == .init(status: 0, stdout: "Edited 2: Buy oat milk (due Fri 27 Nov)\n", stderr: ""))
        let both = try todo.run(["edit", "--json", "4", "--name", "Dentist (moved)", "-d", "2026-12-01T09:15"])
        #expect(both == .init(status: 0, stdout: """
            [{"id": 4, "name": "Dentist (moved)", "due": "2026-12-01T09:15", "tags": [], "uid": "u4"}]

            """, stderr: ""))
        let items = try stored(todo).items
        #expect(fields(items[2]) == ["id": "2", "name": "Buy oat milk", "due": "2026-11-27"])
        #expect(fields(items[4]) == ["id": "4", "name": "Dentist (moved)", "due": "2026-12-01T09:15"])
    }

    @Test func editAllowsADueDateInThePastAndKeepsTheDoneMark() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let result = try todo.run(["edit", "3", "--due", "2025-12-31"])
        #expect(result == .init(status: 0, stdout: "Edited 3: Old chore (due Wed 31 Dec 2025)\n", stderr: ""))
        #expect(fields(try stored(todo).items[3]) == ["id": "3", "name": "Old chore", "due": "2025-12-31",
                                                      "done": "2026-11-19T10:00:00Z"])
    }

    // MARK: all or nothing

    @Test func anUnknownIDAmongGoodOnesExits1AndLeavesTheFileByteForByte() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let cases: [([String], String)] = [
            (["done", "1", "9", "2"], "todo: no item has id 9\n"),
            (["done", "12", "1", "9", "--json"], "todo: no items have ids 12, 9\n"),
            (["reopen", "3", "9"], "todo: no item has id 9\n"),
            (["rm", "1", "2", "3", "4", "5"], "todo: no item has id 5\n"),
            (["edit", "9", "--name", "Nine"], "todo: no item has id 9\n"),
        ]
        for (arguments, message) in cases {
            let result = try todo.run(arguments)
            #expect(result == .init(status: 1, stdout: "", stderr: message), "\(arguments)")
            #expect(todo.fileText() == Self.file, "\(arguments)")
        }
    }

    @Test func aWrongCommandLineExits64AndLeavesTheFileByteForByte() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let cases: [([String], String)] = [
            (["done", "1", "abc"], "todo: 'abc' is not an item id (ids are positive whole numbers)\n"),
            (["done", "0"], "todo: '0' is not an item id (ids are positive whole numbers)\n"),
            (["rm", "1.5"], "todo: '1.5' is not an item id (ids are positive whole numbers)\n"),
            (["reopen", "+3"], "todo: '+3' is not an item id (ids are positive whole numbers)\n"),
            (["done", "99999999999999999999"], "todo: '99999999999999999999' is not an item id (too large)\n"),
            (["done"], "todo: todo done needs at least one ID: todo done ID... [--json]\n"),
            (["edit", "1"], "todo: nothing to change: give --name NAME, --due DATE, --start DATE, --every RULE, --priority P, --note TEXT, --url URL, +TAG or --untag WORD\n"),
            (["edit", "1", "2", "--name", "x"],
             "todo: todo edit takes one ID, not 2: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]; quote a name that has spaces\n"),
            (["edit", "1", "--name", ""], "todo: the name is empty\n"),
        ]
        for (arguments, message) in cases {
            let result = try todo.run(arguments)
            #expect(result == .init(status: 64, stdout: "", stderr: message), "\(arguments)")
            #expect(todo.fileText() == Self.file, "\(arguments)")
        }
        let date = try todo.run(["edit", "1", "--due", "12/01/2026"])
        #expect(date.status == 64)
        #expect(date.stderr.hasPrefix("todo: cannot read \"12/01/2026\" as a date"))
        #expect(todo.fileText() == Self.file)
    }

    @Test func anUnknownIDOnAMissingFileCreatesNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["done", "1"]) == .init(status: 1, stdout: "", stderr: "todo: no item has id 1\n"))
        #expect(todo.fileText() == nil)
    }

    // MARK: unknown keys

    @Test func unknownKeysAreKeptWithTheirValues() throws {
        let todo = try makeTodo("""
            {"version": 1, "owner": {"name": "me", "tags": ["home", 2.50, null, true]}, "items": [
              {"id": 1, "name": "Pay rent", "due": "2026-11-20", "urgency": 1.50, "note": "landlord \\u00e9"},
              {"id": 2, "name": "Buy milk", "due": "2026-11-21", "tags": ["shop"]}
            ], "x-sync": "abc"}

            """)
        defer { todo.cleanUp() }
        #expect(try todo.run(["done", "1"]) == .init(status: 0, stdout: "Done 1: Pay rent\n", stderr: ""))
        let (top, items) = try stored(todo)
        let owner = try #require(top["owner"] as? [String: Any])
        #expect(owner["name"] as? String == "me")
        let tags = try #require(owner["tags"] as? [Any])
        #expect(tags.count == 4)
        #expect(tags.first as? String == "home")
        #expect((tags[1] as? NSNumber)?.doubleValue == 2.5)
        #expect(tags[2] is NSNull)
        #expect((tags[3] as? NSNumber)?.boolValue == true)
        #expect(top["x-sync"] as? String == "abc")
        #expect((items[1]?["urgency"] as? NSNumber)?.doubleValue == 1.5)
        #expect(items[1]?["note"] as? String == "landlord é")
        #expect(items[1]?["done"] is String)
        #expect(items[2]?["tags"] as? [String] == ["shop"])
        let text = try #require(todo.fileText())
        #expect(text.contains("2.50") && text.contains("1.50"), "numbers keep their literal text")
    }

    // MARK: scripting

    @Test func theOverdueItemsOfAListCanBeMarkedDoneInOneGo() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        let list = try todo.run(["list", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let sections = try #require(object["sections"] as? [[String: Any]])
        let overdue = sections.first { $0["title"] as? String == "Overdue" }
        let ids = (overdue?["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
        #expect(ids == [1])
        let done = try todo.run(["done"] + ids.map(String.init))
        #expect(done == .init(status: 0, stdout: "Done 1: Pay rent\n", stderr: ""))
        #expect(try todo.run(["list"]).stdout == "Today\n  2  Buy milk\n\nNext Week\n  4  Dentist  Tuesday 14:30\n")
    }

    @Test(.needs(.tool("jq")))
    func theREADMEPipelineWorksAsWritten() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        // Exactly the README's line, with the built `todo` first on PATH and today fixed.
        let script = """
            todo list --json | jq '.sections[] | select(.title == "Overdue") | .items[].id' | xargs todo done
            """
        let result = try ProgramRun.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], environment: todo.environment([
            "PATH": TodoBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin", "TODO_TODAY": "2026-11-21",
        ]))
        #expect(result.status == 0)
        #expect(result.stdout == "Done 1: Pay rent\n")
        #expect(try stored(todo).items[1]?["done"] is String)
    }
}

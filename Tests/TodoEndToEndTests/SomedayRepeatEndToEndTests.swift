import Foundation
import Testing

/// Someday items (`--due none`) and repeating items (`--every`) through the built binary, with
/// a fixed `--today` (Saturday 2026-11-21 unless a test says otherwise) and `TZ`: stdout,
/// stderr, the exit status and the file after.
@Suite struct SomedayRepeatEndToEndTests {
    private func makeTodo(_ text: String? = nil) throws -> TodoBinary {
        let todo = try TodoBinary()
        if let text { try todo.write(text) }
        return todo
    }

    /// The file's item lines without their `done` stamps (the real time they were done).
    private func itemLines(_ todo: TodoBinary) -> [String] {
        (todo.fileText() ?? "").split(separator: "\n").filter { $0.hasPrefix("    {") }.map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
                .replacingOccurrences(of: #", "done": "[^"]*""#, with: #", "done": …"#, options: .regularExpression)
                .replacingOccurrences(of: #", "uid": "[0-9a-f-]{36}""#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #", "follows": "[0-9a-f-]{36}""#, with: #", "follows": …"#,
                                      options: .regularExpression)
        }
    }

    @Test func addWithNoDateAndListItUnderSomeday() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Read", "a", "book", "--due", "someday"])
                == .init(status: 0, stdout: "Added 1: Read a book (no due date)\n", stderr: ""))
        #expect(try todo.run(["add", "Learn Welsh", "--due=none", "--json"]).uidsMasked
                == .init(status: 0, stdout: "{\"id\": 2, \"name\": \"Learn Welsh\", \"tags\": [], \"uid\": \"UUID\"}\n", stderr: ""))
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        #expect(try todo.run(["add", "Pay rent", "--due", "2027-01-31", "--every", "monthly"])
                == .init(status: 0, stdout: "Added 4: Pay rent (due Sun 31 Jan 2027, every month)\n", stderr: ""))
        #expect(itemLines(todo) == [
            #"{"id": 1, "name": "Read a book"}"#,
            #"{"id": 2, "name": "Learn Welsh"}"#,
            #"{"id": 3, "name": "Buy milk", "due": "2026-11-21"}"#,
            #"{"id": 4, "name": "Pay rent", "due": "2027-01-31", "every": "month"}"#,
        ])
        #expect(try todo.run(["list", "--all"]) == .init(status: 0, stdout: """
            Today
              3  Buy milk

            Later
              4  Pay rent  Sun 31 Jan 2027 (r)

            Someday
              1  Read a book
              2  Learn Welsh

            """, stderr: ""))
        let listed = try todo.run(["list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.hasPrefix("Today\n  3  Buy milk\n"))
        #expect(!listed.stdout.contains("Someday"))
        #expect(listed.stdout.hasSuffix("\n\n1 more after next week and 2 without a date: todo list --all\n"))
        #expect(try todo.run(["list", "--all", "--json"]).uidsMasked.stdout == """
            {"today": "2026-11-21", "weekStart": "monday", "sections": [\
            {"title": "Today", "items": [{"id": 3, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "UUID"}]}, \
            {"title": "Later", "items": [{"id": 4, "name": "Pay rent", "due": "2027-01-31", "every": "month", "tags": [], "uid": "UUID"}]}, \
            {"title": "Someday", "items": [{"id": 1, "name": "Read a book", "tags": [], "uid": "UUID"}, \
            {"id": 2, "name": "Learn Welsh", "tags": [], "uid": "UUID"}]}]}

            """)
    }

    /// A month series from the 31st: the next one falls on the month's last day, then the 31st again.
    @Test func doneAddsTheNextOfAMonthSeries() throws {
        let todo = try makeTodo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Pay rent", "--due", "dec 31 9am", "--every", "month"]).status == 0)
        #expect(try todo.run(["done", "1"], today: "2026-12-31")
                == .init(status: 0, stdout: "Done 1: Pay rent; next is 2, due Sun 31 Jan 2027 09:00\n", stderr: ""))
        #expect(try todo.run(["done", "2"], today: "2027-01-31")
                == .init(status: 0, stdout: "Done 2: Pay rent; next is 3, due Sun 28 Feb 09:00\n", stderr: ""))
        #expect(try todo.run(["done", "3"], today: "2027-02-20")
                == .init(status: 0, stdout: "Done 3: Pay rent; next is 4, due Wed 31 Mar 09:00\n", stderr: ""))
        // Late: April's is done in June, so the missed ones are skipped.
        #expect(try todo.run(["done", "4"], today: "2027-06-05")
                == .init(status: 0, stdout: "Done 4: Pay rent; next is 5, due Wed 30 Jun 09:00\n", stderr: ""))
        #expect(itemLines(todo) == [
            #"{"id": 1, "name": "Pay rent", "due": "2026-12-31T09:00", "done": …}"#,
            #"{"id": 2, "name": "Pay rent", "due": "2027-01-31T09:00", "done": …, "follows": …}"#,
            #"{"id": 3, "name": "Pay rent", "due": "2027-02-28T09:00", "done": …, "follows": …}"#,
            #"{"id": 4, "name": "Pay rent", "due": "2027-03-31T09:00", "done": …, "follows": …}"#,
            #"{"id": 5, "name": "Pay rent", "due": "2027-06-30T09:00", "every": "month on the 31st", "follows": …}"#,
        ])
    }

    @Test func doneJSONNamesTheNextItem() throws {
        let todo = try makeTodo("""
            {"version": 1, "items": [
              {"id": 1, "name": "Gym", "due": "2026-11-16T07:00", "every": "mon"},
              {"id": 2, "name": "Milk", "due": "2026-11-21"}
            ]}
            """)
        defer { todo.cleanUp() }
        let result = try todo.run(["done", "1", "2", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(items.map { $0["id"] as? Int } == [1, 2])
        #expect(items[0]["every"] == nil)
        let next = items[0]["next"] as? [String: Any]
        #expect(next?["id"] as? Int == 3)
        #expect(next?["due"] as? String == "2026-11-23T07:00")
        #expect(next?.count == 2)
        #expect(items[1]["next"] == nil)
        #expect(items[1]["every"] == nil)
        #expect(itemLines(todo).last
                == #"{"id": 3, "name": "Gym", "due": "2026-11-23T07:00", "every": "monday", "follows": …}"#)
        // reopen takes back the next one, as `done` left it, and gives the rule back.
        #expect(try todo.run(["reopen", "1"]) == .init(status: 0, stdout: "Reopened 1: Gym; took back 3\n", stderr: ""))
        #expect(itemLines(todo).first == #"{"id": 1, "name": "Gym", "due": "2026-11-16T07:00", "every": "monday"}"#)
        #expect(itemLines(todo).count == 2)
    }

    @Test func editTakesTheDateAwayOrStopsTheRepeating() throws {
        let todo = try makeTodo("""
            {"version": 1, "items": [
              {"id": 1, "name": "Pay rent", "due": "2026-11-30", "every": "month"},
              {"id": 2, "name": "Water plants", "due": "2026-11-22", "every": "3 days"},
              {"id": 3, "name": "Read a book"}
            ]}
            """)
        defer { todo.cleanUp() }
        #expect(try todo.run(["edit", "1", "--due", "none"])
                == .init(status: 0, stdout: "Edited 1: Pay rent (no due date)\n", stderr: ""))
        #expect(try todo.run(["edit", "2", "--every", "never"])
                == .init(status: 0, stdout: "Edited 2: Water plants (due Sun 22 Nov)\n", stderr: ""))
        // The file's first write gives its items their uids.
        #expect(try todo.run(["edit", "3", "--due", "fri", "--every", "2w", "--json"]).uidsMasked
                == .init(status: 0, stdout: #"[{"id": 3, "name": "Read a book", "due": "2026-11-27", "every": "2 weeks", "tags": [], "uid": "UUID"}]"# + "\n",
                         stderr: ""))
        #expect(itemLines(todo) == [
            #"{"id": 1, "name": "Pay rent"}"#,
            #"{"id": 2, "name": "Water plants", "due": "2026-11-22"}"#,
            #"{"id": 3, "name": "Read a book", "due": "2026-11-27", "every": "2 weeks"}"#,
        ])
    }

    @Test(arguments: [
        (["add", "Stretch", "--due", "none", "--every", "week"], "todo: a repeating item needs a due date\n"),
        (["add", "Stretch", "--every", "fortnightly"],
         "todo: cannot read \"fortnightly\" as a repeat rule; try day, week, month, year, 3 days, 2 weeks, 6 months, "
            + "2 years, daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays\n"),
        (["add", "Stretch", "--every", "0 days"], "todo: cannot read \"0 days\" as a repeat rule; try day, week, month, "
            + "year, 3 days, 2 weeks, 6 months, 2 years, daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays\n"),
        (["edit", "1", "--due", "none", "--every", "week"], "todo: a repeating item needs a due date\n"),
        (["edit", "2", "--every", "week"], "todo: a repeating item needs a due date\n"),
        (["edit", "1", "--every", "sometimes"], "todo: cannot read \"sometimes\" as a repeat rule; try day, week, month, "
            + "year, 3 days, 2 weeks, 6 months, 2 years, daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays\n"),
    ])
    func refusedWith64AndNothingChanges(arguments: [String], message: String) throws {
        let file = """
            {"version": 1, "items": [
              {"id": 1, "name": "Pay rent", "due": "2026-11-30"},
              {"id": 2, "name": "Read a book"}
            ]}
            """
        let todo = try makeTodo(file)
        defer { todo.cleanUp() }
        #expect(try todo.run(arguments) == .init(status: 64, stdout: "", stderr: message))
        #expect(todo.fileText() == file)
    }

    @Test func aRuleWithoutADateInTheFileIs65() throws {
        let file = """
            {"version": 1, "items": [
              {"id": 1, "name": "Pay rent", "every": "month"}
            ]}
            """
        let todo = try makeTodo(file)
        defer { todo.cleanUp() }
        let result = try todo.run(["done", "1"])
        #expect(result == .init(status: 65, stdout: "", stderr: "todo: \(todo.dataPath): item 1 (the 1st in \"items\"): "
                                + "\"every\" needs a \"due\" date\n"))
        #expect(todo.fileText() == file)
    }
}

import Foundation
import Testing

/// `todo --vdir DIR` and `TODO_VDIR` as a user runs them: every command on a folder of
/// iCalendar files, files it cannot use named on stderr, and the choice of store.
@Suite struct VdirEndToEndTests {
    private func folder(_ todo: TodoBinary) -> String { todo.folder.appendingPathComponent("cal").path }

    @Test func commandsWorkOnAFolder() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        #expect(try todo.run(vdir + ["add", "Buy milk", "--due", "mon"])
            == .init(status: 0, stdout: "Added 1: Buy milk (due Mon 23 Nov)\n", stderr: ""))
        #expect(try todo.run(vdir + ["add", "Gym", "--due", "sun 7:00", "--every", "sunday"]).status == 0)
        #expect(try todo.run(vdir + ["done", "1"]) == .init(status: 0, stdout: "Done 1: Buy milk\n", stderr: ""))
        #expect(try todo.run(vdir + ["reopen", "1"]).status == 0)
        #expect(try todo.run(vdir + ["edit", "1", "--name", "Buy oat milk"]).status == 0)
        #expect(try todo.run(vdir + ["list"]) == .init(status: 0, stdout: """
            Tomorrow
              2  Gym  Sunday 07:00 (r)

            Next Week
              1  Buy oat milk  Monday

            """, stderr: ""))
        #expect(try todo.run(vdir + ["rm", "2"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder(todo)).filter { $0.hasSuffix(".ics") }
        #expect(names.count == 1)
        #expect(!FileManager.default.fileExists(atPath: todo.dataPath))
    }

    @Test func undoTakesBackEachChangeAndRefusesAfterASync() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        let ok = { (stdout: String) in TodoBinary.Result(status: 0, stdout: stdout, stderr: "") }
        #expect(try todo.run(vdir + ["undo"]) == .init(status: 1, stdout: "", stderr: "todo: there is nothing to undo\n"))
        #expect(try todo.run(vdir + ["add", "Buy milk", "--due", "mon"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Gym", "--due", "none"]).status == 0)
        #expect(try todo.run(vdir + ["done", "1"]).status == 0)
        #expect(try todo.run(vdir + ["rm", "2"]).status == 0)
        #expect(try todo.run(vdir + ["undo"]) == ok("Undid: restored 2: Gym\n"))
        #expect(try todo.run(vdir + ["undo"]) == ok("Undid: restored 1: Buy milk\n"))
        #expect(try todo.run(vdir + ["list", "--all"]).stdout == "Next Week\n  1  Buy milk  Monday\n\nSomeday\n  2  Gym\n")
        #expect(try todo.run(vdir + ["undo"]) == ok("Undid: removed 2: Gym\n"))

        #expect(try todo.run(vdir + ["edit", "1", "--name", "Buy oat milk"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder(todo)).filter { $0.hasSuffix(".ics") }
        let path = folder(todo) + "/" + (try #require(files.first))
        let synced = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "SUMMARY:Buy oat milk", with: "SUMMARY:Buy soy milk")
        try Data(synced.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try todo.run(vdir + ["undo"]) == .init(status: 1, stdout: "", stderr:
            "todo: the list was changed since todo last changed it (by hand or by a sync); nothing was undone\n"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == synced)
        #expect(try todo.run(vdir + ["add", "Bread", "--due", "none"]).stdout == "Added 3: Bread (no due date)\n")
    }

    /// A `.todo-undo` of the previous version (its hashes of a function that is gone): undo
    /// stops there with exit 1, and neither the journal nor the files change.
    @Test func undoCannotGoBackPastTheUpgradeAndLosesNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        #expect(try todo.run(vdir + ["add", "Buy milk", "--due", "none"]).status == 0)
        let journal = folder(todo) + "/.todo-undo"
        let previous = #"[{"after":"c0ffee","id":1,"name":"dWlkLTEuaWNz"}]"# + "\n"
        try Data(previous.utf8).write(to: URL(fileURLWithPath: journal))
        #expect(try todo.run(vdir + ["edit", "1", "--name", "Buy oat milk"]).status == 0)
        #expect(try todo.run(vdir + ["undo"]) == .init(status: 0, stdout: "Undid: restored 1: Buy milk\n", stderr: ""))
        let past = "todo: the changes before were made by an older version of todo, and undo cannot go back past the upgrade; nothing was undone\n"
        #expect(try todo.run(vdir + ["undo"]) == .init(status: 1, stdout: "", stderr: past))
        #expect(try todo.run(vdir + ["list", "--all"]).stdout == "Someday\n  1  Buy milk\n")
        #expect(try String(contentsOfFile: journal, encoding: .utf8).hasPrefix(previous))
    }

    @Test func jsonItemsCarryTheirUID() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        try FileManager.default.createDirectory(atPath: folder(todo), withIntermediateDirectories: true)
        let phone = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:phone-1\r\nSUMMARY:Call +Mum\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        try Data(phone.utf8).write(to: URL(fileURLWithPath: folder(todo) + "/phone-1.ics"))
        #expect(try todo.run(vdir + ["list", "--all", "--json"]).stdout == """
            {"today": "2026-11-21", "weekStart": "monday", "sections": [{"title": "Someday", \
            "items": [{"id": 1, "name": "Call +Mum", "tags": ["mum"], "uid": "phone-1"}]}]}

            """)
        #expect(try todo.run(vdir + ["edit", "1", "--name", "Call Mum", "--json"]).stdout
            == "[{\"id\": 1, \"name\": \"Call Mum\", \"tags\": [], \"uid\": \"phone-1\"}]\n")
        #expect(try todo.run(vdir + ["undo", "--json"]).stdout
            == "{\"restored\": [{\"id\": 1, \"name\": \"Call +Mum\", \"tags\": [\"mum\"], \"uid\": \"phone-1\"}], \"removed\": []}\n")
    }

    /// The UID a new item's file is named after is in `add --json` and `import --json` too,
    /// as in `list --json`: every command's item has one shape.
    @Test func addAndImportJSONCarryTheNewItemsUID() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", folder(todo)]
        let added = try todo.run(vdir + ["add", "Bread", "--json"]).stdout
        let imported = try todo.run(vdir + ["import", "--from", "todotxt", "--json"], stdin: "Call mum\n").stdout
        let files = try FileManager.default.contentsOfDirectory(atPath: folder(todo)).filter { $0.hasSuffix(".ics") }
        let uids = Set(files.map { String($0.dropLast(4)) })
        let shown = [added, imported].compactMap { $0.range(of: #""uid": "([^"]+)""#, options: .regularExpression) }
        #expect(shown.count == 2)
        let shownUIDs = Set(zip([added, imported], shown).map { text, range in
            String(text[range].dropFirst(8).dropLast())
        })
        #expect(shownUIDs == uids)
        #expect(added.hasPrefix(#"{"id": 1, "name": "Bread", "due": "2026-11-21", "tags": [], "uid": ""#))
        #expect(imported.hasPrefix(#"[{"id": 2, "name": "Call mum", "tags": [], "uid": ""#))
    }

    @Test func theEnvironmentVariableChoosesTheFolderAndOptionsBeatTheOtherStoresVariable() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "In the folder", "--due", "none"], environment: ["TODO_VDIR": folder(todo)], unsetting: ["TODO_FILE"]).status == 0)
        #expect(try todo.run(["add", "In the file", "--file", todo.dataPath, "--due", "none"], environment: ["TODO_VDIR": folder(todo)]).status == 0)
        #expect(try todo.run(["list", "--all"], environment: ["TODO_VDIR": folder(todo)], unsetting: ["TODO_FILE"]).stdout
            == "Someday\n  1  In the folder\n")
        #expect(try todo.run(["list", "--all", "--vdir", folder(todo)]).stdout == "Someday\n  1  In the folder\n")
        #expect(try todo.run(["list", "--all"]).stdout == "Someday\n  1  In the file\n")
    }

    @Test func namingBothStoresIsAUsageError() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["list", "--file", todo.dataPath, "--vdir", folder(todo)])
            == .init(status: 64, stdout: "", stderr: "todo: give --file or --vdir, not both\n"))
        #expect(try todo.run(["list"], environment: ["TODO_VDIR": folder(todo)]) == .init(
            status: 64, stdout: "", stderr: "todo: TODO_FILE and TODO_VDIR are both set: choose one with --file or --vdir\n"))
    }

    @Test func aFileItCannotUseIsNamedAndTheOthersListed() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["--vdir", folder(todo), "add", "Fine", "--due", "none"]).status == 0)
        let event = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        try Data(event.utf8).write(to: URL(fileURLWithPath: folder(todo) + "/event.ics"))
        #expect(try todo.run(["--vdir", folder(todo), "list", "--all"]) == .init(
            status: 0, stdout: "Someday\n  1  Fine\n", stderr: "todo: skipped \(folder(todo))/event.ics: it holds no VTODO\n"))
        #expect(FileManager.default.contents(atPath: folder(todo) + "/event.ics") == Data(event.utf8))
    }

    @Test func anItemWithOnlyACompletedStatusOrOnlyACompletedTimeIsListedAsDone() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try FileManager.default.createDirectory(atPath: folder(todo), withIntermediateDirectories: true)
        let files = ["status-only": "STATUS:COMPLETED\r\nLAST-MODIFIED:20261120T090000Z\r\nDTSTAMP:20261119T080000Z",
                     "time-only": "COMPLETED:20261121T101500Z", "open": "STATUS:NEEDS-ACTION"]
        for (uid, lines) in files {
            let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(uid)\r\n\(lines)\r\n"
                + "END:VTODO\r\nEND:VCALENDAR\r\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder(todo) + "/\(uid).ics"))
        }
        #expect(try todo.run(["--vdir", folder(todo), "list", "--done"]) == .init(
            status: 0, stdout: "Done\n  3  time-only    Sat 21 Nov\n  2  status-only  Fri 20 Nov\n", stderr: ""))
        #expect(try todo.run(["--vdir", folder(todo), "list", "--all"]).stdout == "Someday\n  1  open\n")
    }

    /// A FIFO (any file that is not a regular one) named `.ics` is named in a warning, never
    /// opened for a blocking read, and the other items are still listed.
    @Test func aFIFONamedLikeAnItemIsSkippedWithAWarning() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["--vdir", folder(todo), "add", "Fine", "--due", "none"]).status == 0)
        #expect(mkfifo(folder(todo) + "/trap.ics", 0o600) == 0)
        #expect(try todo.run(["--vdir", folder(todo), "list", "--all"]) == .init(
            status: 0, stdout: "Someday\n  1  Fine\n",
            stderr: "todo: skipped \(folder(todo))/trap.ics: it is not a regular file\n"))
        #expect(try todo.run(["--vdir", folder(todo), "done", "1"]).status == 0)
        #expect(try todo.run(["--vdir", folder(todo), "list", "--done"]).stdout.hasPrefix("Done\n  1  Fine  "))
    }

    @Test func aFolderPathThatIsAFileIsRefused() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder(todo)))
        #expect(try todo.run(["--vdir", folder(todo), "list"])
            == .init(status: 74, stdout: "", stderr: "todo: cannot use \(folder(todo)): it is not a folder\n"))
    }
}

import Foundation
import Testing
import TodoTestSupport

/// The built `todo` run as a separate process with a temporary data file, a fixed `--today`
/// (Saturday 2026-11-21) and a fixed `TZ`: stdout, stderr and the exit status checked apart.
@Suite struct EndToEndTests {
    @Test func listingAMissingFileSaysNothingIsDueAndCreatesNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list"])
        #expect(result == .init(status: 0, stdout: "Nothing due through Sunday 29 November.\n", stderr: ""))
        #expect(todo.fileText() == nil)
    }

    @Test func addPrintsTheNewItemAndCreatesThePrivateFile() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let nested = todo.folder.appendingPathComponent("deep/er/todo.json").path
        let added = try todo.run(["add", "Buy", "milk", "--due", "tomorrow", "--file", nested])
        #expect(added == .init(status: 0, stdout: "Added 1: Buy milk (due Sun 22 Nov)\n", stderr: ""))
        let json = try todo.run(["add", "--json", "--file=\(nested)", "--", "-1 for", "pizza"])
        #expect(json.uidsMasked == .init(status: 0, stdout: "{\"id\": 2, \"name\": \"-1 for pizza\", \"due\": \"2026-11-21\", \"tags\": [], \"uid\": \"UUID\"}\n", stderr: ""))
        let attributes = try FileManager.default.attributesOfItem(atPath: nested)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: todo.folder.appendingPathComponent("deep").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: nested))) as? [String: Any]
        #expect(stored?["version"] as? Int == 1)
        let items = stored?["items"] as? [[String: Any]]
        #expect(items?.map { $0["name"] as? String } == ["Buy milk", "-1 for pizza"])
        #expect(items?.map { $0["due"] as? String } == ["2026-11-22", "2026-11-21"])
    }

    @Test func listShowsTheSectionsInOrder() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("""
            {"version": 1, "items": [
              {"id": 1, "name": "Pay rent", "due": "2026-11-20"},
              {"id": 2, "name": "Call mum", "due": "2026-11-21T18:00"},
              {"id": 3, "name": "Buy milk", "due": "2026-11-21"},
              {"id": 4, "name": "Brunch", "due": "2026-11-22T11:00"},
              {"id": 5, "name": "Dentist", "due": "2026-11-24T14:30"},
              {"id": 6, "name": "Passport", "due": "2027-01-07"},
              {"id": 7, "name": "Old done", "due": "2026-11-19", "done": "2026-11-19T10:00:00Z"}
            ]}
            """)
        let result = try todo.run(["list"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Overdue
              1  Pay rent  Fri 20 Nov

            Today
              3  Buy milk
              2  Call mum  18:00

            Tomorrow
              4  Brunch  Sunday 11:00

            Next Week
              5  Dentist  Tuesday 14:30

            1 more after next week: todo list --all

            """)
        let all = try todo.run(["list", "--all"])
        #expect(all.stdout.hasSuffix("Later\n  6  Passport  Thu 7 Jan 2027\n"))
    }

    @Test func listJSONIsOneObjectForScripts() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let result = try todo.run(["list", "--json"])
        #expect(result.uidsMasked == .init(status: 0, stdout: """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": \
            [{"title": "Today", "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "UUID"}]}], \
            "more": {"later": 0, "someday": 0, "waiting": 0}}

            """, stderr: ""))
    }

    @Test(arguments: [
        ([String: String](), "2026-11-29"),
        (["TODO_WEEK_START": "sunday"], "2026-11-28"),
        (["LANG": "en_US.UTF-8"], "2026-11-28"),
        (["LANG": "de_DE.UTF-8"], "2026-11-29"),
        (["LC_ALL": "ar_EG.UTF-8", "LANG": "de_DE.UTF-8"], "2026-12-04"),
        (["LANG": "C.UTF-8"], "2026-11-29"),
    ])
    func weekStartComesFromTheEnvironment(environment: [String: String], through: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list", "--json"], environment: environment)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"through\": \"\(through)\""))
    }

    @Test func theWeekStartOptionBeatsTheEnvironment() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list", "--week-start", "SAT"], environment: ["TODO_WEEK_START": "sunday"])
        #expect(result == .init(status: 0, stdout: "Nothing due through Friday 4 December.\n", stderr: ""))
    }

    @Test func todayComesFromTheEnvironmentToo() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list"], today: nil, environment: ["TODO_TODAY": "2026-12-30"])
        #expect(result == .init(status: 0, stdout: "Nothing due through Sunday 10 January 2027.\n", stderr: ""))
    }

    @Test func usageErrorsExit64WithOneLineAndChangeNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Keep me"])
        let before = todo.fileText()
        let cases: [([String], String)] = [
            (["add", "x", "--due", "12/01/2026"], "todo: cannot read \"12/01/2026\" as a date"),
            (["add", "   "], "todo: the name is empty"),
            (["add", "--due", "fri"], "todo: todo add needs a NAME"),
            (["lsit"], "todo: unknown command 'lsit'; did you mean 'list'?"),
            (["list", "--colour", "never"], "todo: unknown option '--colour'; did you mean '--color'?"),
            (["list", "--color", "blue"], "todo: --color takes auto, always or never, not 'blue'"),
            (["list", "--today", "tomorrow"], "todo: --today takes a date as YYYY-MM-DD, not 'tomorrow'"),
        ]
        for (arguments, message) in cases {
            let result = try todo.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
        #expect(todo.fileText() == before)
    }

    @Test func noHomeAndNoFileIsAUsageError() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list"], unsetting: ["HOME", "TODO_FILE"])
        #expect(result == .init(status: 64, stdout: "",
                                stderr: "todo: cannot tell where the data file is (no HOME): name it with --file PATH or TODO_FILE\n"))
    }

    @Test func theDefaultFileIsUnderXDGDataHomeThenHome() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Homed"], unsetting: ["TODO_FILE"])
        #expect(FileManager.default.fileExists(atPath: todo.folder.path + "/.local/share/todo/todo.json"))
        let xdg = todo.folder.path + "/xdg"
        try todo.run(["add", "In XDG"], environment: ["XDG_DATA_HOME": xdg], unsetting: ["TODO_FILE"])
        #expect(FileManager.default.fileExists(atPath: xdg + "/todo/todo.json"))
    }

    @Test func todoAloneWithoutATerminalIsList() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run([], stdin: "a\nq\n")
        #expect(result == .init(status: 0, stdout: "Nothing due through Sunday 29 November.\n", stderr: ""))
    }

    @Test func colourOnlyWhenAskedForOrOnATerminal() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        let piped = try todo.run(["list"], environment: ["TERM": "xterm-256color"])
        #expect(piped.stdout == "Today\n  1  Buy milk\n")
        let forced = try todo.run(["list", "--color", "always"])
        #expect(forced.stdout == "\u{1B}[1mToday\u{1B}[0m\n  1  Buy milk\n")
    }

    @Test func controlCharactersInAHandWrittenFileNeverReachTheTerminalRaw() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(#"{"version": 1, "items": [{"id": 1, "name": "Evil \u001b[2J\u0007 \u202e name", "due": "2026-11-21"}]}"#)
        let result = try todo.run(["list"])
        #expect(result.stdout == "Today\n  1  Evil \\u{1B}[2J\\u{7} \\u{202E} name\n")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }

    @Test func aBrokenFileExits65AndIsLeftAlone() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let broken = "{\"version\": 1, \"items\": [\n  {\"id\": 1, \"name\": \"x\" \"due\": \"2026-11-21\"}\n]}\n"
        try todo.write(broken)
        let list = try todo.run(["list"])
        #expect(list.status == 65)
        #expect(list.stdout == "")
        #expect(list.stderr.hasPrefix("todo: \(todo.dataPath): line 2, column"))
        let add = try todo.run(["add", "More"])
        #expect(add.status == 65)
        #expect(todo.fileText() == broken)
    }

    @Test func anUnwritablePathExits74() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let blocker = todo.folder.appendingPathComponent("plain")
        try Data("not a folder".utf8).write(to: blocker)
        let result = try todo.run(["add", "x", "--file", blocker.path + "/todo.json"])
        #expect(result.status == 74)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("todo: "))
        #expect(result.stderr.contains(blocker.path + "/todo.json"))
    }

    @Test func helpAndVersion() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let help = try todo.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("todo: what is due, in your terminal\n"))
        #expect(help.stderr == "")
        #expect(try todo.run(["--version"]) == .init(status: 0, stdout: "todo 0.4.0\n", stderr: ""))
    }

    @Test(arguments: ["Pacific/Kiritimati", "Etc/GMT+12", "UTC"])
    func withoutAFixedTodayTheLocalTimeZoneDecides(zone: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        // Ask GNU date for today in the same zone, just before and just after, to be safe at midnight.
        func dateThere() throws -> String {
            try ProgramRun.run(URL(fileURLWithPath: "/bin/date"), ["+%F"], environment: ["TZ": zone]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let before = try dateThere()
        let result = try todo.run(["list", "--json"], today: nil, environment: ["TZ": zone])
        let after = try dateThere()
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let today = try #require(object?["today"] as? String)
        #expect(today == before || today == after)
    }
}

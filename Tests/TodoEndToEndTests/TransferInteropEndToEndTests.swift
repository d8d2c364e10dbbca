import Foundation
import Testing

/// `todo import` of what the real Taskwarrior and todo.sh write, and todo.sh reading what
/// `todo export` writes; each test is skipped where its program is not installed. The dates
/// are years ahead, so that Taskwarrior (which reads the real clock) makes one instance of a
/// recurring task; `--today` is Saturday 2031-03-01, Berlin.
@Suite struct TransferInteropEndToEndTests {
    private static let today = "2031-03-01"

    /// Runs `program` with exactly `environment` (plus a PATH and HOME in the scratch folder).
    private func run(_ program: InstalledProgram, _ arguments: [String], in todo: TodoBinary,
                     environment: [String: String] = [:]) throws -> TodoBinary.Result {
        let result = try program.run(arguments, environment: environment.merging(
            ["PATH": "/usr/bin:/bin", "HOME": todo.folder.path, "TZ": "Europe/Berlin"]) { first, _ in first })
        #expect(result.status == 0, "\(program.url.lastPathComponent) \(arguments): \(result.stderr)")
        return result
    }

    @Test(.needs(.tool("task")))
    func aRealTaskExportKeepsPrioritiesAnnotationsAndWeekdays() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let task = try #require(InstalledProgram("task"))
        let data = todo.folder.appendingPathComponent("taskdata")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let taskrc = todo.folder.appendingPathComponent("taskrc")
        try Data().write(to: taskrc)
        let environment = ["TASKDATA": data.path, "TASKRC": taskrc.path]
        for arguments in [["add", "Dentist", "due:2031-03-04T14:30", "priority:H"],
                          ["1", "annotate", "bring the card"], ["1", "annotate", "ask about the bill"],
                          ["add", "Stand-up", "due:2031-03-03T09:15", "recur:weekdays", "priority:M"],
                          ["add", "Taxes", "priority:L", "wait:2031-03-10"],
                          ["add", "Plain", "+home", "project:house"]] {
            _ = try run(task, ["rc.confirmation=off", "rc.recurrence.confirmation=off", "rc.verbose=nothing"] + arguments,
                        in: todo, environment: environment)
        }
        let export = try run(task, ["rc.verbose=nothing", "export"], in: todo, environment: environment).stdout
        for store in [[], ["--vdir", todo.folder.appendingPathComponent("cal").path]] {
            #expect(try todo.run(store + ["import"], today: Self.today, stdin: export) == .init(
                status: 0, stdout: "Imported 4 items.\n",
                stderr: ""))
            let exported = try todo.run(store + ["export", "--to", "todotxt"], today: Self.today).stdout
            #expect(exported.split(separator: "\n").sorted() == [
                "(A) Dentist due:2031-03-04 at:14:30",
                "(B) Stand-up due:2031-03-03 at:09:15 rec:+1b",
                "(C) Taxes t:2031-03-10",
                "Plain +house +home",
            ])
            #expect(try todo.run(store + ["export"], today: Self.today).stdout.contains(#""note": "bring the card\nask about the bill"}"#))
            #expect(try todo.run(store + ["import"], today: Self.today, stdin: export).stdout
                    == "Imported 0 items (4 were already in the list).\n")
        }
    }

    @Test(.needs(.tool("todo-txt", "todo.sh")))
    func todoTxtPrioritiesRoundTripThroughTodoSh() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let program = try #require(InstalledProgram("todo-txt") ?? InstalledProgram("todo.sh"))
        let folder = todo.folder.appendingPathComponent("txt")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = todo.folder.appendingPathComponent("todo.cfg")
        try Data("""
            export TODO_DIR=\(folder.path)
            export TODO_FILE=$TODO_DIR/todo.txt
            export DONE_FILE=$TODO_DIR/done.txt
            export REPORT_FILE=$TODO_DIR/report.txt

            """.utf8).write(to: config)
        func todoSh(_ arguments: [String]) throws -> String {
            try run(program, ["-d", config.path] + arguments, in: todo).stdout
        }
        for arguments in [["add", "Call mum +family"], ["add", "Pay rent due:2031-03-05"], ["add", "Sweep"], ["add", "Read"],
                          ["pri", "1", "A"], ["pri", "2", "B"], ["pri", "3", "C"], ["pri", "4", "K"]] {
            _ = try todoSh(arguments)
        }
        let file = folder.appendingPathComponent("todo.txt")
        #expect(try todo.run(["import", file.path], today: Self.today) == .init(status: 0, stdout: "Imported 4 items.\n", stderr: ""))
        #expect(try todo.run(["list", "--all"], today: Self.today).stdout == """
            Next Week
              2  !! Pay rent  Wednesday

            Someday
              1  !!! Call mum +family
              3  ! Sweep
              4  ! Read

            """)
        // Back out, and todo.sh reads the priorities.
        let exported = try todo.run(["export", "--to", "todotxt"], today: Self.today)
        #expect(exported.stdout == """
            (A) Call mum +family
            (B) Pay rent due:2031-03-05
            (C) Sweep
            (C) Read

            """)
        try Data(exported.stdout.utf8).write(to: file)
        #expect(try todoSh(["-p", "listpri", "A"]).hasPrefix("1 (A) Call mum +family\n"))
        // todo.sh sorts its listing by the line's text.
        #expect(try todoSh(["-p", "listpri", "C"]).hasPrefix("4 (C) Read\n3 (C) Sweep\n"))
    }
}

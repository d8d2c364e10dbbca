import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The whole program in-process: arguments and environment in, exact stdout, stderr and status out.
@Suite struct TodoAppTests {
    let store = InMemoryDataStore()
    let environment = ["HOME": "/nonexistent", "TODO_WEEK_START": "monday"]
    /// One for the suite's runs: each added item gets the next.
    let uids = UIDMaker.counting()

    private func run(_ arguments: [String], terminal: FakeTerminal = FakeTerminal()) -> (ExitCode, FakeTerminal) {
        let status = TodoApp.run(arguments: ["--today", "2026-11-21"] + arguments, environment: environment,
                                 terminal: terminal, dataStore: store, makeUID: uids)
        return (status, terminal)
    }

    // MARK: Output that could not be written

    @Test(arguments: [["list"], ["list", "--json"], ["--help"], ["--version"], ["help", "add"]])
    func anOutputFailureIsExit74WithOneLine(arguments: [String]) {
        let failing = FakeTerminal()
        failing.outputFailure = "No space left on device"
        let (status, terminal) = run(arguments, terminal: failing)
        #expect(status == .ioError)
        #expect(terminal.errors == "todo: could not write to standard output: No space left on device\n")
    }

    @Test(arguments: [["add", "Call mum", "--json"], ["done", "1"], ["reopen", "1"], ["rm", "1"], ["edit", "1", "--name", "x"]])
    func anOutputFailureAfterAChangeSaysTheChangeWasSaved(arguments: [String]) {
        _ = run(["add", "Buy milk"])
        if arguments[0] == "reopen" { _ = run(["done", "1"]) }
        let failing = FakeTerminal()
        failing.outputFailure = "Broken pipe"
        let (status, terminal) = run(arguments, terminal: failing)
        #expect(status == .ioError)
        #expect(terminal.errors == "todo: the change was saved, but could not write to standard output: Broken pipe\n")
    }

    /// A command that failed has said why, with its own status; the output is not the news.
    @Test func aFailedCommandKeepsItsStatusWhenTheOutputFailsToo() {
        let failing = FakeTerminal()
        failing.outputFailure = "No space left on device"
        let (status, terminal) = run(["done", "9"], terminal: failing)
        #expect(status == .notFound)
        #expect(terminal.errors.filter { $0 == "\n" }.count == 1)
        #expect(!terminal.errors.contains("standard output"))
    }

    @Test func anEmptyListSaysWhatIsNotDue() {
        let (status, terminal) = run(["list"])
        #expect(status == .success)
        #expect(terminal.output == "Nothing due through Sunday 29 November.\n")
        #expect(terminal.errors == "")
    }

    @Test func addThenList() {
        let (addStatus, addTerminal) = run(["add", "Buy", "milk", "--due", "tomorrow"])
        #expect(addStatus == .success)
        #expect(addTerminal.output == "Added 1: Buy milk (due Sun 22 Nov)\n")
        _ = run(["add", "Dentist", "--due", "2026-11-24T14:30"])
        _ = run(["add", "Renew passport", "--due", "2027-01-10"])
        let (status, terminal) = run(["list"])
        #expect(status == .success)
        #expect(terminal.output == """
            Tomorrow
              1  Buy milk  Sunday

            Next Week
              2  Dentist  Tuesday 14:30

            1 more after next week: todo list --all

            """)
        let (_, all) = run(["list", "--all", "--json"])
        #expect(all.output == """
            {"today": "2026-11-21", "weekStart": "monday", "sections": [\
            {"title": "Tomorrow", "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-22", "tags": [], "uid": "00000000-0000-4000-8000-000000000001"}]}, \
            {"title": "Next Week", "items": [{"id": 2, "name": "Dentist", "due": "2026-11-24T14:30", "tags": [], "uid": "00000000-0000-4000-8000-000000000002"}]}, \
            {"title": "Later", "items": [{"id": 3, "name": "Renew passport", "due": "2027-01-10", "tags": [], "uid": "00000000-0000-4000-8000-000000000003"}]}]}

            """)
    }

    @Test func todoAloneOffTerminalIsList() {
        let (status, terminal) = run([])
        #expect(status == .success)
        #expect(terminal.output == "Nothing due through Sunday 29 November.\n")
    }

    @Test func addWithoutANameOffTerminalIsAUsageError() {
        let (status, terminal) = run(["add", "--due", "fri"])
        #expect(status == .usage)
        #expect(terminal.output == "")
        #expect(terminal.errors == "todo: todo add needs a NAME: todo add [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME...\n")
        #expect(store.saveCount == 0)
    }

    @Test func aPastDueDateIsAddedAndTheMessageSaysOverdue() {
        let (status, terminal) = run(["add", "Call the bank", "--due", "2026-11-19"])
        #expect(status == .success)
        #expect(terminal.output == "Added 1: Call the bank (due Thu 19 Nov, overdue)\n")
        #expect(terminal.errors == "")
        #expect(store.saveCount == 1)
    }

    @Test func helpGoesToStandardOutput() {
        let (status, terminal) = run(["help", "add"])
        #expect(status == .success)
        #expect(terminal.output == HelpText.text(for: .add))
        let (flagStatus, flagTerminal) = run(["add", "--help"])
        #expect(flagStatus == .success)
        #expect(flagTerminal.output == HelpText.text(for: .add))
        let (badStatus, badTerminal) = run(["help", "frobnicate"])
        #expect(badStatus == .usage)
        #expect(badTerminal.errors == "todo: no help for 'frobnicate'; the commands are list, add, done, reopen, rm, edit, show, undo, import, export, sync, merge, completions, help\n")
    }

    @Test func versionIsOneLine() {
        let (status, terminal) = run(["--version"])
        #expect(status == .success)
        #expect(terminal.output == "todo 0.4.0\n")
    }

    @Test func aBadTodayIsAUsageError() {
        let status = TodoApp.run(arguments: ["list", "--today", "someday"], environment: environment,
                                 terminal: FakeTerminal(), dataStore: store)
        #expect(status == .usage)
    }
}

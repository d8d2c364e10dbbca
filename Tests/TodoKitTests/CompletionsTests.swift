import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo completions SHELL` in process: the operands it takes, and the ids the scripts ask for.
@Suite struct CompletionsTests {
    private func run(_ arguments: [String], store: InMemoryDataStore = InMemoryDataStore(),
                     environment: [String: String] = ["HOME": "/nonexistent"]) -> (ExitCode, FakeTerminal) {
        let terminal = FakeTerminal()
        let status = TodoApp.run(arguments: arguments, environment: environment, terminal: terminal, dataStore: store)
        return (status, terminal)
    }

    @Test(arguments: CompletionShell.allCases)
    func aScriptNeedsNoSettings(shell: CompletionShell) {
        // No HOME, no data file: a packager's build can still make the script.
        let (status, terminal) = run(["completions", shell.rawValue], environment: [:])
        #expect(status == .success)
        #expect(terminal.output == shell.script(for: .todo))
        #expect(terminal.errors == "")
    }

    @Test(arguments: [
        (["completions"], "todo: todo completions needs a SHELL (bash, zsh or fish): todo completions SHELL\n"),
        (["completions", "tcsh"], "todo: unknown shell 'tcsh'; the shells are bash, zsh, fish\n"),
        (["completions", "bash", "zsh"], "todo: todo completions takes one SHELL, not 2: todo completions SHELL\n"),
        (["completions", "ids"], "todo: todo completions ids needs a STATE (open, done or all): todo completions ids STATE\n"),
        (["completions", "ids", "any"], "todo: todo completions ids takes open, done or all\n"),
        (["completions", "\u{1B}"], "todo: unknown shell '\\u{1B}'; the shells are bash, zsh, fish\n"),
    ])
    func aBadShellIsAUsageError(arguments: [String], message: String) {
        let (status, terminal) = run(arguments)
        #expect(status == .usage)
        #expect(terminal.output == "")
        #expect(terminal.errors == message)
    }

    @Test func idsAreOpenOrDoneItemsWithTheirNamesEscaped() throws {
        let store = InMemoryDataStore(items: [
            TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 2, name: "Pay\trent\nnow", due: try Fixture.due("2026-11-22")),
            TodoItem(id: 4, name: "Dentist", due: try Fixture.due("2026-11-20"), done: "2026-11-20T18:02:11Z"),
            TodoItem(id: 7, name: "Later", due: try Fixture.due("2027-05-01")),
        ])
        let (openStatus, open) = run(["completions", "ids", "open"], store: store)
        #expect(openStatus == .success)
        #expect(open.output == "1\tBuy milk\n2\tPay\\u{9}rent\\u{A}now\n7\tLater\n")
        let (doneStatus, done) = run(["completions", "ids", "done"], store: store)
        #expect(doneStatus == .success)
        #expect(done.output == "4\tDentist\n")
        let (allStatus, all) = run(["completions", "ids", "all"], store: store)
        #expect(allStatus == .success)
        #expect(all.output == "1\tBuy milk\n2\tPay\\u{9}rent\\u{A}now\n4\tDentist\n7\tLater\n")
        #expect(store.saveCount == 0)
    }

    @Test func anEmptyListHasNoIDs() {
        let (status, terminal) = run(["completions", "ids", "open"])
        #expect(status == .success)
        #expect(terminal.output == "")
    }
}

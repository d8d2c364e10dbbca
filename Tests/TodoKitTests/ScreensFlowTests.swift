import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// The screens in-process, all modules real, with a scripted terminal and an in-memory store:
/// what a person sees at the end, and what was saved.
@Suite struct ScreensFlowTests {
    let store = InMemoryDataStore()

    private func run(_ arguments: [String] = [], keys: [TerminalInput] = [], answers: [String] = [],
                     term: String? = "xterm", width: Int = 60, height: Int = 14) -> (ExitCode, FakeTerminal, [String]) {
        let terminal = FakeTerminal(interactive: true, width: width, height: height, input: answers, screen: true, keys: keys)
        var environment = ["HOME": "/nonexistent", "LANG": "C.UTF-8", "TODO_FILE": "/nonexistent/todo.json"]
        environment["TERM"] = term
        let status = TodoApp.run(arguments: ["--today", "2026-11-21", "--week-start", "monday"] + arguments,
                                 environment: environment, terminal: terminal, dataStore: store)
        var grid = ScreenGrid(width: width, height: height)
        grid.apply(terminal.outputLeavingScreen ?? terminal.output)
        return (status, terminal, grid.lines)
    }

    private func storeMilkAndEggs() throws {
        try store.update { list in
            let today = try #require(LocalDate(iso: "2026-11-21"))
            list.items = [TodoItem(id: 1, name: "Pay rent", due: DueDate(date: today.adding(days: -1) ?? today)),
                          TodoItem(id: 2, name: "Buy milk", due: DueDate(date: today)),
                          TodoItem(id: 3, name: "Eggs", due: DueDate(date: today))]
        }
    }

    @Test func addFromTheListScreenThenQuit() throws {
        let (status, terminal, lines) = run(keys: FakeTerminal.keys("aq"), answers: ["Call mum", "whenever", "tomorrow", ""])
        #expect(status == .success)
        #expect(terminal.screenEntries == 1)
        #expect(!terminal.onScreen)
        #expect(lines[1] == "Tomorrow")
        #expect(lines[2] == "> 1  Call mum  Sunday")
        #expect(lines[12] == "Added 1: Call mum (due Sun 22 Nov) · u undoes")
        #expect(terminal.errors.isEmpty)
        #expect(try store.fetch().items.map(\.name) == ["Call mum"])
    }

    @Test func movingThenDoneActsOnTheSelectedItemAndTheSelectionMovesToTheNext() throws {
        try storeMilkAndEggs()
        let (status, _, lines) = run(keys: [.key(.tab), .key(.text("x"))])
        #expect(status == .success)
        #expect(lines.prefix(6) == ["todo · todo.json · 2 items", "Overdue", "  1  Pay rent  Fri 20 Nov", "", "Today", "> 3  Eggs"])
        #expect(lines[12] == "Done 2: Buy milk · u undoes")
        #expect(try store.fetch().items.map(\.isDone) == [false, true, false])
    }

    @Test func ctrlCOnTheListExits130AndLeavesTheScreen() throws {
        try storeMilkAndEggs()
        let (status, terminal, _) = run(keys: [.key(.text("j")), .key(.interrupt)])
        #expect(status == .interrupted)
        #expect(!terminal.onScreen)
        #expect(store.saveCount == 1)
    }

    @Test func ctrlCAtAQuestionCancelsOnlyThatChange() throws {
        let (status, _, lines) = run(keys: FakeTerminal.keys("aq"), answers: ["Call mum", FakeTerminal.controlC])
        #expect(status == .success)
        #expect(lines[12] == "Not added.")
        #expect(try store.fetch().items.isEmpty)
    }

    @Test(arguments: [nil, "", "dumb"])
    func aDumbTerminalPrintsTheListAndSaysWhy(term: String?) throws {
        try storeMilkAndEggs()
        let (status, terminal, _) = run(keys: FakeTerminal.keys("q"), term: term)
        #expect(status == .success)
        #expect(terminal.screenEntries == 0)
        #expect(terminal.output == "Overdue\n  1  Pay rent  Fri 20 Nov\n\nToday\n  2  Buy milk\n  3  Eggs\n")
        let reason = term == "dumb" ? "TERM is dumb" : "TERM is not set"
        #expect(terminal.errors == "todo: \(reason): the list is printed instead of the List screen\n")
    }

    @Test func addWithoutANameOnATerminalIsTheAddScreenAlone() throws {
        let (status, terminal, _) = run(["add", "--due", "fri"], answers: ["Pay rent", ""])
        #expect(status == .success)
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.repeatPrompt + "Added 1: Pay rent (due Fri 27 Nov)\n")
        #expect(terminal.screenEntries == 0)
    }
}

/// A resize while a question waits: the list, its status line and the question drawn again at
/// the new size at once, before the answer is typed.
@Suite struct ScreensResizeAtAQuestionTests {
    @Test func theWholeScreenIsDrawnAgainAtTheNewSize() throws {
        let store = InMemoryDataStore()
        try store.update { list in
            let today = try #require(LocalDate(iso: "2026-11-21"))
            list = TodoList(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: today))])
        }
        let terminal = FakeTerminal(interactive: true, width: 60, height: 14,
                                    input: [FakeTerminal.resize, FakeTerminal.escape], screen: true,
                                    keys: FakeTerminal.keys("aq"))
        terminal.resizes = [(40, 8)]
        let environment = ["HOME": "/nonexistent", "LANG": "C.UTF-8", "TODO_FILE": "/nonexistent/todo.json", "TERM": "xterm"]
        let status = TodoApp.run(arguments: ["--today", "2026-11-21"], environment: environment, terminal: terminal,
                                 dataStore: store)
        #expect(status == .success)
        // Up to the question asked again after the resize: the screen as the terminal shows it then.
        let prompt = AddScreenView.namePrompt
        let output = terminal.output
        let first = try #require(output.range(of: prompt))
        let again = try #require(output.range(of: prompt, range: first.upperBound..<output.endIndex))
        var grid = ScreenGrid(width: 40, height: 8)
        grid.apply(String(output[first.upperBound..<again.upperBound]))
        #expect(grid.lines == ["todo · todo.json · 1 item", "Today", "> 1  Buy milk", "", "", "",
                               "Enter answers · Esc cancels", "Name (empty to cancel):"])
    }
}

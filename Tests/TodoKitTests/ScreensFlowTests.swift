import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The screens in-process, all modules real, with a scripted terminal and an in-memory store:
/// the exact text a person sees.
@Suite struct ScreensFlowTests {
    let store = InMemoryDataStore()
    /// What comes before each line read: a blank line, the keys (in full: no width), the prompt.
    let keysAndPrompt = "\n" + ListScreenKey.line(width: nil, paged: false) + "\n" + ListScreenView.prompt

    private func run(_ arguments: [String], input: [String]) -> (ExitCode, FakeTerminal) {
        let terminal = FakeTerminal(interactive: true, input: input)
        let status = TodoApp.run(arguments: ["--today", "2026-11-21", "--week-start", "monday"] + arguments,
                                 environment: ["HOME": "/nonexistent", "TERM": "dumb", "LANG": "C.UTF-8"],
                                 terminal: terminal, dataStore: store)
        return (status, terminal)
    }

    @Test func addFromTheListScreenThenQuit() throws {
        let (status, terminal) = run([], input: ["a", "Call mum", "whenever", "tomorrow", "", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nNothing due through Sunday 29 November.\n" + prompt
            + AddScreenView.namePrompt + AddScreenView.dueDatePrompt + AddScreenView.dueDatePrompt
            + AddScreenView.repeatPrompt + "\nTomorrow\n  1  Call mum  Sunday\n" + "Added 1: Call mum (due Sun 22 Nov)\n" + prompt)
        #expect(terminal.errors.hasPrefix("todo: cannot read \"whenever\" as a date"))
        #expect(try store.fetch().items.map(\.name) == ["Call mum"])
    }

    @Test func cancellingDrawsTheListAgainUnderNotAdded() throws {
        let (status, terminal) = run([], input: ["a", "", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        let list = "\nNothing due through Sunday 29 November.\n"
        #expect(terminal.output == list + prompt + AddScreenView.namePrompt + list + "Not added.\n" + prompt)
        #expect(store.saveCount == 0)
    }

    /// Ctrl-D at the date goes back to the list, saying so; the next read finds the input
    /// ended and leaves with status 0.
    @Test func endOfInputAtTheDatePromptCancelsBackToTheListWithoutSaving() {
        let (status, terminal) = run([], input: ["a", "Call mum"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        #expect(terminal.output.hasSuffix(AddScreenView.dueDatePrompt + "\n"
            + "\nNothing due through Sunday 29 November.\nNot added.\n" + prompt + "\n"))
        #expect(store.saveCount == 0)
    }

    @Test func addWithoutANameOnATerminalIsTheAddScreenAlone() throws {
        let (status, terminal) = run(["add", "--due", "fri"], input: ["Pay rent", ""])
        #expect(status == .success)
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.repeatPrompt + "Added 1: Pay rent (due Fri 27 Nov)\n")
        let (emptyStatus, _) = run(["add"], input: [""])
        #expect(emptyStatus == .success)
        #expect(try store.fetch().items.count == 1)
    }
}

extension ScreensFlowTests {
    @Test func doneFromTheListScreenDrawsTheListAgain() throws {
        try store.update { list in
            let today = try #require(LocalDate(iso: "2026-11-21"))
            list.items = [TodoItem(id: 1, name: "Pay rent", due: DueDate(date: today.adding(days: -1) ?? today)),
                          TodoItem(id: 2, name: "Buy milk", due: DueDate(date: today))]
        }
        let (status, terminal) = run([], input: ["d 1", "d 9", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nOverdue\n  1  Pay rent  Fri 20 Nov\n\nToday\n  2  Buy milk\n" + prompt
            + "\nToday\n  2  Buy milk\n" + "Done 1: Pay rent\n" + prompt + prompt)
        #expect(terminal.errors == "todo: no item has id 9\n")
        #expect(try store.fetch().items.first?.isDone == true)
    }
}

extension ScreensFlowTests {
    private func storeMilkAndEggs() throws {
        try store.update { list in
            let today = try #require(LocalDate(iso: "2026-11-21"))
            list.items = [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: today)),
                          TodoItem(id: 2, name: "Eggs", due: DueDate(date: today))]
        }
    }

    @Test func editAsksWithTheItemsOwnAnswersThenDrawsTheListUnderWhatChanged() throws {
        try storeMilkAndEggs()
        let (status, terminal) = run([], input: ["e 1", "", "tomorrow", "", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nToday\n  1  Buy milk\n  2  Eggs\n" + prompt + "Name [Buy milk]: Due [Sat 21 Nov]: Repeat [never]: "
            + "\nToday\n  2  Eggs\n\nTomorrow\n  1  Buy milk  Sunday\n" + "Edited 1: Buy milk (due Sun 22 Nov)\n" + prompt)
    }

    @Test func removeAsksFirstAndOnlyYesRemoves() throws {
        try storeMilkAndEggs()
        let (status, terminal) = run([], input: ["r 1 2", "n", "r 2", "y", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nToday\n  1  Buy milk\n  2  Eggs\n" + prompt + "Remove 1: Buy milk and 2: Eggs? [y/N] "
            + "\nToday\n  1  Buy milk\n  2  Eggs\n" + "Not removed.\n" + prompt + "Remove 2: Eggs? [y/N] "
            + "\nToday\n  1  Buy milk\n" + "Removed 2: Eggs\n" + prompt)
        #expect(try store.fetch().items.map(\.id) == [1])
    }
}

extension ScreensFlowTests {
    @Test func uTakesBackTheLatestChangeAndSaysSoUnderTheList() throws {
        let (status, terminal) = run([], input: ["a", "Call mum", "", "", "u", "u", "q"])
        #expect(status == .success)
        let prompt = keysAndPrompt
        let empty = "\nNothing due through Sunday 29 November.\n"
        #expect(terminal.output == empty + prompt + AddScreenView.namePrompt + AddScreenView.dueDatePrompt
            + AddScreenView.repeatPrompt + "\nToday\n  1  Call mum\n" + "Added 1: Call mum (due Sat 21 Nov)\n" + prompt
            + empty + "Undid: removed 1: Call mum\n" + prompt + prompt)
        #expect(terminal.errors == "todo: " + TodoError.nothingToUndo.message + "\n")
        #expect(try store.fetch().items.isEmpty)
    }
}

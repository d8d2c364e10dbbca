import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// The List screen's `:` command line and `s` in-process, every module real, with a scripted
/// terminal and an in-memory store: the status line, what was saved, and what quitting printed.
@Suite struct ScreensCommandLineFlowTests {
    let store = InMemoryDataStore()

    private func run(keys: String, answers: [String]) throws -> (ExitCode, FakeTerminal, [String]) {
        try store.update { list in
            let today = try #require(LocalDate(iso: "2026-11-21"))
            list = TodoList(items: [TodoItem(id: 1, name: "Pay rent", due: DueDate(date: today.adding(days: -1) ?? today)),
                                    TodoItem(id: 2, name: "Buy milk", due: DueDate(date: today)),
                                    TodoItem(id: 3, name: "Eggs", due: DueDate(date: today))])
        }
        let terminal = FakeTerminal(interactive: true, width: 60, height: 14, input: answers, screen: true,
                                    keys: FakeTerminal.keys(keys))
        let environment = ["HOME": "/nonexistent", "LANG": "C.UTF-8", "TODO_FILE": "/nonexistent/todo.json", "TERM": "xterm"]
        let status = TodoApp.run(arguments: ["--today", "2026-11-21", "--week-start", "monday"],
                                 environment: environment, terminal: terminal, dataStore: store)
        var grid = ScreenGrid(width: 60, height: 14)
        grid.apply(terminal.outputLeavingScreen ?? terminal.output)
        return (status, terminal, grid.lines)
    }

    @Test func doneOfTwoIDsIsOneChangeAndPrintedOnQuit() throws {
        let (status, terminal, lines) = try run(keys: ":q", answers: ["done 2 3"])
        #expect(status == .success)
        #expect(lines[0] == "todo · todo.json · 1 item")
        #expect(lines[12] == "Done 2: Buy milk Done 3: Eggs · u undoes")
        #expect(try store.fetch().items.map(\.isDone) == [false, true, true])
        #expect(terminal.outputAfterScreen == "Done 2: Buy milk\nDone 3: Eggs\n")
    }

    @Test func addWithANameAndOptionsIsSavedAtOnce() throws {
        let (status, _, lines) = try run(keys: ":q", answers: ["todo add 'Call mum' --due tomorrow"])
        #expect(status == .success)
        #expect(lines[12] == "Added 4: Call mum (due Sun 22 Nov) · u undoes")
        #expect(try store.fetch().items.map(\.name) == ["Pay rent", "Buy milk", "Eggs", "Call mum"])
    }

    @Test func editWithOptionsIsAppliedAtOnce() throws {
        let (_, _, lines) = try run(keys: ":q", answers: ["edit 3 --name 'Brown eggs'"])
        #expect(lines[12].hasPrefix("Edited 3: Brown eggs"))
        #expect(try store.fetch().items.map(\.name) == ["Pay rent", "Buy milk", "Brown eggs"])
    }

    @Test func rmAsksFirstAndNoKeepsTheItem() throws {
        let (_, _, lines) = try run(keys: ":nq", answers: ["rm 2"])
        #expect(lines[12] == "Not removed.")
        #expect(try store.fetch().items.count == 3)
    }

    @Test func aCommandTheScreenDoesNotTakeChangesNothing() throws {
        let (status, _, lines) = try run(keys: ":q", answers: ["import tasks.json"])
        #expect(status == .success)
        #expect(lines[11...12] == ["todo import is not taken on the List screen: run it from the", "shell"])
        #expect(store.saveCount == 1)
    }

    @Test func aBadDateSaysWhyAndAddsNothing() throws {
        let (_, terminal, lines) = try run(keys: ":q", answers: ["add Paint --due blue"])
        #expect(lines[11] == "cannot read \"blue\" as a date; try today, tomorrow, fri,")
        #expect(try store.fetch().items.count == 3)
        #expect(terminal.outputAfterScreen == "")
    }

    @Test func sOnADataFileSaysWhyNot() throws {
        let (status, _, lines) = try run(keys: "sq", answers: [])
        #expect(status == .success)
        #expect(lines[11...12] == ["todo sync syncs a folder store: name it with --vdir DIR or", "TODO_VDIR"])
    }

    @Test func showOfAnIDNoItemHasSaysSoWithoutAPage() throws {
        let (status, terminal, lines) = try run(keys: ":q", answers: ["show 999"])
        #expect(status == .success)
        #expect(lines[12] == "no item has id 999")
        #expect(!terminal.output.contains("todo show 999"))
    }

    /// Several ids: the items there on one page, as `todo show` prints them; then the id no
    /// item has on the status line.
    @Test func showOfSeveralIDsShowsThemOnOnePage() throws {
        let (_, terminal, lines) = try run(keys: ":xq", answers: ["show 1 3 999"])
        #expect(terminal.output.contains("todo show 1 3 999"))
        #expect(terminal.output.contains("Pay rent"))
        #expect(terminal.output.contains("Eggs"))
        #expect(lines[12] == "no item has id 999")
        // The key that closed the page did nothing else.
        #expect(try store.fetch().items.allSatisfy { !$0.isDone })
    }
}


import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport
import TodoTerminal

/// The List wireframe builds its module over the store and terminal it is given, presents it
/// once or as the List screen, and routes the screen's keys to the Add and Change modules.
@Suite struct ListWireframeTests {
    let store = InMemoryDataStore()

    private func wireframe(_ terminal: FakeTerminal, format: OutputFormat = .text) -> ListWireframe {
        ListWireframe(dependencies: .testing(store, terminal, format: format),
                      addWireframe: AddWireframe(dependencies: .testing(store, terminal)),
                      changeWireframe: ChangeWireframe(dependencies: .testing(store, terminal)),
                      undoWireframe: UndoWireframe(dependencies: .testing(store, terminal)),
                      showWireframe: ShowWireframe(dependencies: .testing(store, terminal)), storeName: "todo.json")
    }

    private func storeItems() throws {
        try store.update { list in
            list.items = [TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21")),
                          TodoItem(id: 2, name: "Renew passport", due: try Fixture.due("2027-03-01"))]
        }
    }

    @Test func presentListInterfaceDrawsTheListOnce() throws {
        try storeItems()
        let terminal = FakeTerminal()
        try wireframe(terminal).presentListInterface(query: ListQuery())
        #expect(terminal.output == "Today\n  1  Buy milk\n\n1 more after next week: todo list --all\n")
    }

    @Test func includingLaterShowsWhatComesAfterNextWeek() throws {
        try storeItems()
        let terminal = FakeTerminal()
        try wireframe(terminal).presentListInterface(query: ListQuery(includingLater: true))
        #expect(terminal.output == "Today\n  1  Buy milk\n\nLater\n  2  Renew passport  Mon 1 Mar 2027\n")
    }

    @Test func theListIsWrittenInTheFormatTheWireframeWasGiven() throws {
        let terminal = FakeTerminal()
        try wireframe(terminal, format: .json).presentListInterface(query: ListQuery())
        #expect(terminal.output == #"{"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [], "#
            + #""more": {"later": 0, "someday": 0, "waiting": 0}}"#
            + "\n")
    }

    /// The text shows no uid and no note, so the store builds none for it, open or done;
    /// `--json` shows both.
    @Test func theTextListAsksTheStoreForNoUIDsOrNotesAndTheJSONListForEveryField() throws {
        let counting = CountingDataStore(items: [
            TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21"), uid: "milk-uid", note: "Oat"),
        ])
        var outputs: [String] = []
        for format in [OutputFormat.text, .json] {
            let terminal = FakeTerminal()
            try ListWireframe(dependencies: .testing(counting, terminal, format: format),
                              addWireframe: AddWireframe(dependencies: .testing(counting, terminal)),
                              changeWireframe: ChangeWireframe(dependencies: .testing(counting, terminal)),
                              undoWireframe: UndoWireframe(dependencies: .testing(counting, terminal)),
                              showWireframe: ShowWireframe(dependencies: .testing(counting, terminal)))
                .presentListInterface(query: ListQuery())
            outputs.append(terminal.output)
            try ListWireframe(dependencies: .testing(counting, terminal, format: format),
                              addWireframe: AddWireframe(dependencies: .testing(counting, terminal)),
                              changeWireframe: ChangeWireframe(dependencies: .testing(counting, terminal)),
                              undoWireframe: UndoWireframe(dependencies: .testing(counting, terminal)),
                              showWireframe: ShowWireframe(dependencies: .testing(counting, terminal)))
                .presentListInterface(query: ListQuery(showsDone: true))
        }
        #expect(counting.askedDetails == [.forListText, .whole])
        #expect(counting.askedDoneDetails == [.forListText, .whole])
        #expect(outputs == ["Today\n  1  Buy milk\n",
                            #"{"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": ["#
                                + #"{"title": "Today", "items": [{"id": 1, "name": "Buy milk", "due": "2026-11-21", "#
                                + #""note": "Oat", "tags": [], "uid": "milk-uid"}]}], "more": {"later": 0, "someday": 0, "waiting": 0}}"#
                                + "\n"])
    }

    /// The List screen on a fake terminal of `width` by `height`: what it shows at the end.
    private func screen(_ keys: [TerminalInput], answers: [String] = [], width: Int = 60,
                        height: Int = 12) throws -> (lines: [String], terminal: FakeTerminal) {
        let terminal = FakeTerminal(interactive: true, width: width, height: height, input: answers, screen: true,
                                    keys: keys)
        #expect(try wireframe(terminal).presentListScreen())
        var grid = ScreenGrid(width: width, height: height)
        grid.apply(terminal.outputLeavingScreen ?? terminal.output)
        return (grid.lines, terminal)
    }

    @Test func aRoutesToTheAddScreenWhoseQuestionsAreAskedOnTheScreenAndTheNewItemIsSelected() throws {
        try store.update { list in list.items = [TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21"))] }
        try store.update { list in _ = try list.takeNextID() }
        let (lines, terminal) = try screen(FakeTerminal.keys("a"), answers: ["Call mum", "tomorrow", ""])
        #expect(terminal.histories == ["name", "due", "repeat"])
        #expect(lines.prefix(8) == [
            "todo · todo.json · 2 items", "Today", "  1  Buy milk", "", "Tomorrow", "> 2  Call mum  Sunday", "", "",
        ])
        #expect(lines[10] == "Added 2: Call mum (due Sun 22 Nov) · u undoes")
        #expect(try store.fetch().items.map(\.name) == ["Buy milk", "Call mum"])
    }

    @Test func aLaterItemAddedIsShownAsLWould() throws {
        let (lines, _) = try screen(FakeTerminal.keys("a"), answers: ["Dentist", "2027-06-01", ""])
        #expect(lines[0] == "todo · todo.json · all · 1 item")
        #expect(lines[2] == "> 1  Dentist  Tue 1 Jun 2027")
    }

    @Test func xRoutesToTheChangeModuleForTheSelectedItem() throws {
        try storeItems()
        let (lines, terminal) = try screen(FakeTerminal.keys("x"))
        #expect(lines[1] == "Nothing due through Sunday 29 November.")
        #expect(lines[10] == "Done 1: Buy milk · u undoes")
        #expect(terminal.outputAfterScreen == "Done 1: Buy milk\n")
        #expect(try store.fetch().items.first?.isDone == true)
    }

    @Test func rAsksYesOrNoWithOneKey() throws {
        try storeItems()
        let (kept, _) = try screen(FakeTerminal.keys("rn"))
        #expect(kept[10] == "Not removed.")
        #expect(try store.fetch().items.count == 2)
        let (removed, _) = try screen(FakeTerminal.keys("ry"))
        #expect(removed[10] == "Removed 1: Buy milk · u undoes")
        #expect(try store.fetch().items.map(\.id) == [2])
    }

    @Test func escAtAnEditQuestionCancelsTheChangeAndUUndoes() throws {
        try storeItems()
        let (cancelled, _) = try screen([.key(.enter)], answers: ["Buy oat milk", FakeTerminal.escape])
        #expect(cancelled[10] == "Not changed.")
        #expect(try store.fetch().items.first?.name == "Buy milk")
        let (interrupted, _) = try screen(FakeTerminal.keys("e"), answers: [FakeTerminal.controlC])
        #expect(interrupted[10] == "Not changed.")
        let (undone, terminal) = try screen(FakeTerminal.keys("xu"))
        #expect(undone[10] == "Undid: restored 1: Buy milk")
        #expect(terminal.outputAfterScreen == "Done 1: Buy milk\nUndid: restored 1: Buy milk\n")
        #expect(try store.fetch().items.first?.isDone == false)
    }

    @Test func iShowsTheItemWholeUntilAKey() throws {
        try storeItems()
        let terminal = FakeTerminal(interactive: true, width: 60, height: 12, screen: true, keys: FakeTerminal.keys("ixq"))
        var page: [String] = []
        terminal.beforeKey = { fake in
            guard fake.keys.count == 2 else { return }
            var grid = ScreenGrid(width: 60, height: 12)
            grid.apply(fake.output)
            page = grid.lines
        }
        #expect(try wireframe(terminal).presentListScreen())
        #expect(page.prefix(3) == ["todo show 1", "1  Buy milk", "    Due:      Saturday 21 November 2026"])
        #expect(try store.fetch().items.first?.isDone == false)
    }
}

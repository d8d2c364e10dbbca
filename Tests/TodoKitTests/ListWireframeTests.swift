import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List wireframe builds its module over the store and terminal it is given, presents it
/// once or as the List screen, and routes the screen's keys to the Add and Change modules.
@Suite struct ListWireframeTests {
    let store = InMemoryDataStore()

    private func wireframe(_ terminal: FakeTerminal, format: OutputFormat = .text) -> ListWireframe {
        ListWireframe(dependencies: .testing(store, terminal, format: format),
                      addWireframe: AddWireframe(dependencies: .testing(store, terminal)),
                      changeWireframe: ChangeWireframe(dependencies: .testing(store, terminal)),
                      undoWireframe: UndoWireframe(dependencies: .testing(store, terminal)))
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
                              undoWireframe: UndoWireframe(dependencies: .testing(counting, terminal)))
                .presentListInterface(query: ListQuery())
            outputs.append(terminal.output)
            try ListWireframe(dependencies: .testing(counting, terminal, format: format),
                              addWireframe: AddWireframe(dependencies: .testing(counting, terminal)),
                              changeWireframe: ChangeWireframe(dependencies: .testing(counting, terminal)),
                              undoWireframe: UndoWireframe(dependencies: .testing(counting, terminal)))
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

    @Test func theListScreenDrawsThenRoutesAddToTheAddScreenAndRedrawsAfterASave() throws {
        let terminal = FakeTerminal(interactive: true, input: ["a", "Call mum", "", "", "q"])
        try wireframe(terminal).presentListScreen()
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nNothing due through Sunday 29 November.\n" + prompt
            + AddScreenView.namePrompt + AddScreenView.dueDatePrompt + AddScreenView.repeatPrompt
            + "\nToday\n  1  Call mum\n" + "Added 1: Call mum (due Sat 21 Nov)\n" + prompt)
    }

    @Test func theListScreenRoutesDoneToTheChangeModuleAndRedraws() throws {
        try storeItems()
        let terminal = FakeTerminal(interactive: true, input: ["d 1", "q"])
        try wireframe(terminal).presentListScreen()
        let prompt = keysAndPrompt
        #expect(terminal.output == "\nToday\n  1  Buy milk\n\n1 more after next week: l shows them\n" + prompt
            + "\nNothing due through Sunday 29 November.\n1 more after next week: l shows them\n"
            + "Done 1: Buy milk\n" + prompt)
        #expect(try store.fetch().items.first?.done == "2026-11-21T09:30:00Z")
    }

    @Test func theListScreensLaterKeyShowsLaterAndItsSlashFilters() throws {
        try storeItems()
        let terminal = FakeTerminal(interactive: true, input: ["l", "/ +Nope", "/", "l", "q"])
        try wireframe(terminal).presentListScreen()
        let prompt = keysAndPrompt
        let withLater = "\nToday\n  1  Buy milk\n\nLater\n  2  Renew passport  Mon 1 Mar 2027\n"
        let withoutLater = "\nToday\n  1  Buy milk\n\n1 more after next week: l shows them\n"
        #expect(terminal.output == withoutLater + prompt + withLater + prompt + "\nFilter: +Nope\nNothing matches +Nope.\n" + prompt
            + withLater + prompt + withoutLater + prompt)
        #expect(terminal.histories == ["keys", "keys", "keys", "keys", "keys"])
    }

    /// What comes before each line read: a blank line, the keys (in full: no width), the prompt.
    private var keysAndPrompt: String {
        "\n" + ListScreenKey.line(width: nil, paged: false) + "\n" + ListScreenView.prompt
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Show wireframe builds its module over the store it is given and presents it.
@Suite struct ShowWireframeTests {
    let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(iso: "2026-11-21"), uid: "u1"),
                                          TodoItem(id: 2, name: "Call mum", due: nil)])

    @Test func presentingACommandShowsTheItemsNamed() throws {
        let terminal = FakeTerminal()
        try ShowWireframe(dependencies: .testing(store, terminal)).presentShowCommand(ids: ["2", "1"])
        #expect(terminal.output == """
            2  Call mum
                Due:      none

            1  Buy milk
                Due:      Saturday 21 November 2026
                UID:      u1

            """)
        #expect(store.saveCount == 0)
    }

    @Test func theViewWritesInTheFormatTheWireframeWasGiven() throws {
        let terminal = FakeTerminal()
        try ShowWireframe(dependencies: .testing(store, terminal, format: .json)).presentShowCommand(ids: ["1"])
        #expect(terminal.output == #"[{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "u1"}]"# + "\n")
    }

    @Test func anIDNoItemHasIsExitOneAfterTheOthersAreShown() {
        let terminal = FakeTerminal()
        #expect(throws: TodoError.notFound("no item has id 5")) {
            try ShowWireframe(dependencies: .testing(store, terminal)).presentShowCommand(ids: ["5", "2"])
        }
        #expect(terminal.output == "2  Call mum\n    Due:      none\n")
    }
}

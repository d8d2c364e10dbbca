import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Change wireframe builds its module over the store it is given and presents it.
@Suite struct ChangeWireframeTests {
    @Test func presentingACommandSubmitsTheRequestAndTellsTheDelegate() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: .epoch))])
        let terminal = FakeTerminal()
        let delegate = ChangeModuleDelegateSpy()
        let wireframe = ChangeWireframe(dependencies: .testing(store, terminal))
        try wireframe.presentChangeCommand(.complete(ids: ["1"]), delegate: delegate)
        #expect(terminal.output == "Done 1: Buy milk\n")
        #expect(delegate.savedCount == 1)
        #expect(try store.fetch().items.first?.done == "2026-11-21T09:30:00Z")
    }

    @Test func theViewWritesInTheFormatTheWireframeWasGiven() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: .epoch))])
        let terminal = FakeTerminal()
        let wireframe = ChangeWireframe(dependencies: .testing(store, terminal, format: .json))
        try wireframe.presentChangeCommand(.remove(ids: ["1"]))
        #expect(terminal.output == #"[{"id": 1, "name": "Buy milk", "due": "1970-01-01", "tags": []}]"# + "\n")
        #expect(try store.fetch().items.isEmpty)
    }

    @Test func everyPresentationBuildsAFreshModule() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: .epoch)),
                                              TodoItem(id: 2, name: "Call mum", due: DueDate(date: .epoch))])
        let terminal = FakeTerminal()
        let wireframe = ChangeWireframe(dependencies: .testing(store, terminal))
        try wireframe.presentChangeCommand(.complete(ids: ["1"]))
        try wireframe.presentChangeCommand(.edit(ids: ["2"], draft: ItemDraft(name: "Call dad")))
        #expect(terminal.output == "Done 1: Buy milk\nEdited 2: Call dad (due Thu 1 Jan 1970)\n")
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Add wireframe builds its module over the store and terminal it is given, and presents
/// it from the command line or as the Add screen.
@Suite struct AddWireframeTests {
    let store = InMemoryDataStore()

    private func wireframe(_ terminal: FakeTerminal, format: OutputFormat = .text) -> AddWireframe {
        AddWireframe(dependencies: .testing(store, terminal, format: format))
    }

    @Test func presentAddCommandSubmitsTheArgumentsAndShowsTheSavedItem() throws {
        let terminal = FakeTerminal()
        try wireframe(terminal).presentAddCommand(nameWords: ["Buy", "milk"], draft: ItemDraft(due: "2026-11-27"))
        #expect(try store.fetch().items == [TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-27"), uid: UIDMaker.counted(1))])
        #expect(terminal.output == "Added 1: Buy milk (due Fri 27 Nov)\n")
    }

    @Test func presentAddCommandWritesJSONWhenAsked() throws {
        let terminal = FakeTerminal()
        try wireframe(terminal, format: .json).presentAddCommand(nameWords: ["Buy", "milk"], draft: ItemDraft())
        #expect(terminal.output == #"{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "00000000-0000-4000-8000-000000000001"}"# + "\n")
    }

    @Test func aBadDateFromTheCommandLineIsAUsageErrorAndNothingIsSaved() throws {
        let terminal = FakeTerminal()
        let error = #expect(throws: TodoError.self) {
            try wireframe(terminal).presentAddCommand(nameWords: ["Buy", "milk"], draft: ItemDraft(due: "whenever"))
        }
        #expect(error?.status == .usage)
        #expect(store.saveCount == 0)
        #expect(terminal.output == "")
    }

    @Test func aCommandWithoutANameIsAUsageErrorAndNothingIsSaved() throws {
        let terminal = FakeTerminal()
        #expect(throws: TodoError.usage("todo add needs a NAME: todo add [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME...")) {
            try wireframe(terminal).presentAddCommand(nameWords: [], draft: ItemDraft(due: "fri"))
        }
        #expect(store.saveCount == 0)
        #expect(terminal.output == "")
    }

    @Test func presentAddScreenAsksAndTellsTheDelegateOfTheSave() throws {
        let terminal = FakeTerminal(interactive: true, input: ["Buy milk", "tomorrow", ""])
        let delegate = AddModuleDelegateSpy()
        try wireframe(terminal).presentAddScreen(delegate: delegate)
        #expect(try store.fetch().items.map(\.name) == ["Buy milk"])
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.dueDatePrompt + AddScreenView.repeatPrompt
            + "Added 1: Buy milk (due Sun 22 Nov)\n")
        #expect(terminal.histories == ["name", "due", "repeat"])
        #expect(delegate.saveCount == 1)
        #expect(delegate.cancelCount == 0)
    }

    @Test func presentAddScreenCancelledSavesNothingAndTellsTheDelegate() throws {
        let terminal = FakeTerminal(interactive: true, input: [""])
        let delegate = AddModuleDelegateSpy()
        try wireframe(terminal).presentAddScreen(delegate: delegate, preset: ItemDraft(due: "fri"))
        #expect(store.saveCount == 0)
        #expect(delegate.saveCount == 0)
        #expect(delegate.cancelCount == 1)
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.cancelled)
    }

    @Test func everyPresentationBuildsAFreshModule() throws {
        let terminal = FakeTerminal()
        let wireframe = wireframe(terminal)
        try wireframe.presentAddCommand(nameWords: ["One"], draft: ItemDraft())
        try wireframe.presentAddCommand(nameWords: ["Two"], draft: ItemDraft(due: "tomorrow"))
        #expect(terminal.output == "Added 1: One (due Sat 21 Nov)\nAdded 2: Two (due Sun 22 Nov)\n")
    }
}

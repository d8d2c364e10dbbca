import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct AddViewTests {
    private func submitted(_ words: [String], dueDate: String? = nil) throws -> [AddModuleInterfaceSpy.Save] {
        let handler = AddModuleInterfaceSpy()
        let view = AddView(eventHandler: handler, terminal: FakeTerminal(), format: .text)
        try view.submit(nameWords: words, draft: ItemDraft(due: dueDate))
        #expect(handler.cancelCount == 0)
        return handler.saves
    }

    private func shown(_ item: ItemDisplay, format: OutputFormat) -> FakeTerminal {
        let terminal = FakeTerminal()
        AddView(eventHandler: AddModuleInterfaceSpy(), terminal: terminal, format: format).showSavedItem(item)
        return terminal
    }

    // MARK: Input

    @Test(arguments: [
        (["Buy", "milk"], "Buy milk"),
        (["Buy"], "Buy"),
        (["New York", "trip"], "New York trip"),
        (["-n", "--", "x"], "-n -- x"),
        ([" Buy", "milk "], " Buy milk "),
    ])
    func theWordsAreJoinedWithSingleSpaces(words: [String], name: String) throws {
        #expect(try submitted(words) == [AddModuleInterfaceSpy.Save(name: name, dueDate: nil)])
    }

    @Test func theDueDateIsPassedOnAsTyped() throws {
        #expect(try submitted(["Buy", "milk"], dueDate: " Next Fri ")
            == [AddModuleInterfaceSpy.Save(name: "Buy milk", dueDate: " Next Fri ")])
    }

    /// The presenter decides what a missing name means; the view only says none was given.
    @Test func noWordsAtAllStartTheAddActionInsteadOfSavingAnEmptyName() throws {
        let handler = AddModuleInterfaceSpy()
        try AddView(eventHandler: handler, terminal: FakeTerminal(), format: .text).submit(nameWords: [], draft: ItemDraft(due: "fri"))
        #expect(handler.startCount == 1)
        #expect(handler.saves.isEmpty)
    }

    @Test func aCommandLineCannotBeAskedForWhatItLeftOut() {
        let terminal = FakeTerminal()
        let view = AddView(eventHandler: AddModuleInterfaceSpy(), terminal: terminal, format: .text)
        #expect(throws: TodoError.usage("todo add needs a NAME: todo add [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME...")) { try view.ask(.name) }
        #expect(throws: TodoError.usage("todo add needs a NAME: todo add [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--json] [--] NAME...")) { try view.ask(.dueDate) }
        #expect(terminal.output == "")
    }

    // MARK: Output

    @Test func textSaysWhatWasAdded() {
        let terminal = shown(ItemDisplay(id: 7, name: "Buy milk", dueLabel: "Fri 27 Nov", due: "2026-11-27"),
                             format: .text)
        #expect(terminal.output == "Added 7: Buy milk (due Fri 27 Nov)\n")
        #expect(terminal.errors == "")
    }

    @Test func jsonIsTheNewItem() {
        let terminal = shown(ItemDisplay(id: 7, name: "Buy milk", dueLabel: "Fri 27 Nov", due: "2026-11-27"),
                             format: .json)
        #expect(terminal.output == #"{"id": 7, "name": "Buy milk", "due": "2026-11-27", "tags": []}"# + "\n")
        #expect(terminal.errors == "")
    }

    @Test func jsonKeepsTheTime() {
        let terminal = shown(ItemDisplay(id: 123, name: "Dentist", dueLabel: "Tue 24 Nov 14:30",
                                            due: "2026-11-24T14:30"), format: .json)
        #expect(terminal.output == #"{"id": 123, "name": "Dentist", "due": "2026-11-24T14:30", "tags": []}"# + "\n")
    }

    @Test func controlAndBidiCharactersInTheNameAreEscapedInText() {
        let terminal = shown(ItemDisplay(id: 3, name: "Bad\u{1B}[31m\u{202E}name\u{9B}", dueLabel: "Sat 21 Nov",
                                            due: "2026-11-21"), format: .text)
        #expect(terminal.output == "Added 3: Bad\\u{1B}[31m\\u{202E}name\\u{9B} (due Sat 21 Nov)\n")
    }

    @Test func controlCharactersInTheNameAreEscapedInJSON() {
        let terminal = shown(ItemDisplay(id: 3, name: "Say \"hi\"\u{1B}", dueLabel: "Sat 21 Nov", due: "2026-11-21"),
                             format: .json)
        #expect(terminal.output == #"{"id": 3, "name": "Say \"hi\"\u001b", "due": "2026-11-21", "tags": []}"# + "\n")
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Add screen against a scripted terminal and a presenter double: it asks what it is
/// asked, shows what it is given, and decides nothing.
@Suite struct AddScreenViewTests {
    private func screen(_ input: [String]) -> (AddScreenView, FakeTerminal, AddModuleInterfaceSpy) {
        let terminal = FakeTerminal(interactive: true, input: input)
        let handler = AddModuleInterfaceSpy()
        return (AddScreenView(eventHandler: handler, terminal: terminal), terminal, handler)
    }

    @Test func runningTheScreenStartsThePresentersAddAction() throws {
        let (view, terminal, handler) = screen([])
        try view.run()
        #expect(handler.startCount == 1)
        #expect(handler.saves.isEmpty)
        #expect(terminal.output == "")
    }

    @Test func askingTheNamePromptsAndReturnsTheLineAsTyped() throws {
        let (view, terminal, _) = screen(["  Call mum "])
        #expect(try view.ask(.name) == "  Call mum ")
        #expect(terminal.output == AddScreenView.namePrompt)
    }

    @Test func askingTheDueDatePromptsForIt() throws {
        let (view, terminal, _) = screen(["fri 9am"])
        #expect(try view.ask(.dueDate) == "fri 9am")
        #expect(terminal.output == AddScreenView.dueDatePrompt)
    }

    @Test func endOfInputAtAPromptEndsItsLineAndIsThrown() {
        let (view, terminal, _) = screen([])
        #expect(throws: EndOfInput()) { try view.ask(.name) }
        #expect(terminal.output == AddScreenView.namePrompt + "\n")
    }

    @Test func aloneItSaysAtOnceThatNothingWasAdded() {
        let (view, terminal, _) = screen([])
        view.showCancelled()
        #expect(terminal.output == "Not added.\n")
    }

    /// Opened from the List screen, its last word waits for the list to be drawn again.
    @Test func fromTheListScreenItsLastWordIsKeptForTheListScreen() {
        let terminal = FakeTerminal(interactive: true)
        let messages = ScreenMessages()
        let view = AddScreenView(eventHandler: AddModuleInterfaceSpy(), terminal: terminal, messages: messages)
        view.showSavedItem(ItemDisplay(id: 4, name: "Call mum", dueLabel: "Sun 22 Nov", due: "2026-11-22"))
        view.showCancelled()
        #expect(terminal.output == "")
        #expect(messages.lines == [.output("Added 4: Call mum (due Sun 22 Nov)\n"), .output("Not added.\n")])
    }

    @Test func aProblemIsOneEscapedLineOnStandardError() {
        let (view, terminal, _) = screen([])
        view.showProblem("cannot read \"\u{1B}[2J\" as a date")
        #expect(terminal.errors == "todo: cannot read \"\\u{1B}[2J\" as a date\n")
        #expect(terminal.output == "")
    }

    @Test func showsWhatWasSaved() {
        let (view, terminal, _) = screen([])
        view.showSavedItem(ItemDisplay(id: 4, name: "Call mum", dueLabel: "Fri 27 Nov 09:00", due: "2026-11-27T09:00"))
        #expect(terminal.output == "Added 4: Call mum (due Fri 27 Nov 09:00)\n")
    }
}

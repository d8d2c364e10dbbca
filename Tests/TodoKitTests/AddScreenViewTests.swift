import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Add screen against a scripted terminal and a presenter double.
@Suite struct AddScreenViewTests {
    private final class ModuleSpy: AddModuleInterface {
        var events: [String] = []
        var refusals: [TodoError] = []
        func cancelAddAction() throws { events.append("cancel") }
        func saveAddAction(name: String, dueDate: String?) throws {
            events.append("save \(name) | \(dueDate ?? "nil")")
            if !refusals.isEmpty { throw refusals.removeFirst() }
        }
    }

    private func screen(_ input: [String], preset: String? = nil) -> (AddScreenView, FakeTerminal, ModuleSpy) {
        let terminal = FakeTerminal(interactive: true, input: input)
        let view = AddScreenView(terminal: terminal, presetDueDate: preset)
        let spy = ModuleSpy()
        view.eventHandler = spy
        return (view, terminal, spy)
    }

    @Test func asksTheNameThenTheDate() throws {
        let (view, terminal, spy) = screen(["Call mum", "fri 9am"])
        try view.run()
        #expect(spy.events == ["save Call mum | fri 9am"])
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.dueDatePrompt)
    }

    @Test func anEmptyNameCancels() throws {
        let (view, terminal, spy) = screen(["   "])
        try view.run()
        #expect(spy.events == ["cancel"])
        #expect(terminal.output == AddScreenView.namePrompt)
    }

    @Test func aBadDateIsExplainedAndAskedAgainWithTheNameKept() throws {
        let (view, terminal, spy) = screen(["Call mum", "someday", "tomorrow"])
        spy.refusals = [TodoError.usage("cannot read \"someday\" as a date").about(.dueDate)]
        try view.run()
        #expect(spy.events == ["save Call mum | someday", "save Call mum | tomorrow"])
        #expect(terminal.errors == "todo: cannot read \"someday\" as a date\n")
        #expect(terminal.output == AddScreenView.namePrompt + AddScreenView.dueDatePrompt + AddScreenView.dueDatePrompt)
    }

    @Test func aBadNameIsNotAnsweredByAskingTheDateAgain() {
        let (view, _, spy) = screen(["Bad", "today"])
        spy.refusals = [TodoError.usage("the name contains a control character (\\u{7})").about(.name)]
        #expect(throws: TodoError.usage("the name contains a control character (\\u{7})")) { try view.run() }
        #expect(spy.events == ["save Bad | today"])
    }

    @Test func aPresetDateIsNotAskedFor() throws {
        let (view, terminal, spy) = screen(["Call mum"], preset: "fri")
        try view.run()
        #expect(spy.events == ["save Call mum | fri"])
        #expect(terminal.output == AddScreenView.namePrompt)
    }

    @Test func endOfInputAtEitherPromptEndsTheProgram() {
        let (atName, _, nameSpy) = screen([])
        #expect(throws: EndOfInput()) { try atName.run() }
        #expect(nameSpy.events == [])
        let (atDate, _, dateSpy) = screen(["Call mum"])
        #expect(throws: EndOfInput()) { try atDate.run() }
        #expect(dateSpy.events == [])
    }

    @Test func showsWhatWasSaved() {
        let (view, terminal, _) = screen([])
        view.showSavedItem(AddDisplayData(id: 4, name: "Call mum", dueLabel: "Fri 27 Nov 09:00", due: "2026-11-27T09:00"))
        #expect(terminal.output == "Added 4: Call mum (due Fri 27 Nov 09:00)\n")
    }
}

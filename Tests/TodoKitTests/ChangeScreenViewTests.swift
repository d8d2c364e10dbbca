import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Change module's screen view against a scripted terminal: its prompts, and its last word
/// left for the List screen.
@Suite struct ChangeScreenViewTests {
    let messages = ScreenMessages()
    let handler = ChangeModuleInterfaceSpy()

    private func view(_ input: [String]) -> (ChangeScreenView, FakeTerminal) {
        let terminal = FakeTerminal(interactive: true, width: 80, input: input)
        return (ChangeScreenView(eventHandler: handler, terminal: terminal, messages: messages), terminal)
    }

    @Test func eachActionGoesToItsPresenterAction() throws {
        let (view, _) = view([])
        try view.submit(.complete(ids: ["3", "4"]))
        try view.submit(.edit(id: "3"))
        try view.submit(.remove(ids: ["5"]))
        #expect(handler.actions == [.complete(ids: ["3", "4"])])
        #expect(handler.screenActions == [.edit(id: "3"), .remove(ids: ["5"])])
    }

    @Test func theEditQuestionsShowWhatAnEmptyAnswerKeeps() throws {
        let (view, terminal) = view(["Milk", ""])
        #expect(try view.ask(.name(current: "Buy\u{1B}milk")) == "Milk")
        #expect(try view.ask(.dueDate(current: "Fri 27 Nov")) == "")
        #expect(terminal.output == "Name [Buy\\u{1B}milk]: Due [Fri 27 Nov]: ")
        #expect(ChangeScreenView.prompt(.dueDate(current: nil)) == "Due [none]: ")
    }

    @Test func theRemoveQuestionNamesEveryItem() {
        let item = { (id: Int, name: String) in ItemDisplay(id: id, name: name, due: nil) }
        #expect(ChangeScreenView.prompt(.removal([item(3, "Buy milk")])) == "Remove 3: Buy milk? [y/N] ")
        #expect(ChangeScreenView.prompt(.removal([item(3, "Buy milk"), item(4, "Eggs"), item(7, "Tea")]))
            == "Remove 3: Buy milk, 4: Eggs and 7: Tea? [y/N] ")
    }

    @Test func endOfInputEndsThePromptsLineAndIsThrown() {
        let (view, terminal) = view([])
        #expect(throws: EndOfInput()) { try view.ask(.removal([])) }
        #expect(terminal.output.hasSuffix("? [y/N] \n"))
    }

    @Test func whatChangedAndWhatWasNotAreLeftForTheListScreen() {
        let (view, terminal) = view([])
        view.showChangedItems(ChangeDisplayData(verb: "Done", items: [ItemDisplay(id: 3, name: "Buy milk", due: nil)],
                                                warnings: ["1 was already done"]))
        view.showCancelled(.notRemoved)
        view.showCancelled(.notEdited)
        #expect(terminal.output == "")
        #expect(messages.lines == [.problem("1 was already done"), .output("Done 3: Buy milk\n"),
                                   .output("Not removed.\n"), .output("Not changed.\n")])
    }

    @Test func aRefusedAnswerIsExplainedAtOnce() {
        let (view, terminal) = view([])
        view.showProblem("the name is empty")
        #expect(terminal.errors == "todo: the name is empty\n")
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List screen against a scripted terminal and a presenter double.
@Suite struct ListScreenViewTests {
    private final class ModuleSpy: ListModuleInterface {
        var events: [String] = []
        var failure: (any Error)?
        func addNewEntry() throws {
            events.append("add")
            if let failure { throw failure }
        }
        func updateView() throws { events.append("update") }
        func completeItem(id: Int) throws { events.append("complete \(id)") }
    }

    private func screen(_ input: [String]) -> (ListScreenView, FakeTerminal, ModuleSpy) {
        let terminal = FakeTerminal(interactive: true, width: 80, input: input)
        let spy = ModuleSpy()
        let view = ListScreenView(eventHandler: spy, terminal: terminal,
                                  listView: ListView(terminal: terminal, format: .text, style: TextStyle(isEnabled: false)))
        return (view, terminal, spy)
    }

    @Test func theListIsAskedForFirstThenEachLineBecomesAnEventUntilQuit() throws {
        let (view, terminal, spy) = screen(["a", "d 4", "", "huh", "q", "a"])
        try view.run()
        #expect(spy.events == ["update", "add", "complete 4", "update"])
        let prompt = "\n" + ListScreenView.prompt
        #expect(terminal.output == prompt + prompt + prompt + prompt + ListScreenView.hint + "\n" + prompt)
    }

    @Test func endOfInputEndsTheScreenOnAFreshLine() throws {
        let (view, terminal, spy) = screen([])
        try view.run()
        #expect(spy.events == ["update"])
        #expect(terminal.output == "\n" + ListScreenView.prompt + "\n")
    }

    @Test func aRefusedActionIsExplainedAndThePromptComesBack() throws {
        let (view, terminal, spy) = screen(["a", "q"])
        spy.failure = TodoError.notFound("no item has id 9")
        try view.run()
        #expect(terminal.errors == "todo: no item has id 9\n")
        #expect(spy.events == ["update", "add"])
    }

    @Test func endOfInputInsideTheAddScreenEndsTheListScreenToo() throws {
        let (view, terminal, spy) = screen(["a", "q"])
        spy.failure = EndOfInput()
        try view.run()
        #expect(terminal.output == "\n" + ListScreenView.prompt + "\n")
    }

    @Test func theListIsDrawnBelowABlankLine() {
        let (view, terminal, _) = screen([])
        view.showNoContentMessage(UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
                                                      sections: [], noContentMessage: "Nothing due."))
        #expect(terminal.output == "\nNothing due.\n")
    }
}

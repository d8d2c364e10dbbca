import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
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
        func completeItems(ids: [String]) throws { events.append("complete " + ids.joined(separator: ",")) }
        func editItem(id: String) throws { events.append("edit \(id)") }
        func removeItems(ids: [String]) throws { events.append("remove " + ids.joined(separator: ",")) }
        func undoLatestChange() throws { events.append("undo") }
        func toggleLater() throws { events.append("later") }
        func filter(words: [String]) throws { events.append("filter " + words.joined(separator: ",")) }
        func showNextPage() throws { events.append("next") }
        func showPreviousPage() throws { events.append("previous") }
    }

    /// What comes before each line read at 80 columns: a blank line, the keys, the prompt.
    private let keysAndPrompt = "\n" + ListScreenKey.line(width: 80, paged: false) + "\n" + ListScreenView.prompt

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
        let prompt = keysAndPrompt
        #expect(terminal.output == prompt + prompt + prompt + prompt + ListScreenView.hint + "\n" + prompt)
    }

    @Test func lTogglesLaterAndASlashFiltersKeepingTheWordsCase() throws {
        let (view, _, spy) = screen(["l", "later", "/ +Home  @phone milk", "/", "  /x", "q"])
        try view.run()
        #expect(spy.events == ["update", "later", "later", "filter +Home,@phone,milk", "filter ", "filter x"])
    }

    @Test(arguments: [
        ("l", ListScreenCommand.toggleLater), ("L", .toggleLater), ("/", .filter([])), ("/  ", .filter([])),
        ("/ +home", .filter(["+home"])), ("/Milk eggs", .filter(["Milk", "eggs"])), ("l 3", .unknown("l 3")),
    ])
    func screenCommandsAreRead(_ line: String, _ command: ListScreenCommand) {
        #expect(ListScreenCommand(line) == command)
    }

    @Test func endOfInputEndsTheScreenOnAFreshLine() throws {
        let (view, terminal, spy) = screen([])
        try view.run()
        #expect(spy.events == ["update"])
        #expect(terminal.output == keysAndPrompt + "\n")
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
        #expect(terminal.output == keysAndPrompt + "\n")
    }

    @Test func theListIsDrawnBelowABlankLine() {
        let (view, terminal, _) = screen([])
        view.showNoContentMessage(UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
                                                      sections: [], noContentMessage: "Nothing due."))
        #expect(terminal.output == "\nNothing due.\n")
    }

    @Test func eachKeyBecomesItsEvent() throws {
        let (view, terminal, spy) = screen(["d 3 4", "e 5", "r 6 7", "u", "?", "q"])
        try view.run()
        #expect(spy.events == ["update", "complete 3,4", "edit 5", "remove 6,7", "undo"])
        #expect(terminal.output.contains(ListScreenView.help))
    }

    /// The prompt is short, the keys on the line above it; every line of the help fits 80 columns.
    @Test func thePromptIsShortAndTheHelpFitsEightyColumns() {
        #expect(ListScreenView.prompt == "> ")
        #expect(ListScreenView.help.split(separator: "\n").allSatisfy { $0.count <= 80 })
        #expect(TextStyle(isEnabled: false, isUTF8: false).symbols(ListScreenKey.line(width: 80, paged: false))
            == "a add - d done - e edit - r rm - u undo - l later - / filter - ? help - q quit")
    }

    /// Where the terminal can, each draw starts from the top of a cleared screen; the last
    /// message comes under the list, so that nothing scrolls it away.
    @Test func aDrawClearsTheScreenThenShowsTheListThenTheMessage() {
        let terminal = FakeTerminal(interactive: true, width: 80)
        let messages = ScreenMessages()
        let view = ListScreenView(eventHandler: ModuleSpy(), terminal: terminal,
                                  listView: ListView(terminal: terminal, format: .text, style: TextStyle(isEnabled: false)),
                                  messages: messages, clearsScreen: true)
        messages.post("Done 3: Buy milk\n")
        view.showNoContentMessage(UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
                                                      sections: [], noContentMessage: "Nothing due."))
        #expect(terminal.output == "\u{1B}[H\u{1B}[2JNothing due.\nDone 3: Buy milk\n")
        #expect(messages.lines.isEmpty)
    }

    /// A refused action does not draw the list again: what was left to say is said with it.
    @Test func aRefusedActionStillShowsWhatWasLeftToSay() throws {
        let terminal = FakeTerminal(interactive: true, width: 80, input: ["a", "q"])
        let messages = ScreenMessages()
        let spy = ModuleSpy()
        spy.failure = TodoError.notFound("no item has id 9")
        let view = ListScreenView(eventHandler: spy, terminal: terminal,
                                  listView: ListView(terminal: terminal, format: .text, style: TextStyle(isEnabled: false)),
                                  messages: messages)
        messages.postProblem("3 was already done")
        try view.run()
        #expect(terminal.errors == "todo: 3 was already done\ntodo: no item has id 9\n")
    }
}

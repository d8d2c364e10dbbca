import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTerminal
import TodoTestSupport

/// The List screen view's part in paging and fitting: the rows it leaves the list, the lines
/// it draws around it (filter, page, hint), wrapped to the width, and its questions.
@Suite struct ListScreenViewPagingTests {
    private final class Presenter: ListModuleInterface {
        func addNewEntry() throws {}
        func updateView() throws {}
        func toggleLater() throws {}
        func filter(words: [String]) throws {}
        func completeItems(ids: [String]) throws {}
        func editItem(id: String) throws {}
        func removeItems(ids: [String]) throws {}
        func undoLatestChange() throws {}
        func showNextPage() throws {}
        func showPreviousPage() throws {}
    }

    private let messages = ScreenMessages()

    private func view(_ terminal: FakeTerminal) -> ListScreenView {
        ListScreenView(eventHandler: Presenter(), terminal: terminal,
                       listView: ListView(terminal: terminal, format: .text, style: TextStyle(isEnabled: false)),
                       messages: messages, clearsScreen: true)
    }

    private func data(filter: String? = nil, page: String? = nil, hint: String? = nil) -> UpcomingDisplayData {
        var data = UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
                                       sections: [UpcomingDisplaySection(title: "Today", items: [
                                           UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: ""),
                                       ])], noContentMessage: "Nothing due.", leftOutHint: hint)
        data.filterLine = filter
        data.pageLine = page
        return data
    }

    /// The height less the messages waiting (wrapped), a blank row, the keys and the prompt.
    @Test(arguments: [20, 40, 80, 200])
    func theListIsLeftTheRowsNotTakenByTheMessagesKeysAndPrompt(width: Int) {
        let terminal = FakeTerminal(interactive: true, width: width, height: 20)
        let view = view(terminal)
        #expect(view.rowsForList() == 17)
        messages.post("Done 4: Pay rent in 3 days; next is 9, due Thu 31 Dec\n")
        #expect(view.rowsForList() == 17 - TextWrapper.rowCount("Done 4: Pay rent in 3 days; next is 9, due Thu 31 Dec", width: width))
        #expect(view.rows(of: String(repeating: "word ", count: 40)) == TextWrapper.rows(String(repeating: "word ", count: 40), width: width).count)
    }

    @Test func noHeightNoPaging() {
        #expect(view(FakeTerminal(interactive: true, width: 80)).rowsForList() == nil)
    }

    @Test func theFilterLineGoesAboveThePageLineAndHintUnderWrapped() {
        let terminal = FakeTerminal(interactive: true, width: 20, height: 20)
        let view = view(terminal)
        _ = view.rowsForList()
        view.showUpcomingDisplayData(data(filter: "Filter: +home", page: "3 more: Space shows the next page",
                                          hint: "1 more after next week: l shows them"))
        #expect(terminal.output == ListScreenView.clearScreen + "Filter: +home\nToday\n  1  Buy milk\n"
            + "\n1 more after next\nweek: l shows them\n3 more: Space shows\nthe next page\n")
    }

    @Test func nothingToShowStillShowsTheFilter() {
        let terminal = FakeTerminal(interactive: true, width: 80, height: 20)
        view(terminal).showNoContentMessage(data(filter: "Filter: nothing"))
        #expect(terminal.output == ListScreenView.clearScreen + "Filter: nothing\nNothing due.\n")
    }

    /// After a paged draw the keys line names Space and b; each question reads from its own history.
    @Test func theKeysLineFollowsThePagesAndEachQuestionHasItsHistory() throws {
        let terminal = FakeTerminal(interactive: true, width: 80, height: 20, input: ["q"])
        let view = view(terminal)
        view.showUpcomingDisplayData(data(page: "3 more: Space shows the next page"))
        terminal.write("|")
        try view.run()
        #expect(terminal.output.hasSuffix("|\n" + ListScreenKey.line(width: 80, paged: true) + "\n> "))
        #expect(terminal.histories == ["keys"])
        let asking = FakeTerminal(interactive: true, input: ["3"])
        #expect(try self.view(asking).ask(.which(.remove)) == "3")
        #expect(asking.output == "Remove which? ")
        #expect(asking.histories == ["which"])
        #expect(ListScreenView.whichPrompt(.complete) == "Done which? ")
        #expect(ListScreenView.whichPrompt(.edit) == "Edit which? ")
    }

    @Test func anUnknownKeyIsExplainedWrapped() throws {
        let terminal = FakeTerminal(interactive: true, width: 20, input: ["x", "q"])
        try view(terminal).run()
        #expect(terminal.output.contains("That is not a key of\nthis screen: ? lists\nthem.\n"))
    }
}

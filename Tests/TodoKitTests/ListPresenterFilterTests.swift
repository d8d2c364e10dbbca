import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The presenter's decisions added with filters: the hint line, the "nothing" messages, the
/// Done section's labels, tags, and the List screen's `l` and `/`.
@Suite struct ListPresenterFilterTests {
    private func found(through: String? = "2026-11-29", items: [UpcomingItem] = [], words: [String] = [],
                       leftOut: LeftOutCount? = nil, showsDone: Bool = false) throws -> UpcomingItems {
        UpcomingItems(today: try Fixture.date("2026-11-21"), weekStart: .monday,
                      through: try through.map { try Fixture.date($0) }, items: items,
                      filter: ItemFilter(words: words), leftOut: leftOut, showsDone: showsDone)
    }

    @Test(arguments: [
        (LeftOutCount(later: 3, someday: 1), "3 more after next week and 1 without a date: todo list --all"),
        (LeftOutCount(later: 1, someday: 0), "1 more after next week: todo list --all"),
        (LeftOutCount(later: 0, someday: 2), "2 without a date: todo list --all"),
        (LeftOutCount(later: 12_345, someday: 10), "12345 more after next week and 10 without a date: todo list --all"),
    ])
    func theHintSaysHowManyWereLeftOutAndHow(_ leftOut: LeftOutCount, _ hint: String) throws {
        let data = ListPresenter.displayData(for: try found(leftOut: leftOut))
        #expect(data.leftOutHint == hint)
        #expect(data.leftOut == leftOut)
    }

    @Test func noHintWhenNothingWasLeftOutOrWithAll() throws {
        #expect(ListPresenter.displayData(for: try found(leftOut: LeftOutCount())).leftOutHint == nil)
        #expect(ListPresenter.displayData(for: try found(leftOut: LeftOutCount())).leftOut == LeftOutCount())
        #expect(ListPresenter.displayData(for: try found(through: nil)).leftOutHint == nil)
    }

    @Test(arguments: [
        (["+home", "@phone"], "1 more after next week: todo list +home @phone --all"),
        (["milk & eggs", "it's"], #"1 more after next week: todo list 'milk & eggs' 'it'\''s' --all"#),
        (["-x", "+home"], "1 more after next week: todo list --all -- -x +home"),
        (["\u{1B}[2J"], #"1 more after next week: todo list '\u{1B}[2J' --all"#),
    ])
    func theHintsCommandCarriesTheFilterReadyToPaste(_ words: [String], _ hint: String) throws {
        let data = ListPresenter.displayData(for: try found(words: words, leftOut: LeftOutCount(later: 1, someday: 0)))
        #expect(data.leftOutHint == hint)
    }

    @Test func nothingMatchesSaysSo() throws {
        let words = ["+home", "milk"]
        #expect(ListPresenter.displayData(for: try found(words: words)).noContentMessage
            == "Nothing matches +home milk through Sunday 29 November.")
        #expect(ListPresenter.displayData(for: try found(through: nil, words: words)).noContentMessage
            == "Nothing matches +home milk.")
        #expect(ListPresenter.displayData(for: try found(through: nil, words: ["a\u{7}"])).noContentMessage
            == "Nothing matches a\\u{7}.")
        #expect(ListPresenter.displayData(for: try found(through: nil, showsDone: true)).noContentMessage
            == "Nothing done yet.")
        #expect(ListPresenter.displayData(for: try found(through: nil, words: words, showsDone: true)).noContentMessage
            == "Nothing done matches +home milk.")
    }

    @Test func theDoneSectionIsLabelledWithTheDayItWasDone() throws {
        let items = [
            UpcomingItem(id: 8, name: "Buy eggs +Home", due: try Fixture.due("2026-11-22"), section: .done,
                         done: "2026-11-21T07:00:00Z", doneDay: try Fixture.date("2026-11-21")),
            UpcomingItem(id: 7, name: "Old chore", due: try Fixture.due("2026-11-21"), section: .done,
                         done: "2025-12-31T23:00:00Z", doneDay: try Fixture.date("2025-12-31")),
            UpcomingItem(id: 10, name: "Hand-edited", due: try Fixture.due("2026-11-12"), section: .done,
                         done: "yesterday"),
        ]
        let data = ListPresenter.displayData(for: try found(through: nil, items: items, showsDone: true))
        #expect(data.sections == [UpcomingDisplaySection(title: "Done", items: [
            UpcomingDisplayItem(id: 8, name: "Buy eggs +Home", dueLabel: "Sat 21 Nov", due: "2026-11-22",
                                done: "2026-11-21T07:00:00Z"),
            UpcomingDisplayItem(id: 7, name: "Old chore", dueLabel: "Wed 31 Dec 2025", due: "2026-11-21",
                                done: "2025-12-31T23:00:00Z"),
            UpcomingDisplayItem(id: 10, name: "Hand-edited", dueLabel: "", due: "2026-11-12", done: "yesterday"),
        ])])
    }

    @Test func openItemsCarryTheirTags() throws {
        let items = [UpcomingItem(id: 1, name: "Fix +Sink +home @x", due: try Fixture.due("2026-11-21"), section: .today)]
        let data = ListPresenter.displayData(for: try found(items: items))
        #expect(data.sections.first?.items.first?.tags == ["sink", "home"])
    }

    @Test func theScreensKeysChangeTheQueryAndAskAgain() throws {
        let interactor = ListInteractorSpy()
        let wireframe = ListWireframeSpy()
        let presenter = ListPresenter(interactor: interactor, wireframe: wireframe,
                                      query: ListQuery(filter: ItemFilter(words: ["x"])))
        try presenter.updateView()
        try presenter.toggleLater()
        try presenter.filter(words: ["+home"])
        try presenter.toggleLater()
        try presenter.filter(words: [])
        #expect(interactor.queries == [
            ListQuery(filter: ItemFilter(words: ["x"])),
            ListQuery(includingLater: true, filter: ItemFilter(words: ["x"])),
            ListQuery(includingLater: true, filter: ItemFilter(words: ["+home"])),
            ListQuery(filter: ItemFilter(words: ["+home"])),
            ListQuery(),
        ])
    }
}

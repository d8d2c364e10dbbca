import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The start day in the List module, today Saturday 2026-11-21: the interactor leaves waiting
/// items out and counts each once as waiting, and puts an undated item whose start has come in
/// Today; the presenter labels them `from DAY` and `since DAY`; the view writes the label after
/// the due label (and the repeat mark), two spaces apart, and the hint line names the waiting.
@Suite struct ListStartTests {
    private func item(_ id: Int, due: String?, start: String?, every: String? = nil) throws -> TodoItem {
        var item = TodoItem(id: id, name: "Item \(id)", due: try due.map(Fixture.due),
                            every: every.flatMap(RepeatRuleParser.rule(in:)))
        item.texts.start = start
        return item
    }

    private func found(includingLater: Bool) throws -> UpcomingItems {
        let store = InMemoryDataStore(items: [
            try item(1, due: "2026-12-07", start: "2026-12-01"),   // waiting, Later
            try item(2, due: nil, start: "2026-11-23"),            // waiting, undated
            try item(3, due: nil, start: "2026-11-18"),            // come: Today, since
            try item(4, due: nil, start: "2026-11-21"),            // come today: Today, no label
            try item(5, due: "2026-11-23", start: "2026-11-22"),   // waiting, due in Next Week
            try item(6, due: "2026-12-08", start: nil),            // Later
            try item(7, due: nil, start: nil),                     // Someday
        ])
        let interactor = ListInteractor(dataStore: store, clock: try Fixture.clock("2026-11-21"),
                                        calendar: WeekCalendar(firstWeekday: .monday))
        return try interactor.upcomingItems(includingLater: includingLater)
    }

    @Test func waitingItemsAreLeftOutAndCountedOnceAsWaiting() throws {
        let upcoming = try found(includingLater: false)
        #expect(upcoming.items.map(\.id) == [3, 4])
        #expect(upcoming.items.map(\.section) == [.today, .today])
        #expect(upcoming.leftOut == LeftOutCount(later: 1, someday: 1, waiting: 3))
    }

    @Test func withAllWaitingItemsAreInTheSectionTheirDueDateGives() throws {
        let upcoming = try found(includingLater: true)
        #expect(upcoming.items.map(\.id) == [3, 4, 5, 1, 6, 2, 7])
        #expect(upcoming.items.map(\.section) == [.today, .today, .nextWeek, .later, .later, .someday, .someday])
        #expect(upcoming.leftOut == nil)
    }

    @Test func thePresenterLabelsFromAndSince() throws {
        let data = ListPresenter.displayData(for: try found(includingLater: true))
        let lines = data.sections.flatMap(\.items).map { ($0.id, $0.dueLabel, $0.startLabel) }
        #expect(lines.map(\.0) == [3, 4, 5, 1, 6, 2, 7])
        #expect(lines.map(\.1) == ["since Wed 18 Nov", "", "Monday", "Mon 7 Dec", "Tue 8 Dec", "", ""])
        #expect(lines.map(\.2) == ["", "", "from Sun 22 Nov", "from Tue 1 Dec", "", "from Mon 23 Nov", ""])
    }

    @Test func theHintNamesTheWaitingLast() throws {
        let data = ListPresenter.displayData(for: try found(includingLater: false))
        #expect(data.leftOutHint == "1 more after next week, 1 without a date and 3 waiting: todo list --all")
        #expect(ListPresenter.leftOutHint(for: UpcomingItems(today: try Fixture.date("2026-11-21"), weekStart: .monday,
                                                             through: nil, items: [],
                                                             leftOut: LeftOutCount(waiting: 2)))
            == "2 waiting: todo list --all")
    }

    @Test func theViewWritesTheStartAfterTheLabelAndTheRepeatMark() {
        let waiting = UpcomingDisplayItem(id: 9, name: "Renew passport", dueLabel: "Mon 7 Dec", due: DueDate(iso: "2026-12-07"),
                                          every: RepeatRuleParser.rule(in: "year"), extras: nil, startLabel: "from Tue 1 Dec")
        #expect(ListTextWriter.label(of: waiting, repeatMark: " \u{21BB}") == "Mon 7 Dec \u{21BB}  from Tue 1 Dec")
        let undated = UpcomingDisplayItem(id: 2, name: "Plan", dueLabel: "", due: nil, every: nil, extras: nil,
                                          startLabel: "from Mon 23 Nov")
        #expect(ListTextWriter.label(of: undated, repeatMark: " \u{21BB}") == "from Mon 23 Nov")
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ListInteractorTests {
    private let mondayWeeks = WeekCalendar(firstWeekday: .monday)

    /// An interactor over `items` seen from `today`, wired to a fresh output spy.
    private func makeInteractor(
        items: [TodoItem], today: String, calendar: WeekCalendar? = nil
    ) throws -> (ListInteractor, ListInteractorOutputSpy, InMemoryDataStore) {
        let store = InMemoryDataStore(items: items)
        let interactor = ListInteractor(dataStore: store, clock: try Fixture.clock(today),
                                        calendar: calendar ?? mondayWeeks)
        let output = ListInteractorOutputSpy()
        interactor.output = output
        return (interactor, output, store)
    }

    private func item(_ id: Int, _ due: String, name: String? = nil, done: String? = nil) throws -> TodoItem {
        TodoItem(id: id, name: name ?? "Item \(id)", due: try Fixture.due(due), done: done)
    }

    /// A wiring mistake is an internal error (exit 70), never a silent, empty exit 0.
    @Test func findingWithoutAnOutputIsAnInternalError() throws {
        let (interactor, _, _) = try makeInteractor(items: [try item(1, "2026-11-21")], today: "2026-11-21")
        interactor.output = nil
        let error = #expect(throws: TodoError.self) { try interactor.findUpcomingItems(includingLater: false) }
        #expect(error?.status == .software)
    }

    // MARK: The window, through the interactor

    @Test(arguments: UpcomingWindowTests.rows)
    func everyDayFromYesterdayToFifteenDaysAheadLandsInItsSection(_ row: UpcomingWindowTests.Row) throws {
        let today = try Fixture.date(row.today)
        let items = try (-1...15).enumerated().map { index, offset in
            TodoItem(id: index + 1, name: "Day \(offset)", due: DueDate(date: try #require(today.adding(days: offset))))
        }
        let expected = try row.expectedSections()
        let (interactor, output, _) = try makeInteractor(items: items.reversed(), today: row.today,
                                                         calendar: WeekCalendar(firstWeekday: row.weekStart))

        try interactor.findUpcomingItems(includingLater: true)
        let all = try #require(output.received.last)
        #expect(all.items.map(\.id) == Array(1...17))
        #expect(all.items.map(\.section) == expected)
        #expect(all.through == nil)

        try interactor.findUpcomingItems(includingLater: false)
        let shown = try #require(output.received.last)
        let shownCount = expected.filter { $0 != .later }.count
        #expect(shown.items.map(\.id) == Array(1...shownCount))
        #expect(shown.items.map(\.section) == Array(expected.prefix(shownCount)))
        #expect(shown.through?.iso == row.endOfNextWeek)
        #expect(shown.today == today)
        #expect(shown.weekStart == row.weekStart)
    }

    // MARK: Which items

    @Test func theContractsExampleExactly() throws {
        let (interactor, output, _) = try makeInteractor(items: [try item(1, "2026-11-21", name: "Buy milk")],
                                                         today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: false)
        #expect(output.received == [
            UpcomingItems(today: try Fixture.date("2026-11-21"), weekStart: .monday,
                          through: try Fixture.date("2026-11-29"),
                          items: [UpcomingItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21"), section: .today)],
                          leftOut: LeftOutCount()),
        ])
    }

    @Test func doneItemsAreNeverListed() throws {
        let done = "2026-11-20T18:02:11Z"
        let (interactor, output, _) = try makeInteractor(items: [
            try item(1, "2026-11-21"),
            try item(2, "2026-11-21", done: done),
            try item(3, "2026-11-01", done: done),
            try item(4, "2026-11-22", done: done),
            try item(5, "2026-11-25", done: done),
            try item(6, "2027-06-01", done: done),
        ], today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: true)
        #expect(output.received.first?.items.map(\.id) == [1])
    }

    @Test func laterItemsOnlyWithIncludingLater() throws {
        let items = [try item(1, "2026-11-29"), try item(2, "2026-11-30"), try item(3, "2031-01-01")]
        let (interactor, output, _) = try makeInteractor(items: items, today: "2026-11-21")

        try interactor.findUpcomingItems(includingLater: false)
        try interactor.findUpcomingItems(includingLater: true)

        #expect(output.received.count == 2)
        #expect(output.received.first?.items.map(\.id) == [1])
        #expect(output.received.last?.items.map(\.id) == [1, 2, 3])
        #expect(output.received.last?.items.map(\.section) == [.nextWeek, .later, .later])
    }

    @Test func overdueItemsAreListedHoweverOld() throws {
        let (interactor, output, _) = try makeInteractor(
            items: [try item(1, "2020-01-01"), try item(2, "2026-11-20T23:59")], today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: false)
        #expect(output.received.first?.items.map(\.id) == [1, 2])
        #expect(output.received.first?.items.map(\.section) == [.overdue, .overdue])
    }

    @Test func throughIsTheEndOfNextWeekOrNilWithIncludingLater() throws {
        let (interactor, output, _) = try makeInteractor(items: [], today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: false)
        try interactor.findUpcomingItems(includingLater: true)
        #expect(output.received.map(\.through) == [try Fixture.date("2026-11-29"), nil])
        #expect(output.received.map(\.items) == [[], []])
    }

    // MARK: Order

    @Test func orderIsBySectionThenDueDateThenUntimedFirstThenTimeThenID() throws {
        // Today is Saturday 2026-11-21; with Monday weeks, next week is Mon 23 to Sun 29.
        let stored = [
            try item(1, "2026-11-25"),
            try item(5, "2026-11-24T09:00"),
            try item(2, "2026-11-24T14:30"),
            try item(9, "2026-11-24"),
            try item(3, "2026-11-23T18:00"),
            try item(4, "2026-11-24T09:00"),
            try item(7, "2026-11-21T08:00"),
            try item(6, "2026-11-21"),
            try item(8, "2026-11-20T10:00"),
            try item(10, "2026-11-19"),
            try item(11, "2026-11-22"),
        ]
        let (interactor, output, _) = try makeInteractor(items: stored, today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: false)

        let found = try #require(output.received.first)
        #expect(found.items.map(\.id) == [10, 8, 6, 7, 11, 3, 9, 4, 5, 2, 1])
        #expect(found.items.map(\.section) == [
            .overdue, .overdue, .today, .today, .tomorrow,
            .nextWeek, .nextWeek, .nextWeek, .nextWeek, .nextWeek, .nextWeek,
        ])
        #expect(found.items[3] == UpcomingItem(id: 7, name: "Item 7", due: try Fixture.due("2026-11-21T08:00"),
                                               section: .today))
    }

    // MARK: The output

    @Test func theOutputReceivesExactlyOneCallPerRequest() throws {
        let (interactor, output, _) = try makeInteractor(items: [try item(1, "2026-11-21")], today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: false)
        #expect(output.received.count == 1)
        try interactor.findUpcomingItems(includingLater: false)
        #expect(output.received.count == 2)
    }

    @Test func listingNeverWrites() throws {
        let (interactor, output, store) = try makeInteractor(items: [try item(1, "2026-11-21")], today: "2026-11-21")
        try interactor.findUpcomingItems(includingLater: true)
        #expect(store.saveCount == 0)
        #expect(output.received.count == 1)
    }

    @Test func aStoreThatCannotBeReadThrowsAndTheOutputHearsNothing() throws {
        let failure = TodoError.io("cannot read /tmp/todo.json: Permission denied")
        let interactor = ListInteractor(dataStore: FailingDataStore(failure),
                                        clock: try Fixture.clock("2026-11-21"), calendar: mondayWeeks)
        let output = ListInteractorOutputSpy()
        interactor.output = output
        #expect(throws: failure) { try interactor.findUpcomingItems(includingLater: false) }
        #expect(output.received.isEmpty)
    }
}

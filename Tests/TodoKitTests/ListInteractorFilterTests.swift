import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List interactor's rules added with filters: which items a filter keeps, how many were
/// left out (Later, Someday), and the done items. Today is Saturday 2026-11-21, Monday weeks.
@Suite struct ListInteractorFilterTests {
    private func item(_ id: Int, _ due: String?, _ name: String, done: String? = nil) throws -> TodoItem {
        TodoItem(id: id, name: name, due: try due.map { try Fixture.due($0) }, done: done)
    }

    private var items: [TodoItem] {
        get throws {
            [
                try item(1, "2026-11-21", "Buy milk +home"),
                try item(2, "2026-11-24", "Call Mum @phone +family"),
                try item(3, "2026-12-20", "Paint the fence +Home"),
                try item(4, "2027-03-01", "Renew passport"),
                try item(5, nil, "Read a book +home"),
                try item(6, nil, "Learn Go"),
                try item(7, "2026-11-21", "Old chore +home", done: "2026-11-20T18:02:11Z"),
                try item(8, "2026-11-22", "Buy eggs +home", done: "2026-11-21T07:00:00Z"),
                try item(9, "2026-11-10", "Tax return", done: "2026-11-20T18:02:11Z"),
                try item(10, "2026-11-12", "Hand-edited", done: "yesterday"),
            ]
        }
    }

    private func interactor(_ store: any TodoDataStore) throws -> (ListInteractor, ListInteractorOutputSpy) {
        let interactor = ListInteractor(dataStore: store, clock: try Fixture.clock("2026-11-21"),
                                        calendar: WeekCalendar(firstWeekday: .monday))
        let output = ListInteractorOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    /// The window is asked for (through the end of next week): the store counts the later
    /// and undated items and keeps those with a start, whose start decides what is shown and
    /// how a left-out item is counted.
    @Test func withoutAFilterTheWindowIsAskedForAndWhatIsLeftOutCounted() throws {
        let store = CountingDataStore(items: try items)
        let (interactor, output) = try interactor(store)
        try interactor.findItems(ListQuery())
        let found = try #require(output.received.last)
        #expect(found.items.map(\.id) == [1, 2])
        #expect(found.leftOut == LeftOutCount(later: 2, someday: 2))
        #expect(store.asked == [try Fixture.date("2026-11-29")])
    }

    @Test func withAllNothingIsLeftOutAndNothingIsCounted() throws {
        let (interactor, output) = try interactor(CountingDataStore(items: try items))
        try interactor.findItems(ListQuery(includingLater: true))
        let found = try #require(output.received.last)
        #expect(found.items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(found.items.map(\.section) == [.today, .nextWeek, .later, .later, .someday, .someday])
        #expect(found.leftOut == nil)
    }

    @Test(arguments: [
        (["+home"], [1], LeftOutCount(later: 1, someday: 1)),
        (["+HOME", "paint"], [], LeftOutCount(later: 1, someday: 0)),
        (["@phone"], [2], LeftOutCount()),
        (["+family", "@phone", "mum"], [2], LeftOutCount()),
        (["go"], [], LeftOutCount(later: 0, someday: 1)),
        (["nothing"], [], LeftOutCount()),
    ])
    func aFilterKeepsMatchingItemsAndCountsOnlyMatchingOnesLeftOut(_ words: [String], _ ids: [Int],
                                                                    _ leftOut: LeftOutCount) throws {
        let store = CountingDataStore(items: try items)
        let (interactor, output) = try interactor(store)
        try interactor.findItems(ListQuery(filter: ItemFilter(words: words)))
        let found = try #require(output.received.last)
        #expect(found.items.map(\.id) == ids)
        #expect(found.leftOut == leftOut)
        #expect(found.filter.words == words)
        // Every open name is needed to count the matching ones after next week.
        #expect(store.asked == [nil])
    }

    @Test func aFilterWithAllShowsEveryMatchingSection() throws {
        let (interactor, output) = try interactor(CountingDataStore(items: try items))
        try interactor.findItems(ListQuery(includingLater: true, filter: ItemFilter(words: ["+home"])))
        #expect(output.received.last?.items.map(\.id) == [1, 3, 5])
        #expect(output.received.last?.leftOut == nil)
    }

    @Test func doneItemsNewestFirstWithTheDayTheyWereDoneAndAnUnreadableStampLast() throws {
        let store = CountingDataStore(items: try items)
        let (interactor, output) = try interactor(store)
        try interactor.findItems(ListQuery(showsDone: true))
        let found = try #require(output.received.last)
        #expect(found.showsDone)
        #expect(found.items.map(\.id) == [8, 7, 9, 10])
        #expect(found.items.map(\.section) == [.done, .done, .done, .done])
        #expect(found.items.map(\.doneDay) == [try Fixture.date("2026-11-21"), try Fixture.date("2026-11-20"),
                                               try Fixture.date("2026-11-20"), nil])
        #expect(found.items.map(\.done) == ["2026-11-21T07:00:00Z", "2026-11-20T18:02:11Z", "2026-11-20T18:02:11Z", "yesterday"])
        // As for the open items, for `--json`'s shape.
        #expect(found.through == (try Fixture.date("2026-11-29")))
        #expect(found.leftOut == LeftOutCount())
        #expect(store.asked.isEmpty)
        #expect(store.fetchCount == 1)
    }

    @Test func doneItemsAreFilteredToo() throws {
        let (interactor, output) = try interactor(CountingDataStore(items: try items))
        try interactor.findItems(ListQuery(includingLater: true, filter: ItemFilter(words: ["+home"]), showsDone: true))
        #expect(output.received.last?.items.map(\.id) == [8, 7])
        #expect(output.received.last?.leftOut == nil)
    }

    @Test func theDoneDayIsTheClocksLocalDay() throws {
        /// A clock in UTC+10: 2026-11-20T18:02:11Z is already the 21st there.
        struct EastClock: Clock {
            func today() -> LocalDate { LocalDate(year: 2026, month: 11, day: 21) ?? .epoch }
            func utcTimestamp() -> String { "2026-11-21T00:00:00Z" }
            func localDate(at time: DoneTime) -> LocalDate? { DoneTime(secondsSinceEpoch: time.secondsSinceEpoch + 36_000).utcDate }
        }
        let interactor = ListInteractor(dataStore: InMemoryDataStore(items: [try item(1, "2026-11-20", "x", done: "2026-11-20T18:02:11Z")]),
                                        clock: EastClock(), calendar: WeekCalendar(firstWeekday: .monday))
        #expect(try interactor.doneItems().items.first?.doneDay == (try Fixture.date("2026-11-21")))
    }
}

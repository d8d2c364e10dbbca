import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct TodoTxtWriterTests {
    /// Done days in UTC (the frozen clock's zone).
    private let writer = TodoTxtWriter(clock: FrozenClock())

    private func items() throws -> [TodoItem] {
        [
            TodoItem(id: 1, name: "Buy milk @shop", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 2, name: "Dentist", due: try Fixture.due("2026-11-24T14:30")),
            TodoItem(id: 3, name: "Pay rent +home", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month))),
            TodoItem(id: 4, name: "Read a book", due: nil),
            TodoItem(id: 5, name: "Sweep", due: try Fixture.due("2026-11-20"), done: "2026-11-20T18:02:11Z"),
            TodoItem(id: 6, name: "Gym", due: try Fixture.due("2026-11-23"), every: RepeatRule(.weekday(.monday))),
            TodoItem(id: 7, name: "Stand-up", due: try Fixture.due("2026-11-23"), every: RepeatRule(.weekdays)),
        ]
    }

    @Test func oneLinePerItem() throws {
        #expect(String(decoding: writer.bytes(try items()), as: UTF8.self) == """
            Buy milk @shop due:2026-11-21
            Dentist due:2026-11-24 at:14:30
            Pay rent +home due:2026-12-01 rec:+1m
            Read a book
            x 2026-11-20 Sweep due:2026-11-20
            Gym due:2026-11-23 rec:+1w
            Stand-up due:2026-11-23 rec:+1b

            """)
    }

    @Test func aLineBreakInAHandEditedNameDoesNotStartAnotherItem() {
        #expect(writer.line(TodoItem(id: 1, name: "One\nTwo", due: nil)) == "One Two")
    }

    @Test func readingTheLinesBackGivesTheSameItems() throws {
        let read = try TodoTxtReader(now: "2026-11-21T09:30:00Z").records(in: writer.bytes(try items()))
        let expected = try items()
        #expect(read.map(\.name) == expected.map(\.name))
        #expect(read.map(\.due) == expected.map(\.due))
        // A weekday rule goes out as every week: the same series from a due date on that day;
        // weekdays as one business day, which reads back as weekdays.
        #expect(read.map(\.every) == expected.map(\.every).dropLast(2) + [RepeatRule(.step(count: 1, unit: .week)), RepeatRule(.weekdays)])
        #expect(read.map { $0.done.flatMap { DoneTime(stamp: $0)?.utcDate } } == expected.map { $0.done.flatMap { DoneTime(stamp: $0)?.utcDate } })
    }
}

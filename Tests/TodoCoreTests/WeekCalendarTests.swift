import Testing
@testable import TodoCore
import TodoTestSupport

/// This week and next week for every weekday as today, with weeks starting on Monday,
/// Sunday and Saturday, across the 2026/2027 year end and around 2028-02-29.
@Suite struct WeekCalendarTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let today: String
        let firstWeekday: Weekday
        let start: String
        let end: String
        let endOfNext: String

        /// `today` is written with its weekday (`2026-12-27 Sun`) so the table can be read.
        init(_ today: String, _ firstWeekday: Weekday, start: String, end: String, endOfNext: String) {
            self.today = today
            self.firstWeekday = firstWeekday
            self.start = start
            self.end = end
            self.endOfNext = endOfNext
        }

        var testDescription: String { "\(today), weeks from \(firstWeekday.name)" }
    }

    static let rows: [Row] = [
        Row("2026-12-27 Sun", .monday, start: "2026-12-21", end: "2026-12-27", endOfNext: "2027-01-03"),
        Row("2026-12-27 Sun", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2026-12-27 Sun", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2026-12-28 Mon", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2026-12-28 Mon", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2026-12-28 Mon", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2026-12-29 Tue", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2026-12-29 Tue", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2026-12-29 Tue", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2026-12-30 Wed", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2026-12-30 Wed", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2026-12-30 Wed", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2026-12-31 Thu", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2026-12-31 Thu", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2026-12-31 Thu", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2027-01-01 Fri", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2027-01-01 Fri", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2027-01-01 Fri", .saturday, start: "2026-12-26", end: "2027-01-01", endOfNext: "2027-01-08"),
        Row("2027-01-02 Sat", .monday, start: "2026-12-28", end: "2027-01-03", endOfNext: "2027-01-10"),
        Row("2027-01-02 Sat", .sunday, start: "2026-12-27", end: "2027-01-02", endOfNext: "2027-01-09"),
        Row("2027-01-02 Sat", .saturday, start: "2027-01-02", end: "2027-01-08", endOfNext: "2027-01-15"),
        Row("2028-02-27 Sun", .monday, start: "2028-02-21", end: "2028-02-27", endOfNext: "2028-03-05"),
        Row("2028-02-27 Sun", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-02-27 Sun", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-02-28 Mon", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-02-28 Mon", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-02-28 Mon", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-02-29 Tue", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-02-29 Tue", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-02-29 Tue", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-03-01 Wed", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-03-01 Wed", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-03-01 Wed", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-03-02 Thu", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-03-02 Thu", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-03-02 Thu", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-03-03 Fri", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-03-03 Fri", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-03-03 Fri", .saturday, start: "2028-02-26", end: "2028-03-03", endOfNext: "2028-03-10"),
        Row("2028-03-04 Sat", .monday, start: "2028-02-28", end: "2028-03-05", endOfNext: "2028-03-12"),
        Row("2028-03-04 Sat", .sunday, start: "2028-02-27", end: "2028-03-04", endOfNext: "2028-03-11"),
        Row("2028-03-04 Sat", .saturday, start: "2028-03-04", end: "2028-03-10", endOfNext: "2028-03-17"),
    ]

    @Test(arguments: rows)
    func weeksHoldTheirSevenDays(_ row: Row) throws {
        let today = try #require(LocalDate(iso: row.today.prefix(10)))
        #expect(today.weekday.shortName == row.today.suffix(3))
        let calendar = WeekCalendar(firstWeekday: row.firstWeekday)
        #expect(calendar.startOfWeek(containing: today).iso == row.start)
        #expect(calendar.endOfWeek(containing: today).iso == row.end)
        #expect(calendar.endOfNextWeek(containing: today).iso == row.endOfNext)
    }

    /// The reference sample's calendar test: with Sunday weeks, the end of next week from
    /// Tuesday 2005-08-02 is Saturday 2005-08-13.
    @Test func referenceSampleEndOfNextWeek() throws {
        let tuesday = try #require(LocalDate(year: 2005, month: 8, day: 2))
        let end = WeekCalendar(firstWeekday: .sunday).endOfNextWeek(containing: tuesday)
        #expect(end.iso == "2005-08-13")
        #expect(end.weekday == .saturday)
    }
}

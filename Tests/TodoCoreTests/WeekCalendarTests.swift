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

    /// The first and last weeks of the supported years, for every week start: a week that
    /// starts before 0001-01-01 still ends on the right day (its start is given as 0001-01-01),
    /// and one that would end after 9999-12-31 ends there.
    static let edgeRows: [Row] = [
        Row("0001-01-01 Mon", .monday, start: "0001-01-01", end: "0001-01-07", endOfNext: "0001-01-14"),
        Row("0001-01-01 Mon", .tuesday, start: "0001-01-01", end: "0001-01-01", endOfNext: "0001-01-08"),
        Row("0001-01-01 Mon", .wednesday, start: "0001-01-01", end: "0001-01-02", endOfNext: "0001-01-09"),
        Row("0001-01-01 Mon", .thursday, start: "0001-01-01", end: "0001-01-03", endOfNext: "0001-01-10"),
        Row("0001-01-01 Mon", .friday, start: "0001-01-01", end: "0001-01-04", endOfNext: "0001-01-11"),
        Row("0001-01-01 Mon", .saturday, start: "0001-01-01", end: "0001-01-05", endOfNext: "0001-01-12"),
        Row("0001-01-01 Mon", .sunday, start: "0001-01-01", end: "0001-01-06", endOfNext: "0001-01-13"),
        Row("0001-01-02 Tue", .monday, start: "0001-01-01", end: "0001-01-07", endOfNext: "0001-01-14"),
        Row("0001-01-02 Tue", .tuesday, start: "0001-01-02", end: "0001-01-08", endOfNext: "0001-01-15"),
        Row("0001-01-02 Tue", .wednesday, start: "0001-01-01", end: "0001-01-02", endOfNext: "0001-01-09"),
        Row("0001-01-02 Tue", .thursday, start: "0001-01-01", end: "0001-01-03", endOfNext: "0001-01-10"),
        Row("0001-01-02 Tue", .friday, start: "0001-01-01", end: "0001-01-04", endOfNext: "0001-01-11"),
        Row("0001-01-02 Tue", .saturday, start: "0001-01-01", end: "0001-01-05", endOfNext: "0001-01-12"),
        Row("0001-01-02 Tue", .sunday, start: "0001-01-01", end: "0001-01-06", endOfNext: "0001-01-13"),
        Row("0001-01-07 Sun", .monday, start: "0001-01-01", end: "0001-01-07", endOfNext: "0001-01-14"),
        Row("0001-01-07 Sun", .tuesday, start: "0001-01-02", end: "0001-01-08", endOfNext: "0001-01-15"),
        Row("0001-01-07 Sun", .wednesday, start: "0001-01-03", end: "0001-01-09", endOfNext: "0001-01-16"),
        Row("0001-01-07 Sun", .thursday, start: "0001-01-04", end: "0001-01-10", endOfNext: "0001-01-17"),
        Row("0001-01-07 Sun", .friday, start: "0001-01-05", end: "0001-01-11", endOfNext: "0001-01-18"),
        Row("0001-01-07 Sun", .saturday, start: "0001-01-06", end: "0001-01-12", endOfNext: "0001-01-19"),
        Row("0001-01-07 Sun", .sunday, start: "0001-01-07", end: "0001-01-13", endOfNext: "0001-01-20"),
        Row("0001-01-08 Mon", .monday, start: "0001-01-08", end: "0001-01-14", endOfNext: "0001-01-21"),
        Row("0001-01-08 Mon", .tuesday, start: "0001-01-02", end: "0001-01-08", endOfNext: "0001-01-15"),
        Row("0001-01-08 Mon", .wednesday, start: "0001-01-03", end: "0001-01-09", endOfNext: "0001-01-16"),
        Row("0001-01-08 Mon", .thursday, start: "0001-01-04", end: "0001-01-10", endOfNext: "0001-01-17"),
        Row("0001-01-08 Mon", .friday, start: "0001-01-05", end: "0001-01-11", endOfNext: "0001-01-18"),
        Row("0001-01-08 Mon", .saturday, start: "0001-01-06", end: "0001-01-12", endOfNext: "0001-01-19"),
        Row("0001-01-08 Mon", .sunday, start: "0001-01-07", end: "0001-01-13", endOfNext: "0001-01-20"),
        Row("9999-12-24 Fri", .monday, start: "9999-12-20", end: "9999-12-26", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .tuesday, start: "9999-12-21", end: "9999-12-27", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .wednesday, start: "9999-12-22", end: "9999-12-28", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .thursday, start: "9999-12-23", end: "9999-12-29", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .friday, start: "9999-12-24", end: "9999-12-30", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .saturday, start: "9999-12-18", end: "9999-12-24", endOfNext: "9999-12-31"),
        Row("9999-12-24 Fri", .sunday, start: "9999-12-19", end: "9999-12-25", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .monday, start: "9999-12-27", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .tuesday, start: "9999-12-21", end: "9999-12-27", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .wednesday, start: "9999-12-22", end: "9999-12-28", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .thursday, start: "9999-12-23", end: "9999-12-29", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .friday, start: "9999-12-24", end: "9999-12-30", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .saturday, start: "9999-12-25", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-27 Mon", .sunday, start: "9999-12-26", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .monday, start: "9999-12-27", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .tuesday, start: "9999-12-28", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .wednesday, start: "9999-12-29", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .thursday, start: "9999-12-30", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .friday, start: "9999-12-31", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .saturday, start: "9999-12-25", end: "9999-12-31", endOfNext: "9999-12-31"),
        Row("9999-12-31 Fri", .sunday, start: "9999-12-26", end: "9999-12-31", endOfNext: "9999-12-31"),
    ]

    @Test(arguments: rows + edgeRows)
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

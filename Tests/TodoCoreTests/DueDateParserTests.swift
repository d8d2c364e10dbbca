import Testing
@testable import TodoCore
import TodoTestSupport

/// The contract's DATE table, form by form, on reference days chosen for their edges: a
/// Friday and a Saturday, a Monday, a year end, a month end, and both sides of 2028-02-29.
/// Expected values were worked out apart from the parser (by a separate script and by hand).
@Suite struct DueDateParserTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let today: String
        let input: String
        let expected: String
        init(_ today: String, _ input: String, _ expected: String) {
            self.today = today
            self.input = input
            self.expected = expected
        }
        var testDescription: String { "\"\(input)\" on \(today)" }
    }

    struct WeekRow: Sendable, CustomTestStringConvertible {
        let today: String
        let weekStart: Weekday
        let eow: String
        let eonw: String
        init(_ today: String, _ weekStart: Weekday, eow: String, eonw: String) {
            self.today = today
            self.weekStart = weekStart
            self.eow = eow
            self.eonw = eonw
        }
        var testDescription: String { "\(today), weeks from \(weekStart.name)" }
    }

    static let everyForm: [Row] = [
        Row("2026-11-21", "today", "2026-11-21"),
        Row("2028-02-29", "today", "2028-02-29"),
        Row("2026-11-21", "tod", "2026-11-21"),
        Row("2028-02-29", "tod", "2028-02-29"),
        Row("2026-11-21", "TODAY", "2026-11-21"),
        Row("2028-02-29", "TODAY", "2028-02-29"),
        Row("2026-11-21", "  Tomorrow ", "2026-11-22"),
        Row("2028-02-29", "  Tomorrow ", "2028-03-01"),
        Row("2026-11-21", "tom", "2026-11-22"),
        Row("2028-02-29", "tom", "2028-03-01"),
        Row("2026-11-21", "yesterday", "2026-11-20"),
        Row("2028-02-29", "yesterday", "2028-02-28"),
        Row("2026-11-21", "friday", "2026-11-27"),
        Row("2028-02-29", "friday", "2028-03-03"),
        Row("2026-11-21", "fri", "2026-11-27"),
        Row("2028-02-29", "fri", "2028-03-03"),
        Row("2026-11-21", "Fri", "2026-11-27"),
        Row("2028-02-29", "Fri", "2028-03-03"),
        Row("2026-11-21", "this fri", "2026-11-27"),
        Row("2028-02-29", "this fri", "2028-03-03"),
        Row("2026-11-21", "this friday", "2026-11-27"),
        Row("2028-02-29", "this friday", "2028-03-03"),
        Row("2026-11-21", "next fri", "2026-11-27"),
        Row("2028-02-29", "next fri", "2028-03-03"),
        Row("2026-11-21", "next  Friday", "2026-11-27"),
        Row("2028-02-29", "next  Friday", "2028-03-03"),
        Row("2026-11-21", "sat", "2026-11-21"),
        Row("2028-02-29", "sat", "2028-03-04"),
        Row("2026-11-21", "next sat", "2026-11-28"),
        Row("2028-02-29", "next sat", "2028-03-04"),
        Row("2026-11-21", "sun", "2026-11-22"),
        Row("2028-02-29", "sun", "2028-03-05"),
        Row("2026-11-21", "mon", "2026-11-23"),
        Row("2028-02-29", "mon", "2028-03-06"),
        Row("2026-11-21", "tuesday", "2026-11-24"),
        Row("2028-02-29", "tuesday", "2028-02-29"),
        Row("2026-11-21", "next tue", "2026-11-24"),
        Row("2028-02-29", "next tue", "2028-03-07"),
        Row("2026-11-21", "tues", "2026-11-24"),
        Row("2028-02-29", "tues", "2028-02-29"),
        Row("2026-11-21", "wed", "2026-11-25"),
        Row("2028-02-29", "wed", "2028-03-01"),
        Row("2026-11-21", "thu", "2026-11-26"),
        Row("2028-02-29", "thu", "2028-03-02"),
        Row("2026-11-21", "thurs", "2026-11-26"),
        Row("2028-02-29", "thurs", "2028-03-02"),
        Row("2026-11-21", "next week", "2026-11-28"),
        Row("2028-02-29", "next week", "2028-03-07"),
        Row("2026-11-21", "next month", "2026-12-21"),
        Row("2028-02-29", "next month", "2028-03-29"),
        Row("2026-11-21", "next year", "2027-11-21"),
        Row("2028-02-29", "next year", "2029-02-28"),
        Row("2026-11-21", "in 3 days", "2026-11-24"),
        Row("2028-02-29", "in 3 days", "2028-03-03"),
        Row("2026-11-21", "3 days", "2026-11-24"),
        Row("2028-02-29", "3 days", "2028-03-03"),
        Row("2026-11-21", "+3d", "2026-11-24"),
        Row("2028-02-29", "+3d", "2028-03-03"),
        Row("2026-11-21", "3d", "2026-11-24"),
        Row("2028-02-29", "3d", "2028-03-03"),
        Row("2026-11-21", "in 3d", "2026-11-24"),
        Row("2028-02-29", "in 3d", "2028-03-03"),
        Row("2026-11-21", "+3 days", "2026-11-24"),
        Row("2028-02-29", "+3 days", "2028-03-03"),
        Row("2026-11-21", "1 day", "2026-11-22"),
        Row("2028-02-29", "1 day", "2028-03-01"),
        Row("2026-11-21", "0d", "2026-11-21"),
        Row("2028-02-29", "0d", "2028-02-29"),
        Row("2026-11-21", "2w", "2026-12-05"),
        Row("2028-02-29", "2w", "2028-03-14"),
        Row("2026-11-21", "in 2 weeks", "2026-12-05"),
        Row("2028-02-29", "in 2 weeks", "2028-03-14"),
        Row("2026-11-21", "1 week", "2026-11-28"),
        Row("2028-02-29", "1 week", "2028-03-07"),
        Row("2026-11-21", "1m", "2026-12-21"),
        Row("2028-02-29", "1m", "2028-03-29"),
        Row("2026-11-21", "in 1 month", "2026-12-21"),
        Row("2028-02-29", "in 1 month", "2028-03-29"),
        Row("2026-11-21", "+2 months", "2027-01-21"),
        Row("2028-02-29", "+2 months", "2028-04-29"),
        Row("2026-11-21", "1y", "2027-11-21"),
        Row("2028-02-29", "1y", "2029-02-28"),
        Row("2026-11-21", "in 1 year", "2027-11-21"),
        Row("2028-02-29", "in 1 year", "2029-02-28"),
        Row("2026-11-21", "2 years", "2028-11-21"),
        Row("2028-02-29", "2 years", "2030-02-28"),
        Row("2026-11-21", "eow", "2026-11-22"),
        Row("2028-02-29", "eow", "2028-03-05"),
        Row("2026-11-21", "end of week", "2026-11-22"),
        Row("2028-02-29", "end of week", "2028-03-05"),
        Row("2026-11-21", "eonw", "2026-11-29"),
        Row("2028-02-29", "eonw", "2028-03-12"),
        Row("2026-11-21", "end of next week", "2026-11-29"),
        Row("2028-02-29", "end of next week", "2028-03-12"),
        Row("2026-11-21", "eom", "2026-11-30"),
        Row("2028-02-29", "eom", "2028-02-29"),
        Row("2026-11-21", "end of month", "2026-11-30"),
        Row("2028-02-29", "end of month", "2028-02-29"),
        Row("2026-11-21", "2026-12-01", "2026-12-01"),
        Row("2028-02-29", "2026-12-01", "2026-12-01"),
        Row("2026-11-21", "2027-02-28", "2027-02-28"),
        Row("2028-02-29", "2027-02-28", "2027-02-28"),
        Row("2026-11-21", "2030-1-5", "2030-01-05"),
        Row("2028-02-29", "2030-1-5", "2030-01-05"),
        Row("2026-11-21", "dec 1", "2026-12-01"),
        Row("2028-02-29", "dec 1", "2028-12-01"),
        Row("2026-11-21", "1 dec", "2026-12-01"),
        Row("2028-02-29", "1 dec", "2028-12-01"),
        Row("2026-11-21", "december 1st", "2026-12-01"),
        Row("2028-02-29", "december 1st", "2028-12-01"),
        Row("2026-11-21", "1 december 2027", "2027-12-01"),
        Row("2028-02-29", "1 december 2027", "2027-12-01"),
        Row("2026-11-21", "dec 1 2027", "2027-12-01"),
        Row("2028-02-29", "dec 1 2027", "2027-12-01"),
        Row("2026-11-21", "dec 1, 2027", "2027-12-01"),
        Row("2028-02-29", "dec 1, 2027", "2027-12-01"),
        Row("2026-11-21", "feb 29", "2028-02-29"),
        Row("2028-02-29", "feb 29", "2028-02-29"),
        Row("2026-11-21", "jan 1", "2027-01-01"),
        Row("2028-02-29", "jan 1", "2029-01-01"),
        Row("2026-11-21", "sept 3", "2027-09-03"),
        Row("2028-02-29", "sept 3", "2028-09-03"),
        Row("2026-11-21", "22nd feb", "2027-02-22"),
        Row("2028-02-29", "22nd feb", "2029-02-22"),
        Row("2026-11-21", "nov 21", "2026-11-21"),
        Row("2028-02-29", "nov 21", "2028-11-21"),
        Row("2026-11-21", "mar 3rd", "2027-03-03"),
        Row("2028-02-29", "mar 3rd", "2028-03-03"),
        Row("2026-11-21", "14:30", "2026-11-21T14:30"),
        Row("2028-02-29", "14:30", "2028-02-29T14:30"),
        Row("2026-11-21", "9am", "2026-11-21T09:00"),
        Row("2028-02-29", "9am", "2028-02-29T09:00"),
        Row("2026-11-21", "9:15pm", "2026-11-21T21:15"),
        Row("2028-02-29", "9:15pm", "2028-02-29T21:15"),
        Row("2026-11-21", "9 pm", "2026-11-21T21:00"),
        Row("2028-02-29", "9 pm", "2028-02-29T21:00"),
        Row("2026-11-21", "12am", "2026-11-21T00:00"),
        Row("2028-02-29", "12am", "2028-02-29T00:00"),
        Row("2026-11-21", "12pm", "2026-11-21T12:00"),
        Row("2028-02-29", "12pm", "2028-02-29T12:00"),
        Row("2026-11-21", "12:30am", "2026-11-21T00:30"),
        Row("2028-02-29", "12:30am", "2028-02-29T00:30"),
        Row("2026-11-21", "noon", "2026-11-21T12:00"),
        Row("2028-02-29", "noon", "2028-02-29T12:00"),
        Row("2026-11-21", "midnight", "2026-11-21T00:00"),
        Row("2028-02-29", "midnight", "2028-02-29T00:00"),
        Row("2026-11-21", "0:05", "2026-11-21T00:05"),
        Row("2028-02-29", "0:05", "2028-02-29T00:05"),
        Row("2026-11-21", "at 9am", "2026-11-21T09:00"),
        Row("2028-02-29", "at 9am", "2028-02-29T09:00"),
        Row("2026-11-21", "fri at 9am", "2026-11-27T09:00"),
        Row("2028-02-29", "fri at 9am", "2028-03-03T09:00"),
        Row("2026-11-21", "tomorrow 14:30", "2026-11-22T14:30"),
        Row("2028-02-29", "tomorrow 14:30", "2028-03-01T14:30"),
        Row("2026-11-21", "2026-12-01T14:30", "2026-12-01T14:30"),
        Row("2028-02-29", "2026-12-01T14:30", "2026-12-01T14:30"),
        Row("2026-11-21", "dec 1 9am", "2026-12-01T09:00"),
        Row("2028-02-29", "dec 1 9am", "2028-12-01T09:00"),
        Row("2026-11-21", "in 3 days at noon", "2026-11-24T12:00"),
        Row("2028-02-29", "in 3 days at noon", "2028-03-03T12:00"),
        Row("2026-11-21", "eom 23:59", "2026-11-30T23:59"),
        Row("2028-02-29", "eom 23:59", "2028-02-29T23:59"),
        Row("2026-11-21", "next fri at 9:15pm", "2026-11-27T21:15"),
        Row("2028-02-29", "next fri at 9:15pm", "2028-03-03T21:15"),
        Row("2026-11-21", "dec 1 2027 at 8am", "2027-12-01T08:00"),
        Row("2028-02-29", "dec 1 2027 at 8am", "2027-12-01T08:00"),
    ]

    static let edgeDays: [Row] = [
        Row("2026-11-20", "today", "2026-11-20"),
        Row("2026-11-23", "today", "2026-11-23"),
        Row("2026-12-31", "today", "2026-12-31"),
        Row("2028-02-28", "today", "2028-02-28"),
        Row("2026-01-31", "today", "2026-01-31"),
        Row("2026-11-20", "tomorrow", "2026-11-21"),
        Row("2026-11-23", "tomorrow", "2026-11-24"),
        Row("2026-12-31", "tomorrow", "2027-01-01"),
        Row("2028-02-28", "tomorrow", "2028-02-29"),
        Row("2026-01-31", "tomorrow", "2026-02-01"),
        Row("2026-11-20", "yesterday", "2026-11-19"),
        Row("2026-11-23", "yesterday", "2026-11-22"),
        Row("2026-12-31", "yesterday", "2026-12-30"),
        Row("2028-02-28", "yesterday", "2028-02-27"),
        Row("2026-01-31", "yesterday", "2026-01-30"),
        Row("2026-11-20", "fri", "2026-11-20"),
        Row("2026-11-23", "fri", "2026-11-27"),
        Row("2026-12-31", "fri", "2027-01-01"),
        Row("2028-02-28", "fri", "2028-03-03"),
        Row("2026-01-31", "fri", "2026-02-06"),
        Row("2026-11-20", "this fri", "2026-11-20"),
        Row("2026-11-23", "this fri", "2026-11-27"),
        Row("2026-12-31", "this fri", "2027-01-01"),
        Row("2028-02-28", "this fri", "2028-03-03"),
        Row("2026-01-31", "this fri", "2026-02-06"),
        Row("2026-11-20", "next fri", "2026-11-27"),
        Row("2026-11-23", "next fri", "2026-11-27"),
        Row("2026-12-31", "next fri", "2027-01-01"),
        Row("2028-02-28", "next fri", "2028-03-03"),
        Row("2026-01-31", "next fri", "2026-02-06"),
        Row("2026-11-20", "next week", "2026-11-27"),
        Row("2026-11-23", "next week", "2026-11-30"),
        Row("2026-12-31", "next week", "2027-01-07"),
        Row("2028-02-28", "next week", "2028-03-06"),
        Row("2026-01-31", "next week", "2026-02-07"),
        Row("2026-11-20", "next month", "2026-12-20"),
        Row("2026-11-23", "next month", "2026-12-23"),
        Row("2026-12-31", "next month", "2027-01-31"),
        Row("2028-02-28", "next month", "2028-03-28"),
        Row("2026-01-31", "next month", "2026-02-28"),
        Row("2026-11-20", "next year", "2027-11-20"),
        Row("2026-11-23", "next year", "2027-11-23"),
        Row("2026-12-31", "next year", "2027-12-31"),
        Row("2028-02-28", "next year", "2029-02-28"),
        Row("2026-01-31", "next year", "2027-01-31"),
        Row("2026-11-20", "3 days", "2026-11-23"),
        Row("2026-11-23", "3 days", "2026-11-26"),
        Row("2026-12-31", "3 days", "2027-01-03"),
        Row("2028-02-28", "3 days", "2028-03-02"),
        Row("2026-01-31", "3 days", "2026-02-03"),
        Row("2026-11-20", "2w", "2026-12-04"),
        Row("2026-11-23", "2w", "2026-12-07"),
        Row("2026-12-31", "2w", "2027-01-14"),
        Row("2028-02-28", "2w", "2028-03-13"),
        Row("2026-01-31", "2w", "2026-02-14"),
        Row("2026-11-20", "1m", "2026-12-20"),
        Row("2026-11-23", "1m", "2026-12-23"),
        Row("2026-12-31", "1m", "2027-01-31"),
        Row("2028-02-28", "1m", "2028-03-28"),
        Row("2026-01-31", "1m", "2026-02-28"),
        Row("2026-11-20", "1y", "2027-11-20"),
        Row("2026-11-23", "1y", "2027-11-23"),
        Row("2026-12-31", "1y", "2027-12-31"),
        Row("2028-02-28", "1y", "2029-02-28"),
        Row("2026-01-31", "1y", "2027-01-31"),
        Row("2026-11-20", "eow", "2026-11-22"),
        Row("2026-11-23", "eow", "2026-11-29"),
        Row("2026-12-31", "eow", "2027-01-03"),
        Row("2028-02-28", "eow", "2028-03-05"),
        Row("2026-01-31", "eow", "2026-02-01"),
        Row("2026-11-20", "eonw", "2026-11-29"),
        Row("2026-11-23", "eonw", "2026-12-06"),
        Row("2026-12-31", "eonw", "2027-01-10"),
        Row("2028-02-28", "eonw", "2028-03-12"),
        Row("2026-01-31", "eonw", "2026-02-08"),
        Row("2026-11-20", "eom", "2026-11-30"),
        Row("2026-11-23", "eom", "2026-11-30"),
        Row("2026-12-31", "eom", "2026-12-31"),
        Row("2028-02-28", "eom", "2028-02-29"),
        Row("2026-01-31", "eom", "2026-01-31"),
        Row("2026-11-20", "dec 1", "2026-12-01"),
        Row("2026-11-23", "dec 1", "2026-12-01"),
        Row("2026-12-31", "dec 1", "2027-12-01"),
        Row("2028-02-28", "dec 1", "2028-12-01"),
        Row("2026-01-31", "dec 1", "2026-12-01"),
        Row("2026-11-20", "jan 1", "2027-01-01"),
        Row("2026-11-23", "jan 1", "2027-01-01"),
        Row("2026-12-31", "jan 1", "2027-01-01"),
        Row("2028-02-28", "jan 1", "2029-01-01"),
        Row("2026-01-31", "jan 1", "2027-01-01"),
        Row("2026-11-20", "1 jan", "2027-01-01"),
        Row("2026-11-23", "1 jan", "2027-01-01"),
        Row("2026-12-31", "1 jan", "2027-01-01"),
        Row("2028-02-28", "1 jan", "2029-01-01"),
        Row("2026-01-31", "1 jan", "2027-01-01"),
        Row("2026-11-20", "dec 31", "2026-12-31"),
        Row("2026-11-23", "dec 31", "2026-12-31"),
        Row("2026-12-31", "dec 31", "2026-12-31"),
        Row("2028-02-28", "dec 31", "2028-12-31"),
        Row("2026-01-31", "dec 31", "2026-12-31"),
        Row("2026-11-20", "feb 29", "2028-02-29"),
        Row("2026-11-23", "feb 29", "2028-02-29"),
        Row("2026-12-31", "feb 29", "2028-02-29"),
        Row("2028-02-28", "feb 29", "2028-02-29"),
        Row("2026-01-31", "feb 29", "2028-02-29"),
    ]

    static let weekEnds: [WeekRow] = [
        WeekRow("2026-11-21", .monday, eow: "2026-11-22", eonw: "2026-11-29"),
        WeekRow("2026-11-21", .sunday, eow: "2026-11-21", eonw: "2026-11-28"),
        WeekRow("2026-11-21", .saturday, eow: "2026-11-27", eonw: "2026-12-04"),
        WeekRow("2026-11-22", .monday, eow: "2026-11-22", eonw: "2026-11-29"),
        WeekRow("2026-11-22", .sunday, eow: "2026-11-28", eonw: "2026-12-05"),
        WeekRow("2026-11-22", .saturday, eow: "2026-11-27", eonw: "2026-12-04"),
        WeekRow("2026-11-23", .monday, eow: "2026-11-29", eonw: "2026-12-06"),
        WeekRow("2026-11-23", .sunday, eow: "2026-11-28", eonw: "2026-12-05"),
        WeekRow("2026-11-23", .saturday, eow: "2026-11-27", eonw: "2026-12-04"),
        WeekRow("2026-12-31", .monday, eow: "2027-01-03", eonw: "2027-01-10"),
        WeekRow("2026-12-31", .sunday, eow: "2027-01-02", eonw: "2027-01-09"),
        WeekRow("2026-12-31", .saturday, eow: "2027-01-01", eonw: "2027-01-08"),
        WeekRow("2028-02-29", .monday, eow: "2028-03-05", eonw: "2028-03-12"),
        WeekRow("2028-02-29", .sunday, eow: "2028-03-04", eonw: "2028-03-11"),
        WeekRow("2028-02-29", .saturday, eow: "2028-03-03", eonw: "2028-03-10"),
    ]

    @Test(arguments: everyForm + edgeDays)
    func readsEachForm(_ row: Row) throws {
        let parser = try DueDateParserTests.parser(today: row.today)
        #expect(try parser.parse(row.input).iso == row.expected)
    }

    @Test(arguments: weekEnds)
    func weekEndsFollowTheWeekStart(_ row: WeekRow) throws {
        let today = try #require(LocalDate(iso: row.today))
        let parser = DueDateParser(today: today, calendar: WeekCalendar(firstWeekday: row.weekStart))
        #expect(try parser.parse("eow").iso == row.eow)
        #expect(try parser.parse("end of week").iso == row.eow)
        #expect(try parser.parse("eonw").iso == row.eonw)
        #expect(try parser.parse("end of next week").iso == row.eonw)
    }

    /// Days at the ends of the supported years, where every step must stay inside them.
    static let extremeDays: [Row] = [
        Row("9999-12-31", "today", "9999-12-31"),
        Row("9999-12-31", "fri", "9999-12-31"),
        Row("9999-12-31", "eom", "9999-12-31"),
        Row("9999-12-31", "dec 31", "9999-12-31"),
        Row("9999-12-31", "yesterday 23:59", "9999-12-30T23:59"),
        Row("0001-01-01", "today", "0001-01-01"),
        Row("0001-01-01", "eow", "0001-01-07"),
        Row("0001-01-01", "tomorrow", "0001-01-02"),
        Row("0001-01-01", "in 9998 years", "9999-01-01"),
    ]

    @Test(arguments: extremeDays)
    func readsFormsAtTheEndsOfTime(_ row: Row) throws {
        let parser = try DueDateParserTests.parser(today: row.today)
        #expect(try parser.parse(row.input).iso == row.expected)
    }

    @Test func weekEndsAtTheFirstDayEverCountFromTheWeekBeforeIt() throws {
        // 0001-01-01 is a Monday: with Sunday weeks its week began on a day before year 1.
        let parser = try DueDateParserTests.parser(today: "0001-01-01", weekStart: .sunday)
        #expect(try parser.parse("eow").iso == "0001-01-06")
        #expect(try parser.parse("eonw").iso == "0001-01-13")
    }

    /// `eow` and `eonw` are counted from today rather than asked of `WeekCalendar` (so they can
    /// refuse a week that runs past year 9999); inside the years they must agree with it.
    @Test(arguments: Weekday.allCases)
    func weekEndsAgreeWithTheWeekCalendar(_ weekStart: Weekday) throws {
        let calendar = WeekCalendar(firstWeekday: weekStart)
        let first = try #require(LocalDate(iso: "2026-12-20"))
        for offset in 0..<21 {
            let today = try #require(first.adding(days: offset))
            let parser = DueDateParser(today: today, calendar: calendar)
            #expect(try parser.parse("eow").date == calendar.endOfWeek(containing: today))
            #expect(try parser.parse("eonw").date == calendar.endOfNextWeek(containing: today))
        }
    }

    static let refusals: [String] = [
        "12/01/2026", "12/01", "2026.12.01", "2026-02-30", "2027-02-29", "0000-01-01", "feb 30",
        "apr 31", "february 30th", "25:00", "24:00", "13pm", "0am", "9:60", "9:5", "12:345",
        "1:30:00", "", "   ", "in 99999999999999999999 days", "in 9223372036854775807 days",
        "9223372036854775807d", "9223372036854775807 weeks", "1317624576693539402w",
        "in 999999 months", "99999 years", "10000y", "dec 1 10000", "1 dec 0000", "dec 1 27",
        "2026-12-01T", "2026-12-01 T14:30", "2026-12-01t 14:30", "2026-12-01T14:30Z", "T14:30",
        "tomorrow at", "at", "fri at", "at at 9am", "fri 9", "next", "this", "this week",
        "next next fri", "this next fri", "last fri", "-3d", "3 days ago", "1th dec", "dec 2st",
        "dec 1,", "noon 9am", "fri9am", "dec1", "1dec", "in in 3d", "+ 3d", "++3d",
        "3dd", "3 fortnights", "friday friday", "today tomorrow", "dec", "1", "2026", "14", "now 5pm", "5pm now", "now at 9am",
        "tomorrow noon noon", "12:30 am pm", "1 2 3", "tomorrow,", ",", "+", "-", ":",
        "\u{FF46}\u{FF52}\u{FF49}", "fri\u{301}", "\u{212A}",
    ]

    @Test(arguments: refusals)
    func refusesAnythingElse(_ input: String) throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        let error = try #require(throws: TodoError.self) { try parser.parse(input) }
        #expect(error.status == .usage)
        #expect(error.status.rawValue == 64)
        #expect(error.message == "cannot read \"\(input)\" as a date; try " + DueDateParser.acceptedForms)
    }

    /// Steps that would leave the years 1...9999 are refused, not wrapped or clamped.
    @Test(arguments: [
        ("9999-12-31", "tomorrow"), ("9999-12-31", "eow"), ("9999-12-31", "eonw"),
        ("9999-12-31", "next fri"), ("9999-12-31", "sat"), ("9999-12-31", "next week"),
        ("9999-12-31", "1m"), ("9999-12-31", "1y"), ("9999-12-31", "jan 1"), ("9999-12-02", "dec 1"),
        ("9996-03-01", "feb 29"), ("0001-01-01", "yesterday"), ("2026-11-21", "in 2932897 days"),
    ])
    func refusesDaysOutsideTheSupportedYears(_ today: String, _ input: String) throws {
        let parser = try DueDateParserTests.parser(today: today)
        let error = try #require(throws: TodoError.self) { try parser.parse(input) }
        #expect(error.status == .usage)
    }

    @Test func refusalsEscapeControlCharacters() throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        let cases = [
            ("\u{1B}[31mfri", #""\u{1B}[31mfri""#), ("fri\u{0}", #""fri\u{0}""#),
            ("tom\u{7F}", #""tom\u{7F}""#), ("\u{9B}2J", #""\u{9B}2J""#),
            ("fri\u{202E}", #""fri\u{202E}""#), ("\t", #""\u{9}""#),
        ]
        for (input, quoted) in cases {
            let error = try #require(throws: TodoError.self) { try parser.parse(input) }
            #expect(error.message == "cannot read \(quoted) as a date; try " + DueDateParser.acceptedForms)
            #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func acceptedFormsAreOneLine() {
        #expect(DueDateParser.acceptedForms == "today, tomorrow, fri, \"next fri\", \"in 3 days\", 2w, eow, eom, 15th, "
            + "2026-12-01, 1.12., \"dec 1\", with an optional time before or after: 9am, 14:30, noon")
    }

    /// The hint is what a person copies to a shell: a form of several words is quoted, since
    /// more words after it would otherwise read as part of it, and every form it names is read.
    @Test func theHintQuotesTheFormsOfSeveralWordsAndEachOneIsADate() throws {
        let forms = DueDateParser.acceptedForms.replacingOccurrences(of: "with an optional time before or after: ", with: "")
            .components(separatedBy: ", ")
        let parser = try Self.parser(today: "2026-11-21")
        for form in forms {
            let isQuoted = form.hasPrefix("\"") && form.hasSuffix("\"")
            #expect(isQuoted == form.contains(" "), "\(form)")
            #expect(throws: Never.self, "\(form)") { try parser.parse(form.trimmingCharacters(in: ["\""])) }
        }
    }

    @Test func surroundingWhiteSpaceOfAnyKindIsIgnored() throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        #expect(try parser.parse("\t next\t fri  at   9am \n").iso == "2026-11-27T09:00")
        #expect(try parser.parse("\u{A0}tomorrow\u{3000}").iso == "2026-11-22")
    }

    static func parser(today iso: String, weekStart: Weekday = .monday) throws -> DueDateParser {
        let today = try #require(LocalDate(iso: iso))
        return DueDateParser(today: today, calendar: WeekCalendar(firstWeekday: weekStart))
    }
}

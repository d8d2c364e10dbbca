import Testing
@testable import TodoCore
import TodoTestSupport

/// The DATE table's rows added after 0.1: `eoy`, a day of the month alone (`15th`), and a time
/// before the day (`9am tomorrow`). Expected values worked out by hand from a calendar.
@Suite struct DueDateParserNewFormsTests {
    typealias Row = DueDateParserTests.Row

    static let endOfYear: [Row] = [
        Row("2026-11-21", "eoy", "2026-12-31"),
        Row("2026-11-21", "end of year", "2026-12-31"),
        Row("2026-11-21", "  End  Of YEAR ", "2026-12-31"),
        Row("2026-12-31", "eoy", "2026-12-31"),
        Row("2026-01-01", "EOY", "2026-12-31"),
        Row("2028-02-29", "eoy", "2028-12-31"),
        Row("2026-11-21", "eoy 17:00", "2026-12-31T17:00"),
        Row("2026-11-21", "end of year at noon", "2026-12-31T12:00"),
    ]

    static let daysOfTheMonth: [Row] = [
        // Saturday 21 November 2026: today counts, earlier days of November go to December.
        Row("2026-11-21", "21st", "2026-11-21"),
        Row("2026-11-21", "22nd", "2026-11-22"),
        Row("2026-11-21", "23rd", "2026-11-23"),
        Row("2026-11-21", "30th", "2026-11-30"),
        Row("2026-11-21", "15th", "2026-12-15"),
        Row("2026-11-21", "1st", "2026-12-01"),
        Row("2026-11-21", "the 1st", "2026-12-01"),
        Row("2026-11-21", "The 2nd", "2026-12-02"),
        Row("2026-11-21", "3rd", "2026-12-03"),
        Row("2026-11-21", "11th", "2026-12-11"),
        Row("2026-11-21", "12th", "2026-12-12"),
        Row("2026-11-21", "13th", "2026-12-13"),
        Row("2026-11-21", "01st", "2026-12-01"),
        // November has no 31st: December 31.
        Row("2026-11-21", "31st", "2026-12-31"),
        Row("2026-11-01", "31st", "2026-12-31"),
        // February: the 29th only in a leap year, the 30th and 31st never.
        Row("2026-02-01", "29th", "2026-03-29"),
        Row("2026-02-01", "30th", "2026-03-30"),
        Row("2026-02-01", "31st", "2026-03-31"),
        Row("2028-02-01", "29th", "2028-02-29"),
        Row("2028-02-29", "29th", "2028-02-29"),
        Row("2028-02-29", "30th", "2028-03-30"),
        Row("2028-02-29", "1st", "2028-03-01"),
        // After the 31st of a 31-day month, April (30 days) is passed over for May.
        Row("2026-03-31", "31st", "2026-03-31"),
        Row("2026-04-01", "31st", "2026-05-31"),
        // Across the year's end.
        Row("2026-12-31", "31st", "2026-12-31"),
        Row("2026-12-31", "1st", "2027-01-01"),
        Row("2026-12-02", "1st", "2027-01-01"),
        Row("2026-11-21", "15th 9am", "2026-12-15T09:00"),
        Row("2026-11-21", "the 1st at 14:30", "2026-12-01T14:30"),
    ]

    static let timeBeforeTheDay: [Row] = [
        Row("2026-11-21", "9am tomorrow", "2026-11-22T09:00"),
        Row("2026-11-21", "9 am tomorrow", "2026-11-22T09:00"),
        Row("2026-11-21", "noon fri", "2026-11-27T12:00"),
        Row("2026-11-21", "14:30 dec 1", "2026-12-01T14:30"),
        Row("2026-11-21", "9am next friday", "2026-11-27T09:00"),
        Row("2026-11-20", "9am next friday", "2026-11-27T09:00"),
        Row("2026-11-21", "9:15pm 2026-12-01", "2026-12-01T21:15"),
        Row("2026-11-21", "midnight eoy", "2026-12-31T00:00"),
        Row("2026-11-21", "12am 15th", "2026-12-15T00:00"),
        Row("2026-11-21", "12pm in 3 days", "2026-11-24T12:00"),
        Row("2026-11-21", "8:05 1 december 2027", "2027-12-01T08:05"),
        Row("2026-11-21", "  9AM   Tomorrow ", "2026-11-22T09:00"),
        Row("2026-11-21", "6pm yesterday", "2026-11-20T18:00"),
        Row("2026-11-21", "9am today", "2026-11-21T09:00"),
    ]

    @Test(arguments: endOfYear + daysOfTheMonth + timeBeforeTheDay)
    func readsTheNewForms(_ row: Row) throws {
        let parser = try DueDateParserTests.parser(today: row.today)
        #expect(try parser.parse(row.input).iso == row.expected)
    }

    /// The suffix must be the day's own and glued to it; a bare number is never a day.
    @Test(arguments: [
        "15", "the 15", "the", "15 th", "1th", "2th", "3th", "11st", "12nd", "13rd", "21th", "22th",
        "23th", "31th", "0th", "00th", "32nd", "99th", "100th", "the the 1st", "1st the", "15th15th",
        "9am at tomorrow", "at 9am tomorrow", "9am tomorrow 10am", "9amtomorrow", "9am,tomorrow",
        "noon noon fri", "9am 9am", "14:30dec 1", "eoy eoy", "end of the year", "9 tomorrow",
    ])
    func refusesNearMisses(_ input: String) throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        let error = try #require(throws: TodoError.self) { try parser.parse(input) }
        #expect(error.message == "cannot read \"\(input)\" as a date; try " + DueDateParser.acceptedForms)
    }

    @Test func aDayOfTheMonthPastTheLastSupportedDayIsRefused() throws {
        let parser = try DueDateParserTests.parser(today: "9999-12-31")
        #expect(try parser.parse("31st").iso == "9999-12-31")
        #expect(try parser.parse("eoy").iso == "9999-12-31")
        #expect(throws: TodoError.self) { try parser.parse("1st") }
        #expect(throws: TodoError.self) { try parser.parse("9am 1st") }
    }
}

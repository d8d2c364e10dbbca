import Testing
@testable import TodoCore
import TodoTestSupport

/// The DATE table's rows of issue 32, dates as people type them: `tmr`, `eod`, `tonight`,
/// `now`, the weekend, year-first slashes and dotted day-first dates. Expected values worked
/// out by hand from a calendar (2026-11-21 is a Saturday, 2026-11-22 a Sunday).
@Suite struct DueDateParserPeopleFormsTests {
    typealias Row = DueDateParserTests.Row

    static let words: [Row] = [
        Row("2026-11-21", "tmr", "2026-11-22"),
        Row("2026-11-21", "TMRW", "2026-11-22"),
        Row("2026-12-31", "tmrw", "2027-01-01"),
        Row("2026-11-21", "tmr 5pm", "2026-11-22T17:00"),
        Row("2026-11-21", "eod", "2026-11-21"),
        Row("2026-11-21", "end of day", "2026-11-21"),
        Row("2026-11-21", "End  Of Day", "2026-11-21"),
        Row("2026-11-21", "eod 17:00", "2026-11-21T17:00"),
        Row("2026-11-21", "tonight", "2026-11-21T20:00"),
        Row("2026-11-21", "this evening", "2026-11-21T20:00"),
        Row("2026-11-21", "tonight 9pm", "2026-11-21T21:00"),
        Row("2026-11-21", "tonight at 21:30", "2026-11-21T21:30"),
        Row("2026-11-21", "9pm tonight", "2026-11-21T21:00"),
        Row("2026-11-21", "this evening 7:45pm", "2026-11-21T19:45"),
        Row("2026-11-21", "fri at 9am", "2026-11-27T09:00"),
        Row("2026-11-21", "noon fri", "2026-11-27T12:00"),
        Row("2026-11-21", "9am tomorrow", "2026-11-22T09:00"),
    ]

    /// Each weekday of one week, Monday 2026-11-16 to Sunday 2026-11-22.
    static let weekends: [Row] = [
        Row("2026-11-16", "weekend", "2026-11-21"), Row("2026-11-16", "next weekend", "2026-11-28"),
        Row("2026-11-17", "weekend", "2026-11-21"), Row("2026-11-17", "next weekend", "2026-11-28"),
        Row("2026-11-18", "this weekend", "2026-11-21"), Row("2026-11-18", "next weekend", "2026-11-28"),
        Row("2026-11-19", "weekend", "2026-11-21"), Row("2026-11-19", "next weekend", "2026-11-28"),
        Row("2026-11-20", "weekend", "2026-11-21"), Row("2026-11-20", "next weekend", "2026-11-28"),
        Row("2026-11-21", "weekend", "2026-11-21"), Row("2026-11-21", "next weekend", "2026-11-28"),
        // On a Sunday the weekend is still on: today; the next one starts six days later.
        Row("2026-11-22", "weekend", "2026-11-22"), Row("2026-11-22", "this weekend", "2026-11-22"),
        Row("2026-11-22", "next weekend", "2026-11-28"),
        Row("2026-12-31", "weekend", "2027-01-02"), Row("2026-12-31", "next weekend", "2027-01-09"),
        Row("2026-11-20", "weekend 10am", "2026-11-21T10:00"),
    ]

    static let numbers: [Row] = [
        Row("2026-11-21", "2026/12/01", "2026-12-01"),
        Row("2026-11-21", "2026/12/1", "2026-12-01"),
        Row("2026-11-21", "2027/2/28 9:15pm", "2027-02-28T21:15"),
        Row("2026-11-21", "2028/02/29", "2028-02-29"),
        // A year-first date is that date, past or not.
        Row("2026-11-21", "2026/1/5", "2026-01-05"),
        Row("2026-11-21", "1.12.2026", "2026-12-01"),
        Row("2026-11-21", "01.12.2026", "2026-12-01"),
        Row("2026-11-21", "31.12.2027", "2027-12-31"),
        Row("2026-11-21", "1.12.", "2026-12-01"),
        Row("2026-11-21", "21.11.", "2026-11-21"),
        // Without a year, never in the past: the next one.
        Row("2026-11-21", "20.11.", "2027-11-20"),
        Row("2026-11-21", "29.2.", "2028-02-29"),
        Row("2026-11-21", "1.12. 9am", "2026-12-01T09:00"),
        Row("2026-11-21", "1.12.2026 at 14:30", "2026-12-01T14:30"),
        Row("2026-11-21", "14:30 1.12.", "2026-12-01T14:30"),
    ]

    @Test(arguments: words + weekends + numbers)
    func readsTheForm(_ row: Row) throws {
        let parser = try DueDateParserTests.parser(today: row.today)
        #expect(try parser.parse(row.input).iso == row.expected)
    }

    /// `now` is today at the time it is, to the minute; with `--today`, that day at that time.
    @Test func nowIsTodayAtTheCurrentTime() throws {
        let time = try #require(LocalTime(hour: 14, minute: 7))
        let parser = DueDateParser(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday),
                                   currentTime: time)
        #expect(try parser.parse("now").iso == "2026-11-21T14:07")
        #expect(try parser.parse("  NOW ").iso == "2026-11-21T14:07")
        for input in ["now 5pm", "now at 5pm", "5pm now", "now tomorrow", "tomorrow now", "right now"] {
            #expect(throws: TodoError.self, "\(input)") { try parser.parse(input) }
        }
    }

    /// The source hands the parser its clock's time of day, which a fixed today keeps.
    @Test func theParserSourceTakesTheTimeFromTheClock() throws {
        let clock = FixedClock(today: try Fixture.date("2026-12-24"), stamps: SystemClock())
        let before = SystemClock().localTimeNow()
        let due = try DueDateParserSource(clock: clock, calendar: WeekCalendar(firstWeekday: .monday)).parser().parse("now")
        let after = SystemClock().localTimeNow()
        #expect(due.date == (try Fixture.date("2026-12-24")))
        let time = try #require(due.time)
        // A minute may turn between the readings; then it is one of the two.
        #expect(time == before || time == after)
    }

    @Test(arguments: [
        "1.12", "1.12.26", "1.12.026", "1.12.20266", "1 .12.", "1. 12.", "1.12 .", "32.1.", "0.1.", "1.13.", "30.2.2026",
        "12/01/2026", "12/01", "2026/12-01", "2026-12/01", "2026/13/1", "2026/2/30", "26/12/1", "2026/12/1/",
        "2026/12/01T14:30", "tmrrw", "end of days", "this tonight", "next tonight", "weekends", "last weekend",
        "next this weekend", "eod eod", "tonight tonight",
    ])
    func refusesNearMisses(_ input: String) throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        let error = try #require(throws: TodoError.self) { try parser.parse(input) }
        #expect(error.message == "cannot read \"\(input)\" as a date; try " + DueDateParser.acceptedForms)
    }

    /// The declaration the manual, the help and the completions are made from promises only
    /// what the parser reads, and names every phrase the parser knows.
    @Test func theDeclaredFormsAreTheParsersForms() throws {
        let parser = try DueDateParserTests.parser(today: "2026-11-21")
        for form in DateForm.table {
            for example in form.examples + form.offered {
                let reads = DueDateParser.meansNoDate(example) || (try? parser.parse(example)) != nil
                #expect(reads, "\(example)")
                #expect((form.kind == .noDate) == DueDateParser.meansNoDate(example), "\(example)")
            }
        }
        let declared = Set(DateForm.table.flatMap(\.examples))
        for phrase in DateWords.phrases.keys {
            #expect(declared.contains(phrase), "\(phrase) is read but not declared")
        }
    }
}

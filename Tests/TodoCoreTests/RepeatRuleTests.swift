import Testing
@testable import TodoCore
import TodoTestSupport

/// The series a rule makes: the next date after a done item, early, on time and late.
@Suite struct RepeatRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let due: String
        let today: String
        let next: String
        /// The rule the next item carries.
        let nextRule: String
        var testDescription: String { "\(rule) due \(due), done \(today)" }

        init(_ rule: String, due: String, today: String, next: String, nextRule: String? = nil) {
            self.rule = rule
            self.due = due
            self.today = today
            self.next = next
            self.nextRule = nextRule ?? rule
        }
    }

    private static let steps: [Case] = [
        // Days: early, on time, late (the missed ones are skipped).
        Case("day", due: "2026-11-20", today: "2026-11-18", next: "2026-11-21"),
        Case("day", due: "2026-11-20", today: "2026-11-20", next: "2026-11-21"),
        Case("day", due: "2026-11-20", today: "2026-11-25", next: "2026-11-26"),
        Case("3 days", due: "2026-11-20", today: "2026-11-20", next: "2026-11-23"),
        Case("3 days", due: "2026-11-20", today: "2026-11-23", next: "2026-11-26"),
        Case("3 days", due: "2026-11-20", today: "2026-11-24", next: "2026-11-26"),
        Case("3 days", due: "2026-11-20", today: "2026-11-01", next: "2026-11-23"),
        // Weeks keep the weekday of the series.
        Case("week", due: "2026-11-20", today: "2026-11-18", next: "2026-11-27"),
        Case("week", due: "2026-11-20", today: "2026-11-20", next: "2026-11-27"),
        Case("week", due: "2026-11-20", today: "2026-12-05", next: "2026-12-11"),
        Case("2 weeks", due: "2026-11-20", today: "2026-11-20", next: "2026-12-04"),
        Case("2 weeks", due: "2026-11-20", today: "2026-12-04", next: "2026-12-18"),
        Case("2 weeks", due: "2026-12-28", today: "2026-12-28", next: "2027-01-11"),
        // Months: the series' day where the month has it, else the last day, then back.
        Case("month", due: "2026-12-15", today: "2026-12-01", next: "2027-01-15"),
        Case("month", due: "2026-01-31", today: "2026-01-31", next: "2026-02-28", nextRule: "month on the 31st"),
        Case("month on the 31st", due: "2026-02-28", today: "2026-02-28", next: "2026-03-31", nextRule: "month"),
        Case("month", due: "2026-03-31", today: "2026-03-31", next: "2026-04-30", nextRule: "month on the 31st"),
        Case("month on the 31st", due: "2026-04-30", today: "2026-04-30", next: "2026-05-31", nextRule: "month"),
        Case("month", due: "2028-01-31", today: "2028-01-31", next: "2028-02-29", nextRule: "month on the 31st"),
        Case("month", due: "2028-01-30", today: "2028-01-30", next: "2028-02-29", nextRule: "month on the 30th"),
        Case("month on the 30th", due: "2028-02-29", today: "2028-02-29", next: "2028-03-30", nextRule: "month"),
        Case("month", due: "2028-02-29", today: "2028-02-29", next: "2028-03-29"),
        Case("month", due: "2026-01-31", today: "2026-05-15", next: "2026-05-31"),
        Case("month", due: "2026-01-31", today: "2026-05-31", next: "2026-06-30", nextRule: "month on the 31st"),
        Case("month", due: "2026-12-31", today: "2026-12-31", next: "2027-01-31"),
        Case("3 months", due: "2026-11-30", today: "2026-11-30", next: "2027-02-28", nextRule: "3 months on the 30th"),
        Case("3 months on the 30th", due: "2027-02-28", today: "2027-03-10", next: "2027-05-30", nextRule: "3 months"),
        Case("3 months", due: "2026-11-30", today: "2027-06-01", next: "2027-08-30"),
        // Years: Feb 29 through the years without one.
        Case("year", due: "2028-02-29", today: "2028-02-29", next: "2029-02-28", nextRule: "year on the 29th"),
        Case("year on the 29th", due: "2031-02-28", today: "2031-02-28", next: "2032-02-29", nextRule: "year"),
        Case("year on the 29th", due: "2029-02-28", today: "2031-03-01", next: "2032-02-29", nextRule: "year"),
        Case("year", due: "2026-11-20", today: "2026-01-01", next: "2027-11-20"),
        Case("2 years", due: "2026-03-01", today: "2029-01-01", next: "2030-03-01"),
        Case("2 years", due: "2026-03-01", today: "2030-03-01", next: "2032-03-01"),
    ]

    /// Wednesday 18 November 2026: every weekday's next date, never the same day.
    private static let weekdays: [Case] = [
        Case("monday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-23"),
        Case("tuesday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-24"),
        Case("wednesday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-25"),
        Case("thursday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-19"),
        Case("friday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-20"),
        Case("saturday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-21"),
        Case("sunday", due: "2026-11-18", today: "2026-11-18", next: "2026-11-22"),
        // Early: after the due date; late: after today.
        Case("monday", due: "2026-11-23", today: "2026-11-18", next: "2026-11-30"),
        Case("monday", due: "2026-11-23", today: "2026-11-30", next: "2026-12-07"),
        Case("monday", due: "2026-11-23", today: "2026-12-02", next: "2026-12-07"),
    ]

    /// Monday to Friday, from a due date on each day of the week (16 to 22 November 2026),
    /// done early (three days before), on the day, and late (two days after): the first
    /// Monday-to-Friday day after both the due date and today.
    private static let mondayToFriday: [Case] = [
        Case("weekdays", due: "2026-11-16", today: "2026-11-13", next: "2026-11-17"),
        Case("weekdays", due: "2026-11-16", today: "2026-11-16", next: "2026-11-17"),
        Case("weekdays", due: "2026-11-16", today: "2026-11-18", next: "2026-11-19"),
        Case("weekdays", due: "2026-11-17", today: "2026-11-14", next: "2026-11-18"),
        Case("weekdays", due: "2026-11-17", today: "2026-11-17", next: "2026-11-18"),
        Case("weekdays", due: "2026-11-17", today: "2026-11-19", next: "2026-11-20"),
        Case("weekdays", due: "2026-11-18", today: "2026-11-15", next: "2026-11-19"),
        Case("weekdays", due: "2026-11-18", today: "2026-11-18", next: "2026-11-19"),
        Case("weekdays", due: "2026-11-18", today: "2026-11-20", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-19", today: "2026-11-16", next: "2026-11-20"),
        Case("weekdays", due: "2026-11-19", today: "2026-11-19", next: "2026-11-20"),
        Case("weekdays", due: "2026-11-19", today: "2026-11-21", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-20", today: "2026-11-17", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-20", today: "2026-11-20", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-20", today: "2026-11-22", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-21", today: "2026-11-18", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-21", today: "2026-11-21", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-21", today: "2026-11-23", next: "2026-11-24"),
        Case("weekdays", due: "2026-11-22", today: "2026-11-19", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-22", today: "2026-11-22", next: "2026-11-23"),
        Case("weekdays", due: "2026-11-22", today: "2026-11-24", next: "2026-11-25"),
        // Across the year's end.
        Case("weekdays", due: "2026-12-31", today: "2026-12-31", next: "2027-01-01"),
        Case("weekdays", due: "2027-12-31", today: "2027-12-31", next: "2028-01-03"),
    ]

    @Test(arguments: steps + weekdays + mondayToFriday)
    func nextDate(_ example: Case) throws {
        let rule = try RepeatRuleParser.parse(example.rule)
        let next = try #require(rule.next(after: try Fixture.date(example.due), today: try Fixture.date(example.today)))
        #expect(next.date.iso == example.next)
        #expect(next.rule.text == example.nextRule)
    }

    /// A series that has been following the month ends keeps doing so for years, through a leap year.
    @Test func monthEndsThroughALeapYear() throws {
        var rule = try RepeatRuleParser.parse("month")
        var due = try Fixture.date("2027-01-31")
        var dates: [String] = []
        for _ in 0..<15 {
            let next = try #require(rule.next(after: due, today: due))
            dates.append(next.date.iso)
            (due, rule) = (next.date, next.rule)
        }
        #expect(dates == ["2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30", "2027-07-31",
                          "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31", "2028-01-31",
                          "2028-02-29", "2028-03-31", "2028-04-30"])
    }

    @Test func aSeriesPastTheLastYearEnds() throws {
        let rule = try RepeatRuleParser.parse("year")
        #expect(rule.next(after: try Fixture.date("9999-06-01"), today: try Fixture.date("9999-06-01")) == nil)
        #expect(try RepeatRuleParser.parse("day").next(after: try Fixture.date("9999-12-31"),
                                                        today: try Fixture.date("9999-12-31")) == nil)
        #expect(try RepeatRuleParser.parse("weekdays").next(after: try Fixture.date("9999-12-31"),
                                                             today: try Fixture.date("9999-12-31")) == nil)
    }

    @Test func restartingDropsTheKeptDay() throws {
        #expect(try RepeatRuleParser.parse("month on the 31st").restarted.text == "month")
        #expect(try RepeatRuleParser.parse("2 weeks").restarted.text == "2 weeks")
    }
}

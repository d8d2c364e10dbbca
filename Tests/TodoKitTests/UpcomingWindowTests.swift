import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The section rules of `todo list`, checked against tables worked out by hand (and with an
/// independent calendar), never against the code under test.
@Suite struct UpcomingWindowTests {
    /// One today and week start, with the expected ends of this week and next week, and the
    /// expected section of each day from T-1 through T+15, one letter a day:
    /// O Overdue, T Today, M toMorrow, W later this Week, N Next week, L Later.
    struct Row: Sendable, CustomTestStringConvertible {
        let today: String
        let weekStart: Weekday
        let endOfWeek: String
        let endOfNextWeek: String
        let sections: String

        init(_ today: String, _ weekStart: Weekday, endOfWeek: String, endOfNextWeek: String, sections: String) {
            self.today = today
            self.weekStart = weekStart
            self.endOfWeek = endOfWeek
            self.endOfNextWeek = endOfNextWeek
            self.sections = sections
        }

        var testDescription: String { "\(today) \(weekStart.shortName)-weeks" }

        /// The expected sections, T-1 first.
        func expectedSections(sourceLocation: SourceLocation = #_sourceLocation) throws -> [UpcomingSection] {
            try sections.map { letter in
                try #require(UpcomingWindowTests.legend[letter], "no section is lettered \(letter)",
                             sourceLocation: sourceLocation)
            }
        }
    }

    static let legend: [Character: UpcomingSection] = [
        "O": .overdue, "T": .today, "M": .tomorrow, "W": .laterThisWeek, "N": .nextWeek, "L": .later,
    ]

    /// Every weekday as today, under each week start, across the 2026/2027 year end
    /// (Thu 2026-12-31) and around the leap day Tue 2028-02-29.
    static let rows: [Row] = [
        // Monday weeks across the year end: the week of Mon 28 Dec runs to Sun 3 Jan.
        Row("2026-12-27", .monday, endOfWeek: "2026-12-27", endOfNextWeek: "2027-01-03", sections: "OTMNNNNNNLLLLLLLL"),
        Row("2026-12-28", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMWWWWWNNNNNNNLL"),
        Row("2026-12-29", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2026-12-30", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2026-12-31", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2027-01-01", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMWNNNNNNNLLLLLL"),
        Row("2027-01-02", .monday, endOfWeek: "2027-01-03", endOfNextWeek: "2027-01-10", sections: "OTMNNNNNNNLLLLLLL"),
        // Sunday weeks: the week of Sun 27 Dec runs to Sat 2 Jan.
        Row("2026-12-27", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMWWWWWNNNNNNNLL"),
        Row("2026-12-28", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2026-12-29", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2026-12-30", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2026-12-31", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMWNNNNNNNLLLLLL"),
        Row("2027-01-01", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMNNNNNNNLLLLLLL"),
        Row("2027-01-02", .sunday, endOfWeek: "2027-01-02", endOfNextWeek: "2027-01-09", sections: "OTMNNNNNNLLLLLLLL"),
        // Saturday weeks: the week of Sat 26 Dec runs to Fri 1 Jan.
        Row("2026-12-27", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2026-12-28", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2026-12-29", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2026-12-30", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMWNNNNNNNLLLLLL"),
        Row("2026-12-31", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMNNNNNNNLLLLLLL"),
        Row("2027-01-01", .saturday, endOfWeek: "2027-01-01", endOfNextWeek: "2027-01-08", sections: "OTMNNNNNNLLLLLLLL"),
        Row("2027-01-02", .saturday, endOfWeek: "2027-01-08", endOfNextWeek: "2027-01-15", sections: "OTMWWWWWNNNNNNNLL"),
        // Monday weeks around the leap day: the week of Mon 28 Feb runs to Sun 5 Mar.
        Row("2028-02-26", .monday, endOfWeek: "2028-02-27", endOfNextWeek: "2028-03-05", sections: "OTMNNNNNNNLLLLLLL"),
        Row("2028-02-27", .monday, endOfWeek: "2028-02-27", endOfNextWeek: "2028-03-05", sections: "OTMNNNNNNLLLLLLLL"),
        Row("2028-02-28", .monday, endOfWeek: "2028-03-05", endOfNextWeek: "2028-03-12", sections: "OTMWWWWWNNNNNNNLL"),
        Row("2028-02-29", .monday, endOfWeek: "2028-03-05", endOfNextWeek: "2028-03-12", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2028-03-01", .monday, endOfWeek: "2028-03-05", endOfNextWeek: "2028-03-12", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2028-03-02", .monday, endOfWeek: "2028-03-05", endOfNextWeek: "2028-03-12", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2028-03-03", .monday, endOfWeek: "2028-03-05", endOfNextWeek: "2028-03-12", sections: "OTMWNNNNNNNLLLLLL"),
        // Sunday weeks: the week of Sun 27 Feb runs to Sat 4 Mar.
        Row("2028-02-26", .sunday, endOfWeek: "2028-02-26", endOfNextWeek: "2028-03-04", sections: "OTMNNNNNNLLLLLLLL"),
        Row("2028-02-27", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMWWWWWNNNNNNNLL"),
        Row("2028-02-28", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2028-02-29", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2028-03-01", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2028-03-02", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMWNNNNNNNLLLLLL"),
        Row("2028-03-03", .sunday, endOfWeek: "2028-03-04", endOfNextWeek: "2028-03-11", sections: "OTMNNNNNNNLLLLLLL"),
        // Saturday weeks: the week of Sat 26 Feb runs to Fri 3 Mar, through the leap day.
        Row("2028-02-26", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMWWWWWNNNNNNNLL"),
        Row("2028-02-27", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMWWWWNNNNNNNLLL"),
        Row("2028-02-28", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMWWWNNNNNNNLLLL"),
        Row("2028-02-29", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMWWNNNNNNNLLLLL"),
        Row("2028-03-01", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMWNNNNNNNLLLLLL"),
        Row("2028-03-02", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMNNNNNNNLLLLLLL"),
        Row("2028-03-03", .saturday, endOfWeek: "2028-03-03", endOfNextWeek: "2028-03-10", sections: "OTMNNNNNNLLLLLLLL"),
    ]

    @Test func theTableCoversEveryWeekdayUnderEveryWeekStart() throws {
        for weekStart in [Weekday.monday, .sunday, .saturday] {
            let todays = try UpcomingWindowTests.rows.filter { $0.weekStart == weekStart }
                .map { try Fixture.date($0.today).weekday }
            #expect(Set(todays) == Set(Weekday.allCases), "\(weekStart)")
        }
    }

    @Test(arguments: rows)
    func weekEnds(_ row: Row) throws {
        let today = try Fixture.date(row.today)
        let calendar = WeekCalendar(firstWeekday: row.weekStart)
        let window = UpcomingWindow(today: today, calendar: calendar)
        #expect(window.today == today)
        #expect(window.through.iso == row.endOfNextWeek)
        #expect(calendar.endOfWeek(containing: today).iso == row.endOfWeek)
        #expect(calendar.endOfNextWeek(containing: today).iso == row.endOfNextWeek)
    }

    @Test(arguments: rows)
    func sectionOfEachDayFromYesterdayToFifteenDaysAhead(_ row: Row) throws {
        let today = try Fixture.date(row.today)
        let window = UpcomingWindow(today: today, calendar: WeekCalendar(firstWeekday: row.weekStart))
        let found = try (-1...15).map { offset in
            window.section(for: try #require(today.adding(days: offset)))
        }
        #expect(found == (try row.expectedSections()))
    }

    /// The reference sample put tomorrow under Next Week when tomorrow starts the next week;
    /// the contract says Tomorrow wins.
    @Test(arguments: [
        ("2027-01-02", Weekday.sunday, "2027-01-03"),    // Saturday, Sunday weeks
        ("2026-11-22", Weekday.monday, "2026-11-23"),    // Sunday, Monday weeks
        ("2027-01-01", Weekday.saturday, "2027-01-02"),  // Friday, Saturday weeks
        ("2004-10-09", Weekday.sunday, "2004-10-10"),    // the reference sample's own case
    ])
    func tomorrowIsTomorrowEvenWhenItStartsNextWeek(today: String, weekStart: Weekday, tomorrow: String) throws {
        let window = UpcomingWindow(today: try Fixture.date(today), calendar: WeekCalendar(firstWeekday: weekStart))
        #expect(window.section(for: try Fixture.date(tomorrow)) == .tomorrow)
    }

    @Test func dueTimeOfDayNeverMovesASection() throws {
        let window = UpcomingWindow(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        #expect(window.section(for: try Fixture.due("2026-11-21T00:00").date) == .today)
        #expect(window.section(for: try Fixture.due("2026-11-21T23:59").date) == .today)
    }

    @Test func overdueReachesFarBackAndLaterFarAhead() throws {
        let window = UpcomingWindow(today: try Fixture.date("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        #expect(window.section(for: try Fixture.date("0001-01-01")) == .overdue)
        #expect(window.section(for: try Fixture.date("9999-12-31")) == .later)
    }

    @Test func theLastSupportedDayDoesNotTrap() throws {
        let lastDay = try Fixture.date("9999-12-31")
        let window = UpcomingWindow(today: lastDay, calendar: WeekCalendar(firstWeekday: .monday))
        #expect(window.section(for: lastDay) == .today)
        #expect(window.through == lastDay)
    }
}

extension UpcomingWindowTests {
    /// The reference sample's calendar and relative-date tests (mutualmobile/VIPER-SWIFT), with
    /// its Sunday weeks, ported to the contract's sections.
    @Suite("Reference sample") struct ReferenceSample {
        private let sundayWeeks = WeekCalendar(firstWeekday: .sunday)

        private func section(of date: String, today: String) throws -> UpcomingSection {
            UpcomingWindow(today: try Fixture.date(today), calendar: sundayWeeks).section(for: try Fixture.date(date))
        }

        @Test func endOfNextWeekDuringTheSameYear() throws {
            let window = UpcomingWindow(today: try Fixture.date("2005-08-02"), calendar: sundayWeeks)
            #expect(window.through.iso == "2005-08-13")
        }

        @Test func endOfNextWeekDuringTheFollowingYear() throws {
            let window = UpcomingWindow(today: try Fixture.date("2005-12-27"), calendar: sundayWeeks)
            #expect(window.through.iso == "2006-01-07")
        }

        /// The sample left such dates out of range; the contract lists them as Overdue.
        @Test func aDateBeforeTodayIsOverdue() throws {
            #expect(try section(of: "2000-01-01", today: "2000-01-02") == .overdue)
        }

        @Test func todayIsToday() throws {
            #expect(try section(of: "2000-01-01", today: "2000-01-01") == .today)
        }

        @Test func tomorrowDuringTheSameWeekIsTomorrow() throws {
            #expect(try section(of: "2004-01-03", today: "2004-01-02") == .tomorrow)
        }

        /// The sample said Next Week here; the contract says Tomorrow.
        @Test func tomorrowDuringNextWeekIsStillTomorrow() throws {
            #expect(try section(of: "2004-10-10", today: "2004-10-09") == .tomorrow)
        }

        @Test func afterTomorrowButThisWeekIsLaterThisWeek() throws {
            #expect(try section(of: "2004-03-06", today: "2004-03-02") == .laterThisWeek)
        }

        @Test func duringTheWeekAfterTodayIsNextWeek() throws {
            #expect(try section(of: "2004-07-11", today: "2004-07-06") == .nextWeek)
        }

        @Test func duringTheWeekAfterTodayInTheNextYearIsNextWeek() throws {
            #expect(try section(of: "2006-01-02", today: "2005-12-29") == .nextWeek)
        }

        /// The sample's "out of range": shown as Later, with `--all` only.
        @Test func beyondNextWeekIsLater() throws {
            #expect(try section(of: "2005-09-25", today: "2005-09-14") == .later)
        }
    }
}

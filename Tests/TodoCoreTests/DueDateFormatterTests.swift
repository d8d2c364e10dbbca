import Testing
@testable import TodoCore
import TodoTestSupport

@Suite struct DueDateFormatterTests {
    /// Seen from Saturday 2026-11-21.
    private func formatter(today: String = "2026-11-21") throws -> DueDateFormatter {
        DueDateFormatter(today: try Fixture.date(today))
    }

    @Test(arguments: [
        ("2026-11-26", "Thursday"),
        ("2026-11-26T14:30", "Thursday 14:30"),
        ("2026-11-22T00:00", "Sunday 00:00"),
        ("2027-01-07", "Thursday"),
        ("2028-02-29T23:59", "Tuesday 23:59"),
    ])
    func weekdayLabelIsTheFullWeekdayAndTheTime(due: String, label: String) throws {
        #expect(try formatter().weekdayLabel(try Fixture.due(due)) == label)
    }

    @Test(arguments: [
        ("2026-11-20", "Fri 20 Nov"),
        ("2026-12-01T09:05", "Tue 1 Dec 09:05"),
        ("2027-01-07", "Thu 7 Jan 2027"),
        ("2025-12-31T00:00", "Wed 31 Dec 2025 00:00"),
        ("2028-02-29", "Tue 29 Feb 2028"),
    ])
    func dateLabelHasTheYearOnlyWhenItIsNotTodaysYear(due: String, label: String) throws {
        #expect(try formatter().dateLabel(try Fixture.due(due)) == label)
    }

    /// The label over many years (one to four digits, today's, a leap year), every month and
    /// day, with and without a time, against one joined here from the pieces it names.
    @Test func dateLabelAgreesWithTheJoinedLabel() throws {
        let formatter = try formatter()
        let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var random = SeededRandom(seed: 0xDA7E)
        var checked = 0
        for year in [1, 9, 10, 99, 100, 999, 1000, 2025, 2026, 2027, 2028, 9999] {
            for month in 1...12 {
                for day in 1...31 {
                    guard let date = LocalDate(year: year, month: month, day: day) else { continue }
                    let time = random.time()
                    let due = DueDate(date: date, time: time)
                    var joined = date.weekday.shortName + " \(day) " + shortMonths[month - 1]
                    if year != 2026 { joined += " \(year)" }
                    if let time { joined += " " + time.iso }
                    #expect(formatter.dateLabel(due) == joined, "\(due)")
                    checked += 1
                }
            }
        }
        #expect(checked == 12 * 365 + 1)
    }

    @Test func dateLabelDropsTheYearOnceItIsThisYear() throws {
        #expect(try formatter(today: "2027-01-01").dateLabel(try Fixture.due("2027-01-07")) == "Thu 7 Jan")
    }

    @Test(arguments: [
        ("2026-01-01", "Thu 1 Jan"), ("2026-02-01", "Sun 1 Feb"), ("2026-03-01", "Sun 1 Mar"),
        ("2026-04-01", "Wed 1 Apr"), ("2026-05-01", "Fri 1 May"), ("2026-06-01", "Mon 1 Jun"),
        ("2026-07-01", "Wed 1 Jul"), ("2026-08-01", "Sat 1 Aug"), ("2026-09-01", "Tue 1 Sep"),
        ("2026-10-01", "Thu 1 Oct"), ("2026-11-01", "Sun 1 Nov"), ("2026-12-01", "Tue 1 Dec"),
    ])
    func dateLabelInEveryMonth(due: String, label: String) throws {
        #expect(try formatter().dateLabel(try Fixture.due(due)) == label)
    }

    @Test(arguments: [("2026-11-21", ""), ("2026-11-21T00:00", "00:00"), ("2026-11-21T09:05", "09:05"),
                      ("2026-11-21T23:59", "23:59")])
    func timeLabelIsTheTimeOrNothing(due: String, label: String) throws {
        #expect(try formatter().timeLabel(try Fixture.due(due)) == label)
    }

    @Test(arguments: [
        ("2026-11-21", "2026-11-29", "Sunday 29 November"),
        ("2026-11-21", "2026-11-26", "Thursday 26 November"),
        ("2026-12-28", "2027-01-10", "Sunday 10 January 2027"),
        ("2028-02-26", "2028-02-29", "Tuesday 29 February"),
        ("2026-01-01", "2026-01-01", "Thursday 1 January"),
    ])
    func longDateHasTheFullNamesAndTheYearOnlyWhenNotThisYear(today: String, date: String, label: String) throws {
        #expect(try formatter(today: today).longDate(try Fixture.date(date)) == label)
    }

    /// `todo show`'s label: the weekday and the year always, whatever today is.
    @Test(arguments: [
        ("2026-11-21", "Saturday 21 November 2026"),
        ("2026-11-24T14:30", "Tuesday 24 November 2026 14:30"),
        ("2027-01-07T09:05", "Thursday 7 January 2027 09:05"),
        ("2028-02-29", "Tuesday 29 February 2028"),
    ])
    func fullLabelHasTheWeekdayTheYearAndTheTime(due: String, label: String) throws {
        #expect(DueDateFormatter.fullLabel(try Fixture.due(due)) == label)
        #expect(DueDateFormatter.fullDate(try Fixture.due(due).date) == label.split(separator: " ").prefix(4).joined(separator: " "))
    }

    @Test func monthNames() throws {
        #expect(LocalDate.monthNames == ["January", "February", "March", "April", "May", "June", "July",
                                         "August", "September", "October", "November", "December"])
        #expect(try Fixture.date("2026-09-01").monthName == "September")
        #expect(try Fixture.date("2026-09-01").shortMonthName == "Sep")
    }
}

import Testing
@testable import TodoCore
import TodoTestSupport

@Suite struct LocalDateTests {
    @Test func dayNumbersRoundTrip() {
        for days in stride(from: -719_162, through: 2_932_896, by: 997) {
            let date = LocalDate(daysSinceEpoch: days)
            #expect(date?.daysSinceEpoch == days)
        }
    }

    @Test func knownWeekdays() {
        #expect(LocalDate(year: 1970, month: 1, day: 1)?.weekday == .thursday)
        #expect(LocalDate(year: 2026, month: 11, day: 21)?.weekday == .saturday)
        #expect(LocalDate(year: 2028, month: 2, day: 29)?.weekday == .tuesday)
        #expect(LocalDate(year: 2005, month: 8, day: 2)?.weekday == .tuesday)
    }

    @Test func impossibleDatesAreRefused() {
        #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2028, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
        #expect(LocalDate(iso: "2026-02-30") == nil)
        #expect(LocalDate(iso: "2026-2-3") == nil)
        #expect(LocalDate(iso: "2026-12-01")?.iso == "2026-12-01")
    }

    @Test func monthStepsKeepToTheMonthsEnd() {
        let jan31 = LocalDate(year: 2028, month: 1, day: 31)
        #expect(jan31?.adding(months: 1)?.iso == "2028-02-29")
        #expect(LocalDate(year: 2026, month: 1, day: 31)?.adding(months: 1)?.iso == "2026-02-28")
        #expect(LocalDate(year: 2028, month: 2, day: 29)?.adding(years: 1)?.iso == "2029-02-28")
        #expect(LocalDate(year: 2026, month: 12, day: 31)?.adding(months: -1)?.iso == "2026-11-30")
        #expect(LocalDate(year: 2026, month: 11, day: 21)?.adding(months: 2)?.iso == "2027-01-21")
        #expect(LocalDate(year: 9999, month: 12, day: 1)?.adding(months: 1) == nil)
        #expect(LocalDate(year: 2026, month: 1, day: 1)?.adding(days: Int.max) == nil)
    }

    @Test func dueDatesOrderUntimedFirst() throws {
        let day = try #require(DueDate(iso: "2026-11-21"))
        let nine = try #require(DueDate(iso: "2026-11-21T09:00"))
        let later = try #require(DueDate(iso: "2026-11-21T14:30"))
        #expect(day < nine)
        #expect(nine < later)
        #expect(!(nine < day))
        #expect(later.iso == "2026-11-21T14:30")
        #expect(DueDate(iso: "2026-11-21T24:00") == nil)
        #expect(DueDate(iso: "2026-11-21 14:30") == nil)
    }

    @Test(arguments: [(-719_163, "0001-01-01"), (-719_162, "0001-01-01"), (-719_161, "0001-01-02"), (0, "1970-01-01"),
                      (2_932_896, "9999-12-31"), (2_932_897, "9999-12-31"), (Int.min, "0001-01-01"), (Int.max, "9999-12-31")])
    func clampingKeepsToTheSupportedYears(days: Int, iso: String) {
        #expect(LocalDate(clampingDaysSinceEpoch: days).iso == iso)
    }
}

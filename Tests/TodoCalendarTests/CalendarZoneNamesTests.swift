import Testing
@testable import TodoCalendar
import TodoFileSystem

/// The names calendar programs write in a `TZID`, and the zones they are.
@Suite struct CalendarZoneNamesTests {
    @Test func triesTheNameThenWindowsZoneThenEachEndingAfterASlash() {
        #expect(CalendarZoneNames.candidates(for: "Europe/Paris") == ["Europe/Paris", "Paris"])
        #expect(CalendarZoneNames.candidates(for: "W. Europe Standard Time") == ["W. Europe Standard Time", "Europe/Berlin"])
        #expect(CalendarZoneNames.candidates(for: "/mozilla.org/20050126_1/America/Los_Angeles")
                == ["/mozilla.org/20050126_1/America/Los_Angeles", "mozilla.org/20050126_1/America/Los_Angeles",
                    "20050126_1/America/Los_Angeles", "America/Los_Angeles", "Los_Angeles"])
        #expect(CalendarZoneNames.candidates(for: "x/") == ["x/"])
    }

    /// Every zone the table names is one the time-zone database has.
    @Test func everyWindowsNameLeadsToAZoneOfTheDatabase() {
        for (windows, zone) in CalendarZoneNames.windows {
            #expect(ZoneInfoDatabase.rules(named: zone) != nil, "\(windows) → \(zone)")
        }
    }
}

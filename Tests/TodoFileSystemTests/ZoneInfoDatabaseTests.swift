import Foundation
import Testing
@testable import TodoCore
import TodoFileSystem

/// The zones read from the system's TZif files against Foundation's `TimeZone` (ICU's own
/// copy of the tz database): the same offset at every instant tried, past the files' last
/// transitions too, where the footer's rule takes over.
@Suite struct ZoneInfoDatabaseTests {
    static let zones = ["Europe/Paris", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/Sao_Paulo",
                        "Pacific/Chatham", "Africa/Casablanca", "Asia/Tehran", "America/St_Johns", "Europe/Dublin", "UTC"]

    @Test(arguments: zones)
    func offsetsAreFoundations(_ name: String) throws {
        let rules = try #require(ZoneInfoDatabase.rules(named: name))
        let zone = try #require(TimeZone(identifier: name))
        // Every 5 days and 7 hours from 1900 to 2100: every season, every time of day.
        var instant = -2_208_988_800
        while instant < 4_102_444_800 {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
            #expect(rules.offset(atUTC: instant) == expected, "\(name) at \(instant)")
            if rules.offset(atUTC: instant) != expected { return }
            instant += 5 * 86_400 + 7 * 3_600
        }
    }

    /// 2026 in Paris: summer time from 29 March 02:00 (clocks to 03:00) to 25 October 03:00 (back to 02:00).
    @Test(arguments: [
        ("2026-01-15T12:00", "2026-01-15T11:00"), ("2026-07-15T12:00", "2026-07-15T10:00"),
        // Never shown: read with the offset before the change, so an hour later than written.
        ("2026-03-29T02:30", "2026-03-29T01:30"),
        // Shown twice: the first time.
        ("2026-10-25T02:30", "2026-10-25T00:30"), ("2026-10-25T03:30", "2026-10-25T02:30"),
    ])
    func wallClockTimesInParis(_ wallClock: String, _ utc: String) throws {
        let rules = try #require(ZoneInfoDatabase.rules(named: "Europe/Paris"))
        #expect(rules.instant(atWallClock: try Self.seconds(wallClock)) == (try Self.seconds(utc)))
    }

    @Test(arguments: ["", "/etc/passwd", "../../etc/passwd", "Europe/../../etc/passwd", "Made up", "Europe/Nowhere",
                      "Europe//Paris", "Europe/Paris/", ".", "Europe", "\u{0}", String(repeating: "a", count: 300)])
    func namesOutsideTheDatabaseAreNone(_ name: String) {
        #expect(ZoneInfoDatabase.rules(named: name) == nil)
    }

    @Test func aFileThatIsNoZoneIsNone() {
        #expect(ZoneRules(name: "x", tzif: []) == nil)
        #expect(ZoneRules(name: "x", tzif: Array("TZif2".utf8) + Array(repeating: 0, count: 100)) == nil)
        #expect(ZoneRules(name: "x", tzif: Array("not a zone file at all, but long enough to hold a header".utf8)) == nil)
    }

    private static func seconds(_ text: String) throws -> Int {
        let due = try #require(DueDate(iso: text))
        let time = try #require(due.time)
        return due.date.daysSinceEpoch * 86_400 + time.hour * 3_600 + time.minute * 60
    }
}

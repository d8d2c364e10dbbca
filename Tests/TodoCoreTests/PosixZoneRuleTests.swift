import Testing
@testable import TodoCore

/// POSIX `TZ` rules, as TZif footers give them, at the instants their clocks change.
@Suite struct PosixZoneRuleTests {
    /// Seconds since 1970 of a UTC time.
    private static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Int {
        (LocalDate(year: year, month: month, day: day)?.daysSinceEpoch ?? 0) * 86_400 + hour * 3_600 + minute * 60
    }

    @Test func centralEurope() throws {
        let rule = try #require(PosixZoneRule("CET-1CEST,M3.5.0,M10.5.0/3".utf8))
        // 2040: last Sunday of March is the 25th, of October the 28th; changes at 01:00 UTC.
        #expect(rule.offset(atUTC: Self.utc(2040, 3, 25, 0, 59)) == 3_600)
        #expect(rule.offset(atUTC: Self.utc(2040, 3, 25, 1)) == 7_200)
        #expect(rule.offset(atUTC: Self.utc(2040, 10, 28, 0, 59)) == 7_200)
        #expect(rule.offset(atUTC: Self.utc(2040, 10, 28, 1)) == 3_600)
    }

    @Test func southernHemisphereSummerRunsOverTheNewYear() throws {
        let rule = try #require(PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3".utf8))
        // 2040: first Sunday of October is the 7th (02:00 local = 16:00 UTC the day before);
        // first Sunday of April the 1st (03:00 summer time = 16:00 UTC the day before).
        #expect(rule.offset(atUTC: Self.utc(2040, 1, 15, 0)) == 39_600)
        #expect(rule.offset(atUTC: Self.utc(2040, 3, 31, 15, 59)) == 39_600)
        #expect(rule.offset(atUTC: Self.utc(2040, 3, 31, 16)) == 36_000)
        #expect(rule.offset(atUTC: Self.utc(2040, 10, 6, 15, 59)) == 36_000)
        #expect(rule.offset(atUTC: Self.utc(2040, 10, 6, 16)) == 39_600)
    }

    @Test func otherForms() throws {
        #expect(try #require(PosixZoneRule("<+0530>-5:30".utf8)).offset(atUTC: 0) == 19_800)
        #expect(try #require(PosixZoneRule("UTC0".utf8)).offset(atUTC: 0) == 0)
        #expect(try #require(PosixZoneRule("<-03>3".utf8)).offset(atUTC: 0) == -10_800)
        // No days given: the US rule, as glibc reads it (2040: 11 March, 4 November).
        let us = try #require(PosixZoneRule("EST5EDT".utf8))
        #expect(us.offset(atUTC: Self.utc(2040, 3, 11, 6, 59)) == -18_000)
        #expect(us.offset(atUTC: Self.utc(2040, 3, 11, 7)) == -14_400)
        // Julian days (J60 is 1 March even in a leap year) and zero-based days (59 is 29 February in one).
        let julian = try #require(PosixZoneRule("AAA0BBB,J60,J300".utf8))
        #expect(julian.offset(atUTC: Self.utc(2040, 2, 29, 12)) == 0)
        #expect(julian.offset(atUTC: Self.utc(2040, 3, 1, 12)) == 3_600)
        let zeroBased = try #require(PosixZoneRule("AAA0BBB,59,300".utf8))
        #expect(zeroBased.offset(atUTC: Self.utc(2040, 2, 29, 12)) == 3_600)
        #expect(zeroBased.offset(atUTC: Self.utc(2040, 2, 28, 12)) == 0)
    }

    @Test(arguments: ["", "CE-1", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.6.0,M10.5.0",
                      "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,J365", "CET-1CEST,M3.5.0,M10.5.0/", "CET-1 ", "<+05-5"])
    func notRules(_ text: String) {
        #expect(PosixZoneRule(text.utf8) == nil)
    }
}

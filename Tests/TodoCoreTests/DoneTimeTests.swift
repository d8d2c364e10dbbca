import Testing
@testable import TodoCore
import TodoTestSupport

/// Reading a `done` stamp as an instant, and the local day a clock puts it on.
@Suite struct DoneTimeTests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0),
        ("2026-11-20T18:02:11Z", 1_795_197_731),
        ("2026-11-20T18:02Z", 1_795_197_720),
        ("2026-11-20T18:02:11.75Z", 1_795_197_731),
        ("2026-11-20t18:02:11z", 1_795_197_731),
        ("2026-11-20T19:02:11+01:00", 1_795_197_731),
        ("2026-11-20T13:02:11-0500", 1_795_197_731),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func readsStamps(_ stamp: String, _ seconds: Int) {
        #expect(DoneTime(stamp: stamp)?.secondsSinceEpoch == seconds)
    }

    @Test(arguments: [
        "", "yes", "2026-11-20", "2026-11-20T18:02:11", "2026-11-20 18:02:11Z", "2026-11-20T25:02:11Z",
        "2026-11-20T18:60:11Z", "2026-02-30T18:02:11Z", "2026-11-20T18:02:11.Z", "2026-11-20T18:02:11+1",
        "2026-11-20T18:02:11Zjunk", "2026-11-20T18:02:1Z",
    ])
    func refusesWhatIsNotAnInstant(_ stamp: String) {
        #expect(DoneTime(stamp: stamp) == nil)
    }

    @Test func theUTCDateAndTheFrozenClocksDayAgree() throws {
        let late = try #require(DoneTime(stamp: "2026-11-20T23:59:59Z"))
        #expect(late.utcDate?.iso == "2026-11-20")
        #expect(FrozenClock().localDate(at: late)?.iso == "2026-11-20")
        #expect(DoneTime(secondsSinceEpoch: -1).utcDate?.iso == "1969-12-31")
    }
}

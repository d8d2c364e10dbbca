package import TodoCore

/// A clock stopped at one moment: today and the UTC stamp never move, so tests can expect them.
package struct FrozenClock: Clock {
    package var fixedToday = LocalDate(year: 2026, month: 11, day: 21) ?? .epoch
    package var stamp = "2026-11-21T09:30:00Z"

    package init() {}

    package init(fixedToday: LocalDate, stamp: String = "2026-11-21T09:30:00Z") {
        self.fixedToday = fixedToday
        self.stamp = stamp
    }

    package func today() -> LocalDate { fixedToday }
    package func utcTimestamp() -> String { stamp }
    /// In UTC, whatever `TZ` the tests run in.
    package func localDate(at time: DoneTime) -> LocalDate? { time.utcDate }
}

package import TodoCore

/// A clock that never reads the system: the stamps behind `FixedClock` in tests, so no test
/// depends on the real time.
package struct StubClock: Clock {
    package let fixedToday: LocalDate
    package let stamp: String

    package init(today: LocalDate = .epoch, stamp: String = "2026-11-21T09:00:00Z") {
        self.fixedToday = today
        self.stamp = stamp
    }

    package func today() -> LocalDate { fixedToday }
    package func utcTimestamp() -> String { stamp }
    /// In UTC, whatever `TZ` the tests run in.
    package func localDate(at time: DoneTime) -> LocalDate? { time.utcDate }
}

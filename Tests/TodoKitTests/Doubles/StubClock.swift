@testable import TodoKit

/// A clock that never reads the system: the stamps behind `FixedClock` in tests, so no test
/// depends on the real time.
struct StubClock: Clock {
    let fixedToday: LocalDate
    let stamp: String

    init(today: LocalDate = .epoch, stamp: String = "2026-11-21T09:00:00Z") {
        self.fixedToday = today
        self.stamp = stamp
    }

    func today() -> LocalDate { fixedToday }
    func utcTimestamp() -> String { stamp }
}

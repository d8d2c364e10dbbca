@testable import TodoKit

/// A clock stopped at one moment: today and the UTC stamp never move, so tests can expect them.
struct FrozenClock: Clock {
    var fixedToday = LocalDate(year: 2026, month: 11, day: 21) ?? .epoch
    var stamp = "2026-11-21T09:30:00Z"

    func today() -> LocalDate { fixedToday }
    func utcTimestamp() -> String { stamp }
}

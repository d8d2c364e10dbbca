@testable import TodoKit

/// A clock a test can move on to the next day, as a screen left open past midnight sees it.
final class MovableClock: Clock, @unchecked Sendable {
    var day: LocalDate

    init(day: LocalDate) {
        self.day = day
    }

    func today() -> LocalDate { day }
    func utcTimestamp() -> String { day.iso + "T00:00:00Z" }
}

package import TodoCore

/// A clock a test can move on to the next day, as a screen left open past midnight sees it.
package final class MovableClock: Clock, @unchecked Sendable {
    package var day: LocalDate

    package init(day: LocalDate) {
        self.day = day
    }

    package func today() -> LocalDate { day }
    package func utcTimestamp() -> String { day.iso + "T00:00:00Z" }
}

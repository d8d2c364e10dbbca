/// Hands out a `DueDateParser` for today as it is when asked, not as it was when a module
/// was wired: a screen left open past midnight reads `today` as the new day.
package struct DueDateParserSource: Sendable {
    private let clock: any Clock
    private let calendar: WeekCalendar

    package init(clock: any Clock, calendar: WeekCalendar) {
        self.clock = clock
        self.calendar = calendar
    }

    /// A parser for today, made afresh for each action.
    package func parser() -> DueDateParser {
        DueDateParser(today: clock.today(), calendar: calendar, currentTime: clock.localTimeNow())
    }
}

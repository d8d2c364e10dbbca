/// Hands out a `DueDateParser` for today as it is when asked, not as it was when a module
/// was wired: a screen left open past midnight reads `today` as the new day.
package struct DueDateParserSource: Sendable {
    private let clock: any Clock
    private let calendar: WeekCalendar

    package init(clock: any Clock, calendar: WeekCalendar) {
        self.clock = clock
        self.calendar = calendar
    }

    /// A source whose today is always `parser`'s (for tests).
    package init(fixed parser: DueDateParser) {
        self.init(clock: FixedClock(today: parser.today), calendar: parser.calendar)
    }

    /// A parser for today, made afresh for each action.
    package func parser() -> DueDateParser {
        DueDateParser(today: clock.today(), calendar: calendar)
    }
}

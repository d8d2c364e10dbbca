/// The week rules: which day a week starts on, and the weeks that follow from it.
///
/// Built once from `--week-start`, `TODO_WEEK_START` or the locale (see `WeekStartResolver`)
/// and passed to everything that speaks of weeks; nothing reads `Calendar.current`.
/// The local time zone only matters for what "today" is, which the `Clock` decides.
package struct WeekCalendar: Equatable, Sendable {
    package let firstWeekday: Weekday

    package init(firstWeekday: Weekday) {
        self.firstWeekday = firstWeekday
    }

    /// The week-start day on or before `date`.
    func startOfWeek(containing date: LocalDate) -> LocalDate {
        let offset = firstWeekday.days(until: date.weekday)
        return date.adding(days: -offset) ?? date
    }

    /// The last day of the week that holds `date`.
    package func endOfWeek(containing date: LocalDate) -> LocalDate {
        startOfWeek(containing: date).adding(days: 6) ?? date
    }

    /// The last day of the week after the one that holds `date`.
    package func endOfNextWeek(containing date: LocalDate) -> LocalDate {
        startOfWeek(containing: date).adding(days: 13) ?? date
    }
}

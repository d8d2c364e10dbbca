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

    /// The week-start day on or before `date`; 0001-01-01 when that day would be before it.
    func startOfWeek(containing date: LocalDate) -> LocalDate {
        LocalDate(clampingDaysSinceEpoch: startDay(containing: date))
    }

    /// The last day of the week that holds `date`; 9999-12-31 when the week runs past it.
    package func endOfWeek(containing date: LocalDate) -> LocalDate {
        LocalDate(clampingDaysSinceEpoch: startDay(containing: date) + 6)
    }

    /// The last day of the week after the one that holds `date`; 9999-12-31 when that week
    /// runs past it.
    package func endOfNextWeek(containing date: LocalDate) -> LocalDate {
        LocalDate(clampingDaysSinceEpoch: startDay(containing: date) + 13)
    }

    /// The day number of the week's start, which may lie before 0001-01-01: counted as a
    /// number, so the end of a week that starts before the first supported day is still right.
    private func startDay(containing date: LocalDate) -> Int {
        date.daysSinceEpoch - firstWeekday.days(until: date.weekday)
    }
}

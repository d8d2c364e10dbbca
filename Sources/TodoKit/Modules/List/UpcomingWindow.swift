import TodoCore
/// The section rules of `todo list`: which section a due date falls in, seen from today.
///
/// Day numbers are worked out once, so placing each of 100,000 items is a few integer
/// comparisons.
struct UpcomingWindow: Sendable {
    let today: LocalDate
    let calendar: WeekCalendar
    private let todayNumber: Int
    private let endOfThisWeek: Int
    private let endOfNextWeek: Int

    init(today: LocalDate, calendar: WeekCalendar) {
        self.today = today
        self.calendar = calendar
        todayNumber = today.daysSinceEpoch
        endOfThisWeek = calendar.endOfWeek(containing: today).daysSinceEpoch
        endOfNextWeek = calendar.endOfNextWeek(containing: today).daysSinceEpoch
    }

    /// The last day of next week: the end of what `todo list` shows.
    var through: LocalDate { calendar.endOfNextWeek(containing: today) }

    /// The section of an item due `due`: Someday when it has no date.
    func section(for due: DueDate?) -> UpcomingSection {
        guard let due else { return .someday }
        return section(for: due.date)
    }

    /// The first section whose rule matches (Tomorrow wins even when tomorrow starts next week).
    func section(for date: LocalDate) -> UpcomingSection {
        section(forDay: date.daysSinceEpoch)
    }

    /// The section of the day numbered `day` (`LocalDate.daysSinceEpoch`).
    func section(forDay day: Int) -> UpcomingSection {
        if day < todayNumber { return .overdue }
        if day == todayNumber { return .today }
        if day == todayNumber + 1 { return .tomorrow }
        if day <= endOfThisWeek { return .laterThisWeek }
        if day <= endOfNextWeek { return .nextWeek }
        return .later
    }
}

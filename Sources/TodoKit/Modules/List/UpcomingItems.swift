import TodoCore
/// What "find upcoming items" found: the items in display order, and the window they were
/// chosen from.
struct UpcomingItems: Equatable, Sendable {
    let today: LocalDate
    let weekStart: Weekday
    /// The last day shown: the end of next week; nil when items after it are included too.
    let through: LocalDate?
    /// By section, then due date (untimed before timed), then id.
    let items: [UpcomingItem]

    init(today: LocalDate, weekStart: Weekday, through: LocalDate?, items: [UpcomingItem]) {
        self.today = today
        self.weekStart = weekStart
        self.through = through
        self.items = items
    }
}

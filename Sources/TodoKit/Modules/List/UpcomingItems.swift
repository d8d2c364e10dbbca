/// What "find upcoming items" found: the items in display order, and the window they were
/// chosen from.
public struct UpcomingItems: Equatable, Sendable {
    public let today: LocalDate
    public let weekStart: Weekday
    /// The last day shown: the end of next week; nil when items after it are included too.
    public let through: LocalDate?
    /// By section, then due date (untimed before timed), then id.
    public let items: [UpcomingItem]

    public init(today: LocalDate, weekStart: Weekday, through: LocalDate?, items: [UpcomingItem]) {
        self.today = today
        self.weekStart = weekStart
        self.through = through
        self.items = items
    }
}

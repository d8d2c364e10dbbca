import TodoCore
/// What "find upcoming items" (or "find done items") found: the items in display order, and
/// the window and filter they were chosen by.
struct UpcomingItems: Equatable, Sendable {
    let today: LocalDate
    let weekStart: Weekday
    /// The last day shown: the end of next week; nil when items after it are included too.
    /// The done items carry it as well, for `--json`'s shape, though it leaves none out.
    let through: LocalDate?
    /// By section, then due date (untimed before timed), then id; done items newest first.
    let items: [UpcomingItem]
    let filter: ItemFilter
    /// How many matching open items were left out (Later, Someday); nil with `--all`.
    let leftOut: LeftOutCount?
    /// These are the done items (`--done`).
    let showsDone: Bool

    init(today: LocalDate, weekStart: Weekday, through: LocalDate?, items: [UpcomingItem],
         filter: ItemFilter = ItemFilter(), leftOut: LeftOutCount? = nil, showsDone: Bool = false) {
        self.today = today
        self.weekStart = weekStart
        self.through = through
        self.items = items
        self.filter = filter
        self.leftOut = leftOut
        self.showsDone = showsDone
    }
}

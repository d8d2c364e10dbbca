/// How many open items (that match the filter) the list left out because `--all` was not
/// given: those due after next week, those with no due date, and those waiting for their start
/// day (each item counted once: as waiting, while it waits).
struct LeftOutCount: Equatable, Sendable {
    var later: Int
    var someday: Int
    var waiting: Int

    init(later: Int = 0, someday: Int = 0, waiting: Int = 0) {
        self.later = later
        self.someday = someday
        self.waiting = waiting
    }

    var isEmpty: Bool { later == 0 && someday == 0 && waiting == 0 }
}

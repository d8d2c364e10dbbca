/// How many open items (that match the filter) the list left out because `--all` was not
/// given: those due after next week, and those with no due date.
struct LeftOutCount: Equatable, Sendable {
    var later: Int
    var someday: Int

    init(later: Int = 0, someday: Int = 0) {
        self.later = later
        self.someday = someday
    }

    var isEmpty: Bool { later == 0 && someday == 0 }
}

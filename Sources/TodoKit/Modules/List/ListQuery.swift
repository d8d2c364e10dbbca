import TodoCore
/// What the list is asked to show: `todo list [FILTER...] [--all] [--done]`, or the List
/// screen's `l` and `/ WORDS`.
struct ListQuery: Equatable, Sendable {
    /// Later (and Someday) too (`--all`).
    var includingLater: Bool
    var filter: ItemFilter
    /// The done items instead of the open ones (`--done`).
    var showsDone: Bool

    init(includingLater: Bool = false, filter: ItemFilter = ItemFilter(), showsDone: Bool = false) {
        self.includingLater = includingLater
        self.filter = filter
        self.showsDone = showsDone
    }
}

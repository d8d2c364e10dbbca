/// What the List presenter hands its view to draw on the List screen: the list, which of its
/// rows are in view and which is selected, the title line and the status line.
struct ListScreenFrame: Equatable, Sendable {
    /// The list as `todo list` draws it (its hint left for the status line).
    let data: UpcomingDisplayData
    /// Changes whenever `data` does: the view lays the rows out again only then, not on a move.
    let version: Int
    /// The first row in view.
    let top: Int
    /// The row of the selected item; nil when the list is empty.
    let selectedRow: Int?
    /// `todo · todo.json · +home · 12 items`.
    let title: String
    let status: ListStatus
    /// The rows of the picked items: `*` in their second column.
    var pickedRows: Set<Int> = []
}

/// The status line: what the last change said, a hint, or a problem.
struct ListStatus: Equatable, Sendable {
    let text: String
    let isProblem: Bool

    init(_ text: String, isProblem: Bool = false) {
        self.text = text
        self.isProblem = isProblem
    }

    static let none = ListStatus("")
}

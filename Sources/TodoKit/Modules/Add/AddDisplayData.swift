import TodoCore
/// What the Add view shows about a saved item.
struct AddDisplayData: Equatable, Sendable {
    let id: Int
    let name: String
    /// `Fri 27 Nov`, with the year when it is not this year, and the time if any.
    let dueLabel: String
    /// As stored: `YYYY-MM-DD[THH:MM]`.
    let due: String

    init(id: Int, name: String, dueLabel: String, due: String) {
        self.id = id
        self.name = name
        self.dueLabel = dueLabel
        self.due = due
    }
}

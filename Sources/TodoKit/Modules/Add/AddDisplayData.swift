import TodoCore
/// What the Add view shows about a saved item.
struct AddDisplayData: Equatable, Sendable {
    let id: Int
    let name: String
    /// `Fri 27 Nov`, with the year when it is not this year, and the time if any; nil for an
    /// item with no due date.
    let dueLabel: String?
    /// As stored: `YYYY-MM-DD[THH:MM]`; nil for no due date.
    let due: String?
    /// The repeat rule as stored (`month`); nil when it does not repeat.
    let every: String?

    init(id: Int, name: String, dueLabel: String?, due: String?, every: String? = nil) {
        self.id = id
        self.name = name
        self.dueLabel = dueLabel
        self.due = due
        self.every = every
    }
}

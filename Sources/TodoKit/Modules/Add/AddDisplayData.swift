/// What the Add view shows about a saved item.
public struct AddDisplayData: Equatable, Sendable {
    public let id: Int
    public let name: String
    /// `Fri 27 Nov`, with the year when it is not this year, and the time if any.
    public let dueLabel: String
    /// As stored: `YYYY-MM-DD[THH:MM]`.
    public let due: String

    public init(id: Int, name: String, dueLabel: String, due: String) {
        self.id = id
        self.name = name
        self.dueLabel = dueLabel
        self.due = due
    }
}

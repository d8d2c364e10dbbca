/// A to-do item as the data file holds it.
public struct TodoItem: Equatable, Sendable {
    public var id: Int
    public var name: String
    public var due: DueDate
    /// When it was marked done: the UTC time, ISO 8601 (`2026-11-20T18:02:11Z`); nil while open.
    public var done: String?
    /// Members of the item's JSON object that the program does not know, in file order.
    public var otherKeys: [JSONMember]

    public init(id: Int, name: String, due: DueDate, done: String? = nil, otherKeys: [JSONMember] = []) {
        self.id = id
        self.name = name
        self.due = due
        self.done = done
        self.otherKeys = otherKeys
    }

    public var isDone: Bool { done != nil }

    /// Whether an item due `due` is one `fetchOpenItems(dueThrough:)` returns: not done, and
    /// due on or before `dueThrough` (any time when nil).
    public static func isOpen(due: DueDate, isDone: Bool, dueThrough: LocalDate?) -> Bool {
        guard !isDone else { return false }
        guard let dueThrough else { return true }
        return due.date <= dueThrough
    }
}

/// A to-do item as the data file holds it.
package struct TodoItem: Equatable, Sendable {
    package var id: Int
    package var name: String
    package var due: DueDate
    /// When it was marked done: the UTC time, ISO 8601 (`2026-11-20T18:02:11Z`); nil while open.
    package var done: String?
    /// Members of the item's JSON object that the program does not know, in file order.
    package var otherKeys: [JSONMember]

    package init(id: Int, name: String, due: DueDate, done: String? = nil, otherKeys: [JSONMember] = []) {
        self.id = id
        self.name = name
        self.due = due
        self.done = done
        self.otherKeys = otherKeys
    }

    package var isDone: Bool { done != nil }

    /// Whether an item due `due` is one `fetchOpenItems(dueThrough:)` returns: not done, and
    /// due on or before `dueThrough` (any time when nil).
    package static func isOpen(due: DueDate, isDone: Bool, dueThrough: LocalDate?) -> Bool {
        guard !isDone else { return false }
        guard let dueThrough else { return true }
        return due.date <= dueThrough
    }
}

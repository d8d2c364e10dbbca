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
}

import TodoCore
/// One item a change named, as a plain value for the presenter: as it now is, or, for a
/// removal, as it was.
struct ChangedItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil: no due date (Someday).
    let due: DueDate?
    let every: RepeatRule?
    /// When it was marked done (UTC, ISO 8601); nil while open.
    let done: String?
    /// False when the item was left as it was (already done, or not done to reopen).
    let wasChanged: Bool
    /// The item added after this repeating one was done; nil for any other change.
    let next: NextItem?
    /// The iCalendar `UID` it keeps; nil when it has none.
    let uid: String?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, done: String? = nil, wasChanged: Bool = true,
         next: NextItem? = nil, uid: String? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.wasChanged = wasChanged
        self.next = next
        self.uid = uid
    }
}

import TodoCore
/// What the Undo view shows: the items an undo put back, and those it took away.
struct UndoDisplayData: Equatable, Sendable {
    let restored: [UndoDisplayItem]
    let removed: [UndoDisplayItem]

    init(restored: [UndoDisplayItem], removed: [UndoDisplayItem] = []) {
        self.restored = restored
        self.removed = removed
    }
}

/// One item of an undo, ready to show.
struct UndoDisplayItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// As stored: `YYYY-MM-DD[THH:MM]`; nil for an item with no due date.
    let due: String?
    /// The repeat rule as stored (`month`); nil when it does not repeat.
    let every: String?
    /// When it was done, as stored; nil while open.
    let done: String?
    /// The iCalendar `UID` it keeps, for `--json` (last); nil when it has none.
    let uid: String?

    init(id: Int, name: String, due: String?, every: String? = nil, done: String? = nil, uid: String? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.uid = uid
    }
}

import TodoCore
/// What the Change view shows: the items named, the verb for the ones changed, and the
/// warnings for the ones left as they were.
struct ChangeDisplayData: Equatable, Sendable {
    /// `Done`, `Reopened`, `Removed` or `Edited`.
    let verb: String
    /// Every item named, once, in the order first named.
    let items: [ChangeDisplayItem]
    /// One line each, without the `todo: ` prefix: `3 was already done`.
    let warnings: [String]

    init(verb: String, items: [ChangeDisplayItem], warnings: [String] = []) {
        self.verb = verb
        self.items = items
        self.warnings = warnings
    }
}

/// One item named by a change, ready to show.
struct ChangeDisplayItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// As stored: `YYYY-MM-DD[THH:MM]`; nil for no due date.
    let due: String?
    /// The repeat rule as stored (`month`); nil when it does not repeat.
    let every: String?
    /// When it was done, as stored; nil while open.
    let done: String?
    /// `Fri 27 Nov`: the due date as a label; nil when it has none, or it is not shown.
    let dueLabel: String?
    /// Whether the line says when the item is due (`todo edit` does).
    let showsDue: Bool
    /// False when the item was left as it was: it gets a warning, not a line of its own.
    let wasChanged: Bool
    /// The item `todo done` added after this repeating one.
    let next: ChangeDisplayNext?
    /// The iCalendar `UID` it keeps, for `--json` (last); nil when it has none.
    let uid: String?

    /// `showsDue` defaults to whether there is a `dueLabel`.
    init(id: Int, name: String, due: String?, every: String? = nil, done: String? = nil, dueLabel: String? = nil,
         showsDue: Bool? = nil, wasChanged: Bool = true, next: ChangeDisplayNext? = nil,
         uid: String? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.dueLabel = dueLabel
        self.showsDue = showsDue ?? (dueLabel != nil)
        self.wasChanged = wasChanged
        self.next = next
        self.uid = uid
    }
}

/// The next item of a repeating one that was done, ready to show.
struct ChangeDisplayNext: Equatable, Sendable {
    let id: Int
    /// As stored: `YYYY-MM-DD[THH:MM]`.
    let due: String
    /// `Thu 31 Dec`, with the year when it is not this year, and the time if any.
    let dueLabel: String

    init(id: Int, due: String, dueLabel: String) {
        self.id = id
        self.due = due
        self.dueLabel = dueLabel
    }
}

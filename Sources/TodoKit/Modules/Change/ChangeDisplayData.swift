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
    /// `Fri 27 Nov`, shown after the name when set (by `todo edit`); nil: not shown.
    let dueLabel: String?
    /// False when the item was left as it was: it gets a warning, not a line of its own.
    let wasChanged: Bool

    init(id: Int, name: String, due: String?, every: String? = nil, done: String? = nil, dueLabel: String? = nil,
         wasChanged: Bool = true) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.dueLabel = dueLabel
        self.wasChanged = wasChanged
    }
}

/// What the Change view shows: the items named, the verb for the ones changed, and the
/// warnings for the ones left as they were.
public struct ChangeDisplayData: Equatable, Sendable {
    /// `Done`, `Reopened`, `Removed` or `Edited`.
    public let verb: String
    /// Every item named, once, in the order first named.
    public let items: [ChangeDisplayItem]
    /// One line each, without the `todo: ` prefix: `3 was already done`.
    public let warnings: [String]

    public init(verb: String, items: [ChangeDisplayItem], warnings: [String] = []) {
        self.verb = verb
        self.items = items
        self.warnings = warnings
    }
}

/// One item named by a change, ready to show.
public struct ChangeDisplayItem: Equatable, Sendable {
    public let id: Int
    public let name: String
    /// As stored: `YYYY-MM-DD[THH:MM]`.
    public let due: String
    /// When it was done, as stored; nil while open.
    public let done: String?
    /// `Fri 27 Nov`, shown after the name when set (by `todo edit`); nil: not shown.
    public let dueLabel: String?
    /// False when the item was left as it was: it gets a warning, not a line of its own.
    public let wasChanged: Bool

    public init(id: Int, name: String, due: String, done: String? = nil, dueLabel: String? = nil,
                wasChanged: Bool = true) {
        self.id = id
        self.name = name
        self.due = due
        self.done = done
        self.dueLabel = dueLabel
        self.wasChanged = wasChanged
    }
}

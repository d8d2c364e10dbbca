/// What the user typed for an item, as text, before anything is read from it: filled by the
/// command-line parser from the option declaration (`--due` writes `\.draft.due`) and by the
/// screens from their answers, and passed whole through the contracts, so that a new field
/// is one more property here rather than one more parameter at every border.
struct ItemDraft: Equatable, Sendable {
    /// For `add`, the NAME words joined; for `edit`, `--name`. Nil: not given.
    var name: String?
    /// As typed; nil: not given (today for a new item, unchanged for an edit).
    var due: String?
    /// As typed; nil: not given.
    var every: String?
    /// As typed; nil: not given.
    var note: String?
    /// As typed (`high`, `h`, `none`); nil: not given.
    var priority: String?

    /// `todo edit`'s `+tag` and `@context` words after the ID, as typed.
    var tags: [String]
    /// `todo edit`'s `--untag` words, as typed, in order.
    var untag: [String]
    init(name: String? = nil, due: String? = nil, every: String? = nil, note: String? = nil, priority: String? = nil,
         tags: [String] = [], untag: [String] = []) {
        self.name = name
        self.due = due
        self.every = every
        self.note = note
        self.priority = priority
        self.tags = tags
        self.untag = untag
    }

    /// Nothing typed but (maybe) the name: what `todo edit ID` alone gives.
    var isEmpty: Bool { self == ItemDraft() }
}

import TodoCore
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
    /// The fields of `ItemField.all` with an option, by key, as typed (`--note`'s TEXT, the
    /// priority's `h`); a key not there: not given.
    var fields: [String: String]

    /// `todo edit`'s `+tag` and `@context` words after the ID, as typed.
    var tags: [String]
    /// `todo edit`'s `--untag` words, as typed, in order.
    var untag: [String]
    init(name: String? = nil, due: String? = nil, every: String? = nil, note: String? = nil, priority: String? = nil,
         tags: [String] = [], untag: [String] = []) {
        self.name = name
        self.due = due
        self.every = every
        fields = [:]
        fields["note"] = note
        fields["priority"] = priority
        self.tags = tags
        self.untag = untag
    }

    /// As typed; nil: not given.
    var note: String? {
        get { fields[ItemField.note.name] }
        set { fields[ItemField.note.name] = newValue }
    }

    /// As typed (`high`, `h`, `none`); nil: not given.
    var priority: String? {
        get { fields[ItemField.priority.name] }
        set { fields[ItemField.priority.name] = newValue }
    }

    /// Nothing typed but (maybe) the name: what `todo edit ID` alone gives.
    var isEmpty: Bool { self == ItemDraft() }
}

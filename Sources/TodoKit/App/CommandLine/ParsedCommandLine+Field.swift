import TodoCore
/// The fields of `ParsedCommandLine` that options fill, one case each, written through one
/// switch per kind of value.
///
/// Not key paths: every key path is built at run time, through the runtime's lookup of its
/// types by mangled name, and the 19 of the options took half of what `todo list` on an
/// empty list spent in todo's own code (0.49M of 1.28M instructions, issue 24). A case per
/// field keeps what the key paths gave: a command reads a typed field, and an option cannot
/// name a field that does not exist, or one of another type.
extension ParsedCommandLine {
    /// The fields an option without a value sets.
    enum Flag: Sendable, Hashable {
        case help, version, json, all, done, man
    }

    /// The fields an option with a text value fills; the last one given wins.
    enum TextField: Sendable, Hashable {
        case today, weekStart, color, from, to
        case due, every, name
        /// A field of `ItemField.all` with an option, by its key: what the user typed for it.
        case field(String)
    }

    /// The fields an option given again and again adds to.
    enum TextsField: Sendable, Hashable {
        case untag
    }

    /// The fields an option with a path fills: the argument's bytes, as given.
    enum PathField: Sendable, Hashable {
        case file, vdir
    }

    subscript(flag flag: Flag) -> Bool {
        get {
            switch flag {
            case .help: help
            case .version: version
            case .json: json
            case .all: all
            case .done: done
            case .man: man
            }
        }
        set {
            switch flag {
            case .help: help = newValue
            case .version: version = newValue
            case .json: json = newValue
            case .all: all = newValue
            case .done: done = newValue
            case .man: man = newValue
            }
        }
    }

    subscript(text text: TextField) -> String? {
        get {
            switch text {
            case .today: today
            case .weekStart: weekStart
            case .color: color
            case .from: from
            case .to: to
            case .due: draft.due
            case .every: draft.every
            case .name: draft.name
            case .field(let key): draft.fields[key]
            }
        }
        set {
            switch text {
            case .today: today = newValue
            case .weekStart: weekStart = newValue
            case .color: color = newValue
            case .from: from = newValue
            case .to: to = newValue
            case .due: draft.due = newValue
            case .every: draft.every = newValue
            case .name: draft.name = newValue
            case .field(let key): draft.fields[key] = newValue
            }
        }
    }

    subscript(texts texts: TextsField) -> [String] {
        get {
            switch texts {
            case .untag: draft.untag
            }
        }
        set {
            switch texts {
            case .untag: draft.untag = newValue
            }
        }
    }

    subscript(path path: PathField) -> FilePath? {
        get {
            switch path {
            case .file: file
            case .vdir: vdir
            }
        }
        set {
            switch path {
            case .file: file = newValue
            case .vdir: vdir = newValue
            }
        }
    }

    /// Whether the command line gave `option` (a flag set, a value given).
    func gave(_ option: OptionSpec) -> Bool {
        switch option.value {
        case .flag(let field): self[flag: field]
        case .text(_, let field): self[text: field] != nil
        case .texts(_, let field): !self[texts: field].isEmpty
        case .path(_, let field): self[path: field] != nil
        }
    }
}

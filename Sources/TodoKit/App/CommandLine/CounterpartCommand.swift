/// The commands other to-do tools call by another name (Taskwarrior's `delete`, `info`,
/// `modify`), so that a habit gets its `todo` word rather than the nearest spelling, which
/// for `del` is `help` and for `info` is `undo`.
enum CounterpartCommand {
    /// Their word, lower case → ours. Plain strings, not `CommandName`s: a counterpart may name
    /// a command that another branch declares (`show`), and the table need not wait for it.
    static let words: [String: String] = [
        "del": "rm", "delete": "rm",
        "info": "show",
        "modify": "edit",
    ]

    /// `todo`'s word for `word` as another tool spells it; nil for a word no other tool uses.
    static func counterpart(of word: String) -> String? {
        words[word.lowercased()]
    }
}

/// An attribute that Taskwarrior and todo.txt users write into a name (`due:fri`, `rec:1w`,
/// `pri:H`), and that `todo add` takes as the option it stands for.
package enum InlineAttribute: String, CaseIterable, Sendable, Hashable {
    case due, every, priority, start

    /// The keys that name it, lower case: `every:` also goes by todo.txt's `rec:` and
    /// Taskwarrior's `recur:`; `priority:` by the short `pri:`.
    package var keys: [String] {
        switch self {
        case .due: ["due"]
        case .every: ["every", "rec", "recur"]
        case .priority: ItemField.priority.option?.inlineWords ?? []
        case .start: ItemField.start.option?.inlineWords ?? []
        }
    }

    /// How far a DATE attribute's VALUE reaches into the words after its word.
    package enum Reach: Sendable {
        /// The words that make VALUE a longer DATE: `due:tomorrow 5pm`.
        case date
        /// Only those that keep it a day, with no time: `start:next monday`.
        case day
    }

    /// Nil for an attribute whose VALUE is its word's alone (a rule, a priority).
    package var reach: Reach? {
        switch self {
        case .due: .date
        case .start: .day
        case .every, .priority: nil
        }
    }

    /// The option that says the same: `--due`.
    package var flag: String { "--" + rawValue }

    /// What it is, for the message about giving it twice: "the due date".
    package var noun: String {
        switch self {
        case .due: "the due date"
        case .every: "the repeat rule"
        case .priority: "the priority"
        case .start: "the start date"
        }
    }

    /// Why a word with this key stays in the name, in the contract's wording (`not a date`).
    package var refusal: String {
        switch self {
        case .due: "not a date"
        case .every: "not a repeat rule"
        case .priority: "not a priority"
        case .start: "not a day"
        }
    }

    /// The attribute and the VALUE of `word` when it is `key:VALUE` with one of the keys, in
    /// any case (`Due:fri`); nil for any other word. VALUE may be empty (`due:`) or hold
    /// colons itself (`due:14:30`).
    package static func split(_ word: String) -> (attribute: InlineAttribute, value: String)? {
        guard let colon = word.firstIndex(of: ":") else { return nil }
        let key = word[..<colon].lowercased()
        guard let attribute = allCases.first(where: { $0.keys.contains(key) }) else { return nil }
        return (attribute, String(word[word.index(after: colon)...]))
    }
}

/// The commands of the synopsis.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, done, reopen, rm, edit, show, undo, `import`, export, sync, merge, completions, help

    /// The command saves a change to the items when it succeeds.
    var changesItems: Bool {
        switch self {
        case .add, .done, .reopen, .rm, .edit, .undo, .import, .sync: true
        case .list, .show, .export, .merge, .completions, .help: false
        }
    }

    /// The command `word` names: its name or one of its aliases (`ls`, `remove`).
    init?(word: String) {
        guard let name = CommandName.allCases.first(where: {
            $0.rawValue == word || CommandSpec.declared($0).aliases.contains(word)
        }) else { return nil }
        self = name
    }

    /// Every word that names a command, aliases after the names: what "did you mean" chooses from.
    static var words: [String] {
        allCases.map(\.rawValue) + allCases.flatMap { CommandSpec.declared($0).aliases }
    }

    /// `list, add, done, ...`: the commands as messages name them, in the synopsis's order.
    static var listed: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

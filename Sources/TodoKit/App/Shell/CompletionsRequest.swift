import TodoCore
/// What `todo completions` is asked for: a shell's script, or (from the scripts alone, so not
/// in the help) the ids of the items a command can act on.
enum CompletionsRequest: Equatable {
    case script(CompletionShell)
    case ids(CompletionIDs.State)

    /// `operands` as the parser let them through: one SHELL, or `ids` and one STATE
    /// (`CommandSpec.HiddenForm`); only their words are left to check here.
    init(operands: [String]) throws {
        if operands.first == CompletionIDs.word {
            guard let state = operands.last.flatMap(CompletionIDs.State.init(rawValue:)) else {
                throw TodoError.usage("todo completions \(CompletionIDs.word) takes open, done or all")
            }
            self = .ids(state)
            return
        }
        self = .script(try CompletionShell(word: operands.first ?? ""))
    }
}

import TodoCore
/// What `todo completions` is asked for: a shell's script, or (from the scripts alone, so not
/// in the help) the ids of the items a command can act on.
enum CompletionsRequest: Equatable {
    case script(CompletionShell)
    case ids(CompletionIDs.State)

    init(operands: [String]) throws {
        guard let first = operands.first else {
            throw TodoError.usage("todo completions needs a shell: "
                + CompletionShell.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if first == CompletionIDs.word {
            guard operands.count == 2, let state = CompletionIDs.State(rawValue: operands[1]) else {
                throw TodoError.usage("todo completions \(CompletionIDs.word) takes open or done")
            }
            self = .ids(state)
            return
        }
        let shell = try CompletionShell(word: first)
        if let extra = operands.dropFirst().first {
            throw TodoError.usage("todo completions takes one shell, not also '\(TerminalText.escaped(extra))'")
        }
        self = .script(shell)
    }
}

import TodoCore
/// The shells `todo completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// Reads the SHELL operand; an unknown shell is a usage error that names it.
    init(word: String) throws {
        guard let shell = CompletionShell(rawValue: word) else {
            throw TodoError.usage("unknown shell '\(TerminalText.escaped(word))'; the shells are "
                + CompletionShell.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = shell
    }

    /// The script, made from the declaration of the command line.
    func script(for spec: CommandLineSpec) -> String {
        switch self {
        case .bash: BashCompletionScript(spec: spec).text
        case .zsh: ZshCompletionScript(spec: spec).text
        case .fish: FishCompletionScript(spec: spec).text
        }
    }
}

import TodoCore
/// `--color WHEN`: whether output is styled.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    /// Reads `--color`; nil means the default, `auto`.
    init(option: String?) throws {
        guard let option else {
            self = .auto
            return
        }
        guard let choice = ColorChoice(rawValue: option.lowercased()) else {
            throw TodoError.usage("--color takes auto, always or never, not '\(TerminalText.escaped(option))'")
        }
        self = choice
    }

    /// `auto` styles only when standard output is a terminal, `TERM` is set and not `dumb`,
    /// and `NO_COLOR` is unset or empty.
    func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            guard outputIsTerminal, let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
            return (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

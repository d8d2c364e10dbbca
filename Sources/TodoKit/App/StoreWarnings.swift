import TodoCore
import TodoTerminal
/// Hands a store's warnings (a file it passed over) to standard error as `todo: ` lines.
///
/// Unchecked: a command runs on one thread, and the store warns only while a command runs.
final class StoreWarnings: @unchecked Sendable {
    private let terminal: any Terminal

    init(terminal: any Terminal) {
        self.terminal = terminal
    }

    func warn(_ text: String) {
        terminal.writeError("todo: " + TerminalText.escaped(text) + "\n")
    }
}

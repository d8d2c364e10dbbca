import TodoTerminal
/// The terminal a command typed at the List screen's `:` (or run by its `s`) writes to: what it
/// prints and its `todo: ` problems are held in `messages` for the status line, since the List
/// screen owns the real terminal. It is not interactive (no command asks), and a child's lines
/// (vdirsyncer's) are not shown (no descriptor): they would be drawn over the screen.
final class ScreenMessagesTerminal: Terminal {
    private let messages: ScreenMessages

    init(messages: ScreenMessages) {
        self.messages = messages
    }

    var isInteractive: Bool { false }
    var outputIsTerminal: Bool { false }
    var width: Int? { nil }

    func write(_ text: String) {
        messages.post(text)
    }

    /// `todo: could not read ...\n` is held as the problem `could not read ...`.
    func writeError(_ text: String) {
        var message = Substring(text)
        if message.hasPrefix("todo: ") { message = message.dropFirst(6) }
        while message.hasSuffix("\n") { message = message.dropLast() }
        messages.postProblem(String(message))
    }

    func readLine() -> String? { nil }
}

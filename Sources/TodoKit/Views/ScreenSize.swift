import TodoCore
import TodoTerminal
/// The terminal's size as the screens draw to it: the one place they ask the terminal for its
/// width and height, once per draw (so a resize is followed at the next one), and fit their
/// text to it.
struct ScreenSize: Equatable, Sendable {
    /// Columns; nil when the terminal does not say (then nothing is wrapped or cut).
    let width: Int?
    /// Rows; nil when the terminal does not say (then the list is not paged).
    let height: Int?

    init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// The size the terminal has now.
    init(of terminal: any Terminal) {
        self.init(width: terminal.width, height: terminal.height)
    }

    /// `text` wrapped between words to the width, each of its lines.
    func wrapped(_ text: String) -> String {
        TextWrapper.wrapped(text, width: width)
    }

    /// How many rows `text` takes once wrapped.
    func rows(_ text: String) -> Int {
        TextWrapper.rowCount(text, width: width)
    }

    /// A problem as the screens show it: a `todo: ` line on standard error, escaped, then
    /// wrapped between words.
    func problem(_ message: String) -> String {
        wrapped("todo: " + TerminalText.escaped(message) + "\n")
    }
}

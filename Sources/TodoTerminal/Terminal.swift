import TodoCore
/// What views write to and read from: the real terminal or pipe, or a test's script.
package protocol Terminal: AnyObject {
    /// Standard input and standard output are both terminals: screens and prompts are allowed.
    var isInteractive: Bool { get }
    /// Standard output is a terminal (for colour and cutting long lines).
    var outputIsTerminal: Bool { get }
    /// The terminal's width in columns, when standard output is a terminal that says so.
    var width: Int? { get }
    /// The terminal's height in rows, when standard output is a terminal that says so.
    var height: Int? { get }
    /// Writes to standard output.
    func write(_ text: String)
    /// Writes UTF-8 bytes to standard output: big outputs are built as bytes, not as a `String`.
    func write(utf8 bytes: [UInt8])
    /// Writes to standard error.
    func writeError(_ text: String)
    /// Reads one line of standard input without its line break; nil at end of input.
    func readLine() -> String?
    /// Reads one line at a screen's question: Up and Down go through the lines typed earlier
    /// at questions of the same `history` (names with names, keys with keys).
    func readLine(history: String) -> String?
    /// Puts the terminal in full-screen mode (the alternate screen, keys read one at a time,
    /// Ctrl-C a key); false if it cannot, and nothing changed.
    func enterScreen() -> Bool
    /// Leaves full-screen mode: the terminal as it was found.
    func leaveScreen()
    /// One key of a full screen (or a resize, or the end of input), output written out first.
    func readKey() -> TerminalInput
    /// The same, waiting at most `milliseconds` for it; nil when nothing came in that time.
    func readKey(waitingAtMost milliseconds: Int32) -> TerminalInput?
    /// One answer typed on the row the cursor is on, after `prompt`, which it draws: scrolled
    /// sideways when long; `.cancel` for Esc, `.interrupt` for Ctrl-C. At a resize, `resized`
    /// draws the screen again at the new size and leaves the cursor on the answer's row, where
    /// the answer is then drawn again.
    func readScreenLine(prompt: String, history: String, resized: () -> Void) -> LineEditor.Outcome
    /// Writes out whatever output is held back, then says why standard output could not be
    /// written (`No space left on device`), if a write to it failed at any point; nil if none did.
    func finishOutput() -> String?
    /// The descriptor standard error's lines go to (the process's own is /dev/null, see
    /// `StandardDescriptors`), for a child whose lines are shown as its own (vdirsyncer's);
    /// nil for a terminal that is no process's (a test's).
    var errorDescriptor: Int32? { get }
}

extension Terminal {
    package var errorDescriptor: Int32? { nil }

    /// A terminal that does not say: no rows are known.
    package var height: Int? { nil }

    /// A terminal without the line editor reads the line as any other.
    package func readLine(history: String) -> String? {
        readLine()
    }

    package func enterScreen() -> Bool { false }
    package func leaveScreen() {}
    package func readKey() -> TerminalInput { .endOfInput }
    /// A terminal that cannot wait reads as `readKey` does: a test's keys are all there.
    package func readKey(waitingAtMost milliseconds: Int32) -> TerminalInput? { readKey() }

    package func readScreenLine(prompt: String, history: String, resized: () -> Void) -> LineEditor.Outcome {
        write(prompt)
        return readLine(history: history).map { .line($0) } ?? .endOfInput
    }

    package func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    package func finishOutput() -> String? { nil }

    /// An error or a warning: one `todo: ` line on standard error, escaped so that it stays
    /// one harmless line whatever a name or a path holds.
    package func writeProblem(_ message: String) {
        writeError("todo: " + TerminalText.escaped(message) + "\n")
    }
}

/// Reads lines from standard input's terminal through a `LineEditor`, in raw mode
/// (`RawTerminalMode`): each read's bytes fed to the editor and the prompt line redrawn once
/// per read. Keeps the lines typed so far, one history per question (for Up and Down: names
/// with names, keys with keys), and any bytes typed ahead past the end of a line (for the next
/// one).
package final class TerminalLineReader {
    private var histories: [String: [String]] = [:]
    private var typedAhead: [UInt8] = []

    /// Whether a terminal of type `term` (`TERM`) takes the editor's escape sequences: a dumb
    /// terminal, or none named, keeps the terminal's own line input.
    package static func canEdit(term: String?) -> Bool {
        guard let term, !term.isEmpty else { return false }
        return term != "dumb"
    }

    /// One line, after `prompt` (already on the screen), with the history of the question
    /// `history`; nil if the terminal cannot be put in raw mode. `columns` is asked after every
    /// read, so a resize is followed.
    func readLine(prompt: String, history: String = "", pagingKeys: Bool = false, columns: () -> Int?,
                  write: ([UInt8]) -> Void) -> LineEditor.Outcome? {
        guard RawTerminalMode.enter() else { return nil }
        var editor = LineEditor(prompt: prompt, history: histories[history] ?? [], pagingKeys: pagingKeys)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var chunk = typedAhead
            typedAhead = []
            if chunk.isEmpty {
                let count = buffer.withUnsafeMutableBytes { TodoTerminal.read(0, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR {
                    // A resize (SIGWINCH): the List screen draws again; elsewhere the line
                    // being typed is drawn again at the new width.
                    if editor.endsAtResize {
                        write(editor.finish(columns: columns()))
                        return .resized
                    }
                    write(editor.redraw(columns: columns()))
                    continue
                }
                guard count > 0 else { return .endOfInput }
                chunk = Array(buffer[..<count])
            }
            for index in chunk.indices {
                guard let outcome = editor.feed(chunk[index]) else { continue }
                typedAhead = Array(chunk[(index + 1)...])
                switch outcome {
                case .line(let line):
                    write(editor.finish(columns: columns()))
                    if !line.isEmpty, histories[history]?.last != line { histories[history, default: []].append(line) }
                case .page:
                    write(editor.finish(columns: columns()))
                case .endOfInput, .interrupt, .resized:
                    break
                }
                return outcome
            }
            write(editor.redraw(columns: columns()))
        }
    }
}

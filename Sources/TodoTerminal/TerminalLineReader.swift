/// Reads lines from standard input's terminal through a `LineEditor`, in raw mode
/// (`RawTerminalMode`): each read's bytes fed to the editor and the prompt line redrawn once
/// per read. Keeps the lines typed so far, one history per question (for Up and Down: names
/// with names, keys with keys), and any bytes typed ahead past the end of a line (for the next
/// one).
package final class TerminalLineReader {
    private var histories: [String: [String]] = [:]
    private var typedAhead: [UInt8] = []
    /// The List screen's keys: kept between reads, so a key split across two reads is one key.
    private var keyDecoder = LineEditorKeyDecoder()

    /// Whether a terminal of type `term` (`TERM`) takes the editor's escape sequences: a dumb
    /// terminal, or none named, keeps the terminal's own line input.
    package static func canEdit(term: String?) -> Bool {
        guard let term, !term.isEmpty else { return false }
        return term != "dumb"
    }

    /// One line, after `prompt` (already on the screen), with the history of the question
    /// `history`; nil if the terminal cannot be put in raw mode. `columns` is asked after every
    /// read, so a resize is followed.
    func readLine(prompt: String, history: String = "", columns: () -> Int?,
                  write: ([UInt8]) -> Void) -> LineEditor.Outcome? {
        guard RawTerminalMode.enter() else { return nil }
        var editor = LineEditor(prompt: prompt, history: histories[history] ?? [])
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var chunk = typedAhead
            typedAhead = []
            if chunk.isEmpty {
                let count = buffer.withUnsafeMutableBytes { TodoTerminal.read(0, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR {
                    // A resize (SIGWINCH): the line being typed is drawn again at the new width.
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
                case .endOfInput, .interrupt, .cancel:
                    break
                }
                return outcome
            }
            write(editor.redraw(columns: columns()))
        }
    }

    /// One key of a full screen: read byte by byte through the typed-ahead bytes; a lone Esc is
    /// a key once no byte has followed it within `escapeWaitMilliseconds`.
    package func readKey() -> TerminalInput {
        while true {
            while !typedAhead.isEmpty {
                let byte = typedAhead.removeFirst()
                if let key = keyDecoder.feed(byte) { return .key(key) }
            }
            if keyDecoder.isMidSequence, !TerminalLineReader.inputWaits(milliseconds: LineEditorKeyDecoder.escapeWaitMilliseconds) {
                if let key = keyDecoder.timedOut() { return .key(key) }
                continue
            }
            if RawTerminalMode.takeResize() { return .resized }
            switch TerminalLineReader.readSome() {
            case .bytes(let bytes): typedAhead = bytes
            case .interrupted:
                _ = RawTerminalMode.takeResize()
                return .resized
            case .ended: return .endOfInput
            }
        }
    }

    /// `readKey`, when a byte comes within `milliseconds` (or one is typed ahead); nil when none
    /// does. A resize while it waits is read as one.
    package func readKey(waitingAtMost milliseconds: Int32) -> TerminalInput? {
        if typedAhead.isEmpty, !keyDecoder.isMidSequence {
            if RawTerminalMode.takeResize() { return .resized }
            var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
            let count = poll(&ready, 1, milliseconds)
            // A resize just before the poll began is taken when it times out.
            if (count < 0 && errno == EINTR) || (count == 0 && RawTerminalMode.takeResize()) {
                _ = RawTerminalMode.takeResize()
                return .resized
            }
            if count == 0 { return nil }
        }
        return readKey()
    }

    /// One line typed on the row the cursor is on, after `prompt` (which this draws): a long
    /// line scrolls sideways inside the row; Esc cancels it (`.cancel`) and Ctrl-C is read as
    /// a key (`.interrupt`), the terminal's signals being off on a full screen.
    package func readScreenLine(prompt: String, history: String, columns: () -> Int?, resized: () -> Void,
                                write: ([UInt8]) -> Void) -> LineEditor.Outcome {
        var editor = LineEditor(prompt: prompt, history: histories[history] ?? [], oneRow: true)
        write(editor.redraw(columns: columns()))
        while true {
            if typedAhead.isEmpty {
                if editor.isMidSequence, !TerminalLineReader.inputWaits(milliseconds: LineEditorKeyDecoder.escapeWaitMilliseconds) {
                    if let outcome = editor.timedOut() { return outcome }
                    continue
                }
                // A resize that came while the answer was being drawn did not interrupt a read:
                // it is taken here, before the next read waits.
                if RawTerminalMode.takeResize() {
                    resized()
                    write(editor.redraw(columns: columns()))
                    continue
                }
                switch TerminalLineReader.readSome() {
                case .bytes(let bytes): typedAhead = bytes
                case .interrupted: continue
                case .ended: return .endOfInput
                }
            }
            let chunk = typedAhead
            for index in chunk.indices {
                guard let outcome = editor.feed(chunk[index]) else { continue }
                typedAhead = Array(chunk[(index + 1)...])
                if case .line(let line) = outcome, !line.isEmpty, histories[history]?.last != line {
                    histories[history, default: []].append(line)
                }
                return outcome
            }
            typedAhead = []
            write(editor.redraw(columns: columns()))
        }
    }

    private enum ReadResult {
        case bytes([UInt8])
        /// A signal came first: a resize.
        case interrupted
        case ended
    }

    private static func readSome() -> ReadResult {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return .interrupted }
        guard count > 0 else { return .ended }
        return .bytes(Array(buffer[..<count]))
    }

    /// Whether a byte is ready on standard input within `milliseconds`.
    private static func inputWaits(milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, milliseconds) > 0
    }
}

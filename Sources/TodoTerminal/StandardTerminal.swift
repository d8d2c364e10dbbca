import TodoCore

/// The process's own standard input, output and error.
///
/// Standard output is buffered here and written with `write(2)` on `flush()` (and whenever
/// input is read, so prompts show), which keeps big listings to a few system calls. A write
/// that fails (a full disk, a closed output) is remembered and everything after it dropped:
/// `finishOutput()` tells, so that the program can say so and exit 74 rather than 0.
///
/// A line is read with the line editor (`TerminalLineReader`) when standard input and output
/// are a terminal that is not dumb; from a pipe or a file, as the C library reads it.
package final class StandardTerminal: Terminal {
    private var pending: [UInt8] = []
    private let flushThreshold = 1 << 16
    /// Where errors go: standard error, or the copy of it that `StandardDescriptors` keeps.
    private let messagesDescriptor: Int32
    /// The `errno` of the first failed write to standard output.
    private var outputError: Int32?
    /// What was written since the last line break: the prompt, when a line is read.
    private var currentLine: [UInt8] = []
    /// `TERM`, as the program was given it.
    private let term: String?
    private lazy var lineReader: TerminalLineReader? = {
        guard isInteractive, TerminalLineReader.canEdit(term: term) else { return nil }
        return TerminalLineReader()
    }()

    package init(errorDescriptor: Int32 = 2, term: String?) {
        messagesDescriptor = errorDescriptor
        self.term = term
    }

    package var errorDescriptor: Int32? { messagesDescriptor }

    package private(set) lazy var outputIsTerminal: Bool = isatty(1) == 1
    package private(set) lazy var isInteractive: Bool = isatty(0) == 1 && outputIsTerminal

    package var width: Int? {
        guard outputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    package var height: Int? {
        guard outputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    package func write(_ text: String) {
        noteWritten(text.utf8)
        pending.append(contentsOf: text.utf8)
        if pending.count >= flushThreshold { flush() }
    }

    package func write(utf8 bytes: [UInt8]) {
        noteWritten(bytes)
        if pending.isEmpty, bytes.count >= flushThreshold {
            writeOutput(bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= flushThreshold { flush() }
    }

    package func writeError(_ text: String) {
        if text.utf8.last == UInt8(ascii: "\n") { currentLine.removeAll() }
        flush()
        // Nobody is left to tell when standard error itself fails.
        _ = StandardTerminal.writeAll(Array(text.utf8), to: messagesDescriptor)
    }

    package func readLine() -> String? {
        readLine(history: "")
    }

    package func readLine(history: String) -> String? {
        // Raw mode before the prompt shows, so that no key typed after it meets the terminal's
        // own line editing.
        if lineReader != nil { _ = RawTerminalMode.enter() }
        flush()
        if let reader = lineReader,
           let outcome = reader.readLine(prompt: String(decoding: currentLine, as: UTF8.self), history: history,
                                         columns: { width },
                                         write: { _ = StandardTerminal.writeAll($0, to: 1) }) {
            currentLine.removeAll()
            switch outcome {
            case .line(let line): return line
            case .endOfInput, .cancel: return nil
            case .interrupt:
                // Ctrl-C read as a byte (a terminal that is not this process's controlling one
                // sends no signal for it): as the signal would do.
                raise(SIGINT)
                return nil
            }
        }
        return isInteractive ? StandardTerminal.readTerminalLine() : Swift.readLine(strippingNewline: true)
    }

    package func enterScreen() -> Bool {
        guard lineReader != nil else { return false }
        flush()
        return RawTerminalMode.enterScreen()
    }

    package func leaveScreen() {
        flush()
        RawTerminalMode.restore()
    }

    package func readKey() -> TerminalInput {
        flush()
        return lineReader?.readKey() ?? .endOfInput
    }

    package func readKey(waitingAtMost milliseconds: Int32) -> TerminalInput? {
        flush()
        guard let lineReader else { return .endOfInput }
        return lineReader.readKey(waitingAtMost: milliseconds)
    }

    package func readScreenLine(prompt: String, history: String, resized: () -> Void) -> LineEditor.Outcome {
        flush()
        guard let lineReader else { return .endOfInput }
        return lineReader.readScreenLine(prompt: prompt, history: history, columns: { width },
                                         resized: { resized(); flush() },
                                         write: { _ = StandardTerminal.writeAll($0, to: 1) })
    }

    /// One line of a terminal in its own line mode (`TERM=dumb`), read with `read(2)`: unlike
    /// the C library's, the end of input that Ctrl-D gives is not sticky, so the List screen
    /// reads on after a Ctrl-D at the Add screen. Nil when Ctrl-D is typed on an empty line.
    private static func readTerminalLine() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = TodoTerminal.read(0, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    private func noteWritten(_ bytes: some BidirectionalCollection<UInt8>) {
        if let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) {
            currentLine = Array(bytes[bytes.index(after: newline)...])
        } else {
            currentLine.append(contentsOf: bytes)
        }
    }

    func flush() {
        guard !pending.isEmpty else { return }
        writeOutput(pending)
        pending.removeAll(keepingCapacity: true)
    }

    package func finishOutput() -> String? {
        flush()
        return outputError.map { String(cString: strerror($0)) }
    }

    private func writeOutput(_ bytes: [UInt8]) {
        // After a failure the rest would be a gap in the middle of the output: it is dropped.
        guard outputError == nil else { return }
        outputError = StandardTerminal.writeAll(bytes, to: 1)
    }

    /// Writes all of `bytes`; the `errno` of the write that failed, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            guard let start = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = TodoTerminal.write(descriptor, start + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    // A non-blocking output that is full for now: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
    }

    deinit { flush() }
}

import TodoCore
/// Line editing at a prompt, as a shell user expects it, kept apart from the terminal: bytes go
/// in (`feed`), and out come the finished line and the bytes that redraw the prompt line
/// (`redraw`). `TerminalLineReader` is what reads a real terminal in raw mode and writes them.
///
/// The redraw goes back to the prompt's first row, clears to the end of the screen, writes the
/// prompt and the line, and moves the cursor to its place, counting display columns (a wide
/// character takes two) and the rows a long line wraps onto when the width is known.
package struct LineEditor {
    /// How a line ends.
    package enum Outcome: Equatable, Sendable {
        case line(String)
        /// Ctrl-D on an empty line.
        case endOfInput
        /// Ctrl-C.
        case interrupt
        /// Esc, at a question asked on one row of a full screen: the question is cancelled.
        case cancel
    }

    let prompt: String
    private(set) var buffer = LineBuffer()
    private var decoder = LineEditorKeyDecoder()
    private let promptWidth: Int
    /// The session's earlier lines, oldest first; `historyIndex` is the one shown (the count:
    /// the line being typed, kept in `draft` while an earlier one is shown).
    private let history: [String]
    private var historyIndex: Int
    private var draft = ""
    /// Rows from the prompt's first row down to the cursor, as last drawn.
    private var cursorRow = 0

    /// Drawn on the one row the cursor is on (a full screen's bottom row): a line longer than
    /// the row scrolls sideways inside it, and is never wrapped onto the rows above or below.
    private let oneRow: Bool
    /// With `oneRow`, the first display column of the line that is shown.
    private var firstShownColumn = 0

    init(prompt: String, history: [String] = [], oneRow: Bool = false) {
        self.prompt = prompt
        self.oneRow = oneRow
        self.promptWidth = DisplayWidth.of(prompt)
        self.history = history
        self.historyIndex = history.count
    }

    /// Part of an escape sequence is waiting for its next byte.
    var isMidSequence: Bool { decoder.isMidSequence }

    /// No byte followed in time: a lone Esc is pressed.
    mutating func timedOut() -> Outcome? {
        guard let key = decoder.timedOut() else { return nil }
        return press(key)
    }

    /// Takes one byte; the outcome once it ends the line.
    mutating func feed(_ byte: UInt8) -> Outcome? {
        guard let key = decoder.feed(byte) else { return nil }
        return press(key)
    }

    private mutating func press(_ key: LineEditorKey) -> Outcome? {
        switch key {
        case .text(let text): buffer.insert(text)
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home: buffer.moveHome()
        case .end: buffer.moveEnd()
        case .backspace: buffer.deleteBefore()
        case .delete: buffer.deleteAtCursor()
        case .deleteToEnd: buffer.deleteToEnd()
        case .deleteToStart: buffer.deleteToStart()
        case .deleteWordBefore: buffer.deleteWordBefore()
        case .pageUp, .pageDown: break
        case .up: showHistory(at: historyIndex - 1)
        case .down: showHistory(at: historyIndex + 1)
        case .enter: return .line(buffer.text)
        case .controlD:
            guard !buffer.characters.isEmpty else { return .endOfInput }
            buffer.deleteAtCursor()
        case .interrupt: return .interrupt
        case .escape: return oneRow ? .cancel : nil
        case .tab, .backTab: break
        }
        return nil
    }

    /// The bytes that draw the prompt line as it stands, on a terminal `columns` wide (nil when
    /// it does not say).
    mutating func redraw(columns: Int?) -> [UInt8] {
        if oneRow, let columns, columns > 1 { return redrawOneRow(columns: columns) }
        var output = cursorRow > 0 ? LineEditor.csi(cursorRow, "A") : ""
        output += "\r\u{1B}[J" + prompt + buffer.text
        let end = promptWidth + buffer.width
        let cursor = promptWidth + buffer.widthBeforeCursor
        guard let columns, columns > 0 else {
            output += LineEditor.csi(end - cursor, "D")
            cursorRow = 0
            return Array(output.utf8)
        }
        // A line that ends at the last column leaves the cursor there, waiting to wrap: it is
        // moved to the next row, where the arithmetic below puts it.
        if end > 0, end % columns == 0 { output += "\r\n" }
        let row = cursor / columns
        output += LineEditor.csi(end / columns - row, "A") + "\r" + LineEditor.csi(cursor % columns, "C")
        cursorRow = row
        return Array(output.utf8)
    }

    /// The bytes that leave the finished line: the cursor after its end, then a new line.
    mutating func finish(columns: Int?) -> [UInt8] {
        // On a full screen, whose view draws the row again: no new line, which would scroll it.
        if oneRow { return [] }
        buffer.moveEnd()
        return redraw(columns: columns) + Array("\r\n".utf8)
    }

    /// The row drawn again from its start: the prompt (cut to half the row at most), then the
    /// part of the line around the cursor that fits before the last column (left free so that
    /// the cursor never waits to wrap), the cursor placed in it.
    private mutating func redrawOneRow(columns: Int) -> [UInt8] {
        let room = columns - 1
        let shownPrompt = promptWidth <= room / 2 ? prompt : TerminalText.truncated(prompt, toWidth: room / 2)
        let textRoom = max(room - DisplayWidth.of(shownPrompt), 1)
        let cursor = buffer.widthBeforeCursor
        if buffer.width < textRoom { firstShownColumn = 0 }
        if cursor < firstShownColumn { firstShownColumn = cursor }
        if cursor > firstShownColumn + textRoom - 1 { firstShownColumn = cursor - textRoom + 1 }
        var shown = ""
        var column = 0
        for character in buffer.characters {
            let width = DisplayWidth.of(character)
            if column >= firstShownColumn, column + width <= firstShownColumn + textRoom { shown.append(character) }
            column += width
        }
        let cursorColumn = DisplayWidth.of(shownPrompt) + cursor - firstShownColumn
        let output = "\r" + shownPrompt + shown + "\u{1B}[K\r" + LineEditor.csi(cursorColumn, "C")
        return Array(output.utf8)
    }

    private mutating func showHistory(at index: Int) {
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { draft = buffer.text }
        historyIndex = index
        buffer.replace(with: index == history.count ? draft : history[index])
    }

    /// `ESC [ count final`, or nothing for a count of zero.
    private static func csi(_ count: Int, _ final: String) -> String {
        count > 0 ? "\u{1B}[\(count)" + final : ""
    }
}

import TodoCore
import TodoTerminal
/// The List screen, full screen on the terminal's alternate screen: a title line, the rows of
/// the list in view with the selected one marked, a status line and a keys line. It draws the
/// frames its presenter hands it and turns keys into events (`ListScreenKey`); what is in view
/// and what is selected is its presenter's.
///
/// It keeps the lines it last wrote and writes only those that changed: a move of the
/// selection rewrites the row it left and the row it reached. A move that scrolls the view by
/// fewer rows than it shows has the terminal scroll the list's rows (a scroll region around
/// them, reset in the same write), then writes the rows that came into view and the two
/// selection rows. The list's rows are laid out
/// (`ListTextWriter`, as `todo list` draws them) once per list and width, not per key.
final class ListScreenView: ListViewInterface {
    private let eventHandler: any ListModuleInterface
    private let terminal: any Terminal
    private let style: TextStyle
    /// The list's rows as laid out for `laidOut`.
    private var rows: [String] = []
    private var laidOut: (version: Int, width: Int)?
    /// The screen's lines as last written; empty: none can be trusted, all are written.
    private var written: [String] = []
    /// The list's rows in `written` when a frame wrote them (its first row in view, how many
    /// rows it had): a frame with the same rows, moved by fewer, scrolls them.
    private var writtenList: (top: Int, rows: Int)?
    private var lastFrame: ListScreenFrame?
    private(set) var width = 80
    private(set) var height = 24
    /// A problem said while a question is asked (a date that cannot be read): on the status line.
    private var questionProblem: String?

    static let selectionMark = ">"
    /// How long the screen waits for a key before it looks at the store again.
    static let storeLookMilliseconds: Int32 = 2000
    static let undoes = " · u undoes"
    static let questionHint = "Enter answers · Esc cancels"

    init(eventHandler: any ListModuleInterface, terminal: any Terminal, style: TextStyle) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.style = style
    }

    /// The screen until `q` or the end of input; false, with nothing drawn, when the terminal
    /// cannot be put in full-screen mode. Throws `ScreenInterrupted` for Ctrl-C.
    func run() throws -> Bool {
        guard terminal.enterScreen() else { return false }
        defer { terminal.leaveScreen() }
        measure()
        try eventHandler.updateView()
        while true {
            guard let input = terminal.readKey(waitingAtMost: ListScreenView.storeLookMilliseconds) else {
                try eventHandler.storeMayHaveChanged()
                continue
            }
            if case .key = input { try eventHandler.storeMayHaveChanged() }
            switch input {
            case .endOfInput: return true
            case .resized:
                try drawAgainAtNewSize()
            case .key(.interrupt): throw ScreenInterrupted()
            case .key(let key):
                switch ListScreenKey.action(for: key) {
                case nil: continue
                case .quit: return true
                case .keys: showPage(title: "Keys", lines: ListScreenKey.help)
                case let action?: try eventHandler.perform(action)
                }
            }
        }
    }

    /// The terminal's size now, for the frames that follow.
    /// A resize: the size asked again, and everything drawn again at it.
    private func drawAgainAtNewSize() throws {
        measure()
        written = []
        try eventHandler.screenResized()
    }

    func measure() {
        width = max(terminal.width ?? 80, 1)
        height = max(terminal.height ?? 24, 1)
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {}
    func showNoContentMessage(_ data: UpcomingDisplayData) {}

    func rowsForList(status: ListStatus) -> Int? {
        max(height - 2 - statusRows(status.text).count, 1)
    }

    func showScreen(_ frame: ListScreenFrame) {
        lastFrame = frame
        let (lines, listRows) = frameLines(frame)
        write(lines, after: scrolled(to: frame.top, rows: listRows, lines: lines))
        writtenList = (frame.top, listRows)
    }

    /// The whole frame: title, the rows in view, the status line (one row or two), the keys.
    func lines(_ frame: ListScreenFrame) -> [String] {
        frameLines(frame).lines
    }

    /// The frame's lines, and how many of them are the list's rows (from the second line).
    private func frameLines(_ frame: ListScreenFrame) -> (lines: [String], listRows: Int) {
        if laidOut?.version != frame.version || laidOut?.width != width {
            rows = layOut(frame.data)
            laidOut = (frame.version, width)
        }
        let status = statusRows(questionProblem ?? frame.status.text)
        let listRows = max(height - 2 - status.count, 1)
        var lines = [style.bold(TerminalText.truncated(frame.title, toWidth: width, ellipsis: style.ellipsis))]
        for row in frame.top..<(frame.top + listRows) {
            guard row < rows.count else {
                lines.append("")
                continue
            }
            let text = frame.pickedRows.contains(row) ? ListScreenView.picked(rows[row]) : rows[row]
            lines.append(row == frame.selectedRow ? selected(text) : text)
        }
        let isProblem = questionProblem != nil || frame.status.isProblem
        lines += status.map { isProblem ? style.red($0) : $0 }
        lines.append(style.dim(style.symbols(ListScreenKey.line(width: width))))
        return (Array(lines.prefix(height)), listRows)
    }

    /// The view moved to `top` by fewer rows than the list's `rows`, which are where the last
    /// frame wrote them: the escape sequences that have the terminal scroll those rows (and no
    /// others: the title, status and keys lines are outside the scroll region, which is reset
    /// at once), and `written` scrolled as they are, so that only the rows that came into view
    /// and those that changed are written after. Empty, and nothing changed, otherwise.
    private func scrolled(to top: Int, rows: Int, lines: [String]) -> String {
        guard let last = writtenList, last.rows == rows, rows >= 2, rows + 2 <= lines.count,
              written.count == lines.count, top != last.top, abs(top - last.top) < rows else { return "" }
        let shift = top - last.top
        let region = written[1...rows]
        let blank = Array(repeating: "", count: abs(shift))
        written.replaceSubrange(1...rows, with: shift > 0 ? Array(region.dropFirst(shift)) + blank
                                                         : blank + Array(region.dropLast(-shift)))
        // Index on the region's last row scrolls it up a row, reverse index on its first row
        // down: VT100's, which every terminal has (the Linux console lacks `ESC [ n S` and `T`).
        // Attributes reset first, so that the rows coming in are blank in the default colours.
        let (row, step) = shift > 0 ? (rows + 1, "\u{1B}D") : (2, "\u{1B}M")
        return (style.isEnabled ? "\u{1B}[0m" : "") + "\u{1B}[2;\(rows + 1)r\u{1B}[\(row)H"
            + String(repeating: step, count: abs(shift)) + "\u{1B}[r"
    }

    /// The status text wrapped between words, two rows at most (the second cut if need be);
    /// one blank row when there is nothing to say.
    private func statusRows(_ text: String) -> [String] {
        guard !text.isEmpty else { return [""] }
        let wrapped = TextWrapper.rows(style.symbols(text), width: width)
        guard wrapped.count > 2 else { return wrapped.isEmpty ? [""] : wrapped }
        var rest = wrapped[1...].joined(separator: " ")
        // `u undoes` is what the line is for after a change: the name is cut, never that.
        let undoes = ListScreenView.undoes
        if rest.hasSuffix(undoes), width > DisplayWidth.of(undoes) + 8 {
            rest.removeLast(undoes.count)
            return [wrapped[0], TerminalText.truncated(rest, toWidth: width - DisplayWidth.of(undoes),
                                                       ellipsis: style.ellipsis) + undoes]
        }
        return [wrapped[0], TerminalText.truncated(rest, toWidth: width, ellipsis: style.ellipsis)]
    }

    /// The list's rows as `todo list` draws them at this width; its message when it is empty.
    private func layOut(_ data: UpcomingDisplayData) -> [String] {
        guard !data.sections.isEmpty else { return TextWrapper.rows(data.noContentMessage, width: width) }
        var list = data
        list.leftOutHint = nil
        list.filterLine = nil
        let bytes = ListTextWriter(style: style, width: width).bytes(list)
        var rows = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// The selected row: `>` in its first column, in reverse video to the screen's edge when
    /// colour is on (each reset inside it turns reverse video on again).
    private func selected(_ row: String) -> String {
        let marked = row.hasPrefix(" ") ? ListScreenView.selectionMark + row.dropFirst() : ListScreenView.selectionMark + row
        guard style.isEnabled else { return marked }
        let reverse = "\u{1B}[7m"
        let padding = max(width - DisplayWidth.of(ListScreenView.plain(marked)), 0)
        return reverse + marked.replacingResets(with: "\u{1B}[0m" + reverse) + String(repeating: " ", count: padding) + "\u{1B}[0m"
    }

    /// A picked item's row: `*` in its second column (an item's row begins with two spaces).
    static func picked(_ row: String) -> String {
        guard row.hasPrefix("  ") else { return row }
        return " " + ListScreenView.pickMark + row.dropFirst(2)
    }

    static let pickMark = "*"

    /// `text` without its SGR escape sequences.
    static func plain(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Writes the lines that differ from those on the screen, each from its first column, after
    /// `scroll` (`scrolled(to:rows:lines:)`).
    private func write(_ lines: [String], after scroll: String = "") {
        var output = scroll
        writtenList = nil
        let all = written.count != lines.count
        for (index, line) in lines.enumerated() where all || written[index] != line {
            output += ListScreenView.moveTo(row: index + 1) + "\u{1B}[2K" + line
        }
        written = lines
        if !output.isEmpty { terminal.write(output) }
    }

    /// `ESC [ row ; 1 H`.
    static func moveTo(row: Int) -> String {
        "\u{1B}[\(row);1H"
    }

    /// A screen of its own (`?`, `i`): `title`, then `lines` cut to the width, until a key is
    /// pressed (that key does nothing else); then the list again.
    func showPage(title: String, lines: [String]) {
        while true {
            let room = max(height - 2, 0)
            var page = [style.bold(TerminalText.truncated(title, toWidth: width, ellipsis: style.ellipsis))]
            var shown = lines.prefix(room).map { TerminalText.truncated($0, toWidth: width, ellipsis: style.ellipsis) }
            if lines.count > room, room > 0 {
                shown[room - 1] = TerminalText.truncated("… \(lines.count - room + 1) more lines: a taller terminal shows them",
                                                         toWidth: width, ellipsis: style.ellipsis)
            }
            page += shown
            page += Array(repeating: "", count: max(height - 1 - page.count, 0))
            page.append(style.dim(style.symbols(TerminalText.truncated("Any key goes back to the list", toWidth: width,
                                                                       ellipsis: style.ellipsis))))
            write(Array(page.prefix(height)))
            guard terminal.readKey() == .resized else { break }
            measure()
        }
        written = []
        try? eventHandler.screenResized()
    }

    func ask(_ question: ListQuestion) throws -> String {
        switch question {
        case .filter:
            guard let answer = askAtBottom(prompt: "Filter: ", history: "filter") else { throw EndOfInput() }
            return answer
        case .command:
            guard let answer = askAtBottom(prompt: ":", history: "command") else { throw EndOfInput() }
            return answer
        }
    }

    /// A question on the bottom row, the list in view above it and the status line saying how
    /// to cancel (or what was wrong with the answer before); nil when it is cancelled.
    func askAtBottom(prompt: String, history: String) -> String? {
        drawStatusForQuestion()
        terminal.write(ListScreenView.moveTo(row: height) + "\u{1B}[2K\u{1B}[?25h")
        let outcome = terminal.readScreenLine(prompt: style.symbols(prompt), history: history) { [self] in
            // Everything again at the new size, the question's status line too, then the answer's row.
            try? drawAgainAtNewSize()
            drawStatusForQuestion()
            terminal.write(ListScreenView.moveTo(row: height) + "\u{1B}[2K\u{1B}[?25h")
        }
        endQuestion()
        if case .line(let line) = outcome { return line }
        return nil
    }

    /// A `y/N` question answered by one key: `y` or `Y` says yes; any other key, Esc and Ctrl-C no.
    func askOneKey(prompt: String) -> Bool {
        drawStatusForQuestion()
        terminal.write(ListScreenView.moveTo(row: height) + "\u{1B}[2K" + fitted(question: prompt) + "\u{1B}[?25h")
        var input = terminal.readKey()
        while input == .resized { input = terminal.readKey() }
        endQuestion()
        return input == .key(.text("y")) || input == .key(.text("Y"))
    }

    /// `prompt` cut to the row (less its last column), its `? [y/N] ` kept whole.
    private func fitted(question prompt: String) -> String {
        let room = max(width - 1, 1)
        let answers = "? [y/N] "
        guard DisplayWidth.of(prompt) > room, prompt.hasSuffix(answers), room > answers.count + 1 else {
            return TerminalText.truncated(prompt, toWidth: room, ellipsis: style.ellipsis)
        }
        return TerminalText.truncated(String(prompt.dropLast(answers.count)), toWidth: room - answers.count,
                                      ellipsis: style.ellipsis) + answers
    }

    /// A problem with the answer just given, shown until the question is asked again.
    func showQuestionProblem(_ message: String) {
        questionProblem = message
    }

    private func drawStatusForQuestion() {
        guard let frame = lastFrame else { return }
        let text = questionProblem ?? ListScreenView.questionHint
        write(lines(ListScreenFrame(data: frame.data, version: frame.version, top: frame.top,
                                    selectedRow: frame.selectedRow, title: frame.title,
                                    status: ListStatus(text, isProblem: questionProblem != nil))))
        questionProblem = nil
    }

    private func endQuestion() {
        terminal.write("\u{1B}[?25l")
        if !written.isEmpty { written[written.count - 1] = "\u{0}" }
    }
}

private extension String {
    func replacingResets(with replacement: String) -> String {
        guard containsText("\u{1B}[0m") else { return self }
        return replacingText("\u{1B}[0m", with: replacement)
    }
}

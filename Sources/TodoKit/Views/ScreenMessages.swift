import TodoTerminal
/// What the last action on the screens said, held until the List screen is drawn again and
/// then shown under the list, so that clearing the screen for the redraw does not take it away.
///
/// The Add and Change screen views post here instead of writing at once when they were opened
/// from the List screen; the List screen view shows and forgets the lines after each draw.
final class ScreenMessages {
    /// One line as it is to be written: to standard output, or as a `todo: ` problem.
    enum Line: Equatable, Sendable {
        case output(String)
        case problem(String)
    }

    private(set) var lines: [Line] = []

    init() {}

    /// Text for standard output, as a view would write it (its line breaks included).
    func post(_ text: String) {
        guard !text.isEmpty else { return }
        lines.append(.output(text))
    }

    /// A warning, without its `todo: ` prefix.
    func postProblem(_ message: String) {
        lines.append(.problem(message))
    }

    /// The held lines, forgotten here: the List screen's status line shows them.
    func take() -> [Line] {
        defer { lines.removeAll() }
        return lines
    }

    /// Writes the held lines to `terminal`, in the order posted, each wrapped between words
    /// to `size`, and forgets them.
    func show(on terminal: any Terminal, size: ScreenSize) {
        for line in lines {
            switch line {
            case .output(let text): terminal.write(size.wrapped(text))
            case .problem(let message): terminal.writeError(size.problem(message))
            }
        }
        lines.removeAll()
    }

    /// The rows the held lines take once wrapped to `size`.
    func rows(_ size: ScreenSize) -> Int {
        lines.reduce(0) { rows, line in
            switch line {
            case .output(let text): rows + size.rows(text)
            case .problem(let message): rows + size.rows(size.problem(message))
            }
        }
    }
}

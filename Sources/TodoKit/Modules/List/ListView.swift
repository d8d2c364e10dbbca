import TodoCore
import TodoTerminal
/// The List screen as text (or JSON with `--json`): section headings flush left, items indented.
final class ListView: ListViewInterface {
    private let terminal: any Terminal
    private let format: OutputFormat
    let style: TextStyle

    init(terminal: any Terminal, format: OutputFormat, style: TextStyle) {
        self.terminal = terminal
        self.format = format
        self.style = style
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        show(data, width: terminal.width)
    }

    /// The list, its names cut to fit `width` columns (nil: never cut): the List screen gives
    /// the width it asked for once for the whole draw.
    func show(_ data: UpcomingDisplayData, width: Int?) {
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        case .text: ListTextWriter(style: style, width: width).write(data) { terminal.write(utf8: $0) }
        }
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        case .text: terminal.write(data.noContentMessage + "\n" + (data.leftOutHint.map { $0 + "\n" } ?? ""))
        }
    }

    /// `todo list` prints the whole list, however long.
    func rowsForList(status: ListStatus) -> Int? { nil }

    /// `todo list` asks nothing.
    func ask(_ question: ListQuestion) throws -> String {
        throw TodoError.unwired("a question of the List screen")
    }
}

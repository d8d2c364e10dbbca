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
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        // The width is asked for at every draw: the List screen draws again after a resize.
        case .text: ListTextWriter(style: style, width: terminal.width).write(data) { terminal.write(utf8: $0) }
        }
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        case .text: terminal.write(data.noContentMessage + "\n" + (data.leftOutHint.map { $0 + "\n" } ?? ""))
        }
    }
}

import TodoCore
/// The List screen as text (or JSON with `--json`): section headings flush left, items indented.
final class ListView: ListViewInterface {
    private let terminal: any Terminal
    private let format: OutputFormat
    private let style: TextStyle
    /// Long names are cut to this width; nil (a pipe) never cuts.
    private let width: Int?

    init(terminal: any Terminal, format: OutputFormat, style: TextStyle, width: Int?) {
        self.terminal = terminal
        self.format = format
        self.style = style
        self.width = width
    }

    func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        case .text: terminal.write(utf8: ListTextWriter(style: style, width: width).bytes(data))
        }
    }

    func showNoContentMessage(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(utf8: ListJSONWriter().bytes(data))
        case .text: terminal.write(data.noContentMessage + "\n" + (data.leftOutHint.map { $0 + "\n" } ?? ""))
        }
    }
}

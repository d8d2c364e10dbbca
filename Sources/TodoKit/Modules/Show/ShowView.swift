import TodoCore
import TodoTerminal
/// The Show module's command-line view: its input is the ids of `todo show`; its output each
/// item whole (a header line, then a line per field, values lined up), or one JSON array.
final class ShowView: ShowViewInterface {
    private let eventHandler: any ShowModuleInterface
    private let terminal: any Terminal
    private let format: OutputFormat

    init(eventHandler: any ShowModuleInterface, terminal: any Terminal, format: OutputFormat) {
        self.eventHandler = eventHandler
        self.terminal = terminal
        self.format = format
    }

    func submit(ids: [String]) throws {
        try eventHandler.showAction(ids: ids)
    }

    func showItems(_ data: ShowDisplayData) {
        switch format {
        case .json: terminal.write(utf8: ItemJSONWriter.array(data.items.map(\.item)) + [UInt8(ascii: "\n")])
        case .text: terminal.write(ShowView.text(data))
        }
    }

    /// Wide enough for every title, so that values line up from one `todo show` to the next.
    private static let titleWidth = (ShowField.Kind.allCases.map(\.rawValue.count).max() ?? 0) + 2
    private static let indent = "    "

    /// `14  Pay rent`, then `    Due:      Monday 30 November 2026` and the other fields;
    /// a blank line between items. A note's later lines start under its first.
    static func text(_ data: ShowDisplayData) -> String {
        data.items.map { shown in
            var text = "\(shown.item.id)  \(TerminalText.escaped(shown.item.name))\n"
            for field in shown.fields {
                let title = field.kind.rawValue + ":"
                var lead = indent + title + String(repeating: " ", count: titleWidth - title.count)
                for line in field.value.split(separator: "\n", omittingEmptySubsequences: false) {
                    // A blank line of a note is left blank, not a run of spaces.
                    text += line.isEmpty ? "\n" : lead + TerminalText.escaped(String(line)) + "\n"
                    lead = indent + String(repeating: " ", count: titleWidth)
                }
            }
            return text
        }.joined(separator: "\n")
    }
}

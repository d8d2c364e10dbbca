/// The List screen as text (or JSON with `--json`): section headings flush left, items indented.
public final class ListView: ListViewInterface {
    private let terminal: any Terminal
    private let format: OutputFormat
    private let style: TextStyle
    /// Long names are cut to this width; nil (a pipe) never cuts.
    private let width: Int?

    public init(terminal: any Terminal, format: OutputFormat, style: TextStyle, width: Int?) {
        self.terminal = terminal
        self.format = format
        self.style = style
        self.width = width
    }

    public func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(ListView.json(data) + "\n")
        case .text where width == nil: terminal.write(utf8: ListTextWriter(style: style).bytes(data))
        case .text: terminal.write(ListTextLayout(style: style, width: width).text(data))
        }
    }

    public func showNoContentMessage(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(ListView.json(data) + "\n")
        case .text: terminal.write(data.noContentMessage + "\n")
        }
    }

    /// `{"today": …, "weekStart": …, "through": …, "sections": [{"title": …, "items": [{"id", "name", "due"}]}]}`
    static func json(_ data: UpcomingDisplayData) -> String {
        var members = [JSONMember("today", .string(data.today)), JSONMember("weekStart", .string(data.weekStart))]
        if let through = data.through { members.append(JSONMember("through", .string(through))) }
        let sections = data.sections.map { section in
            JSONValue.object([
                JSONMember("title", .string(section.title)),
                JSONMember("items", .array(section.items.map { item in
                    .object([JSONMember("id", .number(String(item.id))), JSONMember("name", .string(item.name)),
                             JSONMember("due", .string(item.due))])
                })),
            ])
        }
        members.append(JSONMember("sections", .array(sections)))
        return JSONWriter.serialize(.object(members))
    }
}

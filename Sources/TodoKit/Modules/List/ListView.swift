/// The List screen as text (or JSON with `--json`): section headings flush left, items indented.
public final class ListView: ListViewInterface {
    private let terminal: any Terminal
    private let format: OutputFormat
    private let style: TextStyle
    /// Long names are cut to this width; nil (a pipe) never cuts.
    private let width: Int?
    /// Names are padded to this many columns at most, so labels line up without huge gaps.
    private let nameColumnLimit = 40
    /// However narrow the terminal, a name keeps this many characters.
    private let minimumNameWidth = 8

    public init(terminal: any Terminal, format: OutputFormat, style: TextStyle, width: Int?) {
        self.terminal = terminal
        self.format = format
        self.style = style
        self.width = width
    }

    public func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(ListView.json(data) + "\n")
        case .text: terminal.write(text(data))
        }
    }

    public func showNoContentMessage(_ data: UpcomingDisplayData) {
        switch format {
        case .json: terminal.write(ListView.json(data) + "\n")
        case .text: terminal.write(data.noContentMessage + "\n")
        }
    }

    private func text(_ data: UpcomingDisplayData) -> String {
        let allItems = data.sections.flatMap(\.items)
        let idWidth = String(allItems.map(\.id).max() ?? 0).count
        var output = ""
        for (index, section) in data.sections.enumerated() {
            if index > 0 { output += "\n" }
            output += (section.isOverdue ? style.red(section.title) : style.bold(section.title)) + "\n"
            let names = section.items.map { TerminalText.escaped($0.name) }
            let prefixWidth = 4 + idWidth
            let labelled = zip(names, section.items).filter { !$0.1.dueLabel.isEmpty }
            var nameColumn = min(labelled.map(\.0.count).max() ?? 0, nameColumnLimit)
            if let width {
                // Cut the column itself, so that a cut name is not padded back past the width.
                let longestLabel = labelled.map(\.1.dueLabel.count).max() ?? 0
                nameColumn = min(nameColumn, max(width - prefixWidth - 2 - longestLabel, minimumNameWidth))
            }
            for (name, item) in zip(names, section.items) {
                output += line(id: item.id, idWidth: idWidth, name: name, label: item.dueLabel, nameColumn: nameColumn)
            }
        }
        return output
    }

    private func line(id: Int, idWidth: Int, name: String, label: String, nameColumn: Int) -> String {
        let prefix = "  " + String(repeating: " ", count: idWidth - String(id).count) + String(id) + "  "
        guard !label.isEmpty else {
            guard let width else { return prefix + name + "\n" }
            return prefix + TerminalText.truncated(name, toWidth: max(width - prefix.count, minimumNameWidth)) + "\n"
        }
        let shownName = width == nil ? name : TerminalText.truncated(name, toWidth: nameColumn)
        return prefix + TerminalText.padded(shownName, toWidth: nameColumn) + "  " + style.dim(label) + "\n"
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

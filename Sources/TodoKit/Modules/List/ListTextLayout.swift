import TodoCore
/// The list as text, laid out with `String`s: the general way, which can cut names to a
/// terminal's width. `ListTextWriter` writes the same text faster where nothing is cut.
struct ListTextLayout {
    let style: TextStyle
    /// Long names are cut to this width; nil (a pipe) never cuts.
    let width: Int?

    /// Names are padded to this many columns at most, so labels line up without huge gaps.
    static let nameColumnLimit = 40
    /// However narrow the terminal, a name keeps this many characters.
    static let minimumNameWidth = 8

    func text(_ data: UpcomingDisplayData) -> String {
        let allItems = data.sections.flatMap(\.items)
        let idWidth = String(allItems.map(\.id).max() ?? 0).count
        var output = ""
        for (index, section) in data.sections.enumerated() {
            if index > 0 { output += "\n" }
            output += (section.isOverdue ? style.red(section.title) : style.bold(section.title)) + "\n"
            let names = section.items.map { TerminalText.escaped($0.name) }
            let prefixWidth = 4 + idWidth
            let labelled = zip(names, section.items).filter { !$0.1.dueLabel.isEmpty }
            var nameColumn = min(labelled.map(\.0.count).max() ?? 0, ListTextLayout.nameColumnLimit)
            if let width {
                // Cut the column itself, so that a cut name is not padded back past the width.
                let longestLabel = labelled.map(\.1.dueLabel.count).max() ?? 0
                nameColumn = min(nameColumn, max(width - prefixWidth - 2 - longestLabel, ListTextLayout.minimumNameWidth))
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
            return prefix + TerminalText.truncated(name, toWidth: max(width - prefix.count, ListTextLayout.minimumNameWidth)) + "\n"
        }
        let shownName = width == nil ? name : TerminalText.truncated(name, toWidth: nameColumn)
        return prefix + TerminalText.padded(shownName, toWidth: nameColumn) + "  " + style.dim(label) + "\n"
    }
}

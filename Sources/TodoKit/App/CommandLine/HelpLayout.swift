/// Lays help out in lines of at most `width` columns: prose is wrapped at spaces, and a table
/// puts its right column where its longest label ends. Help is plain ASCII, so a character is
/// a column.
struct HelpLayout {
    let width: Int

    /// `text` wrapped at spaces, each line after `indent` spaces. A word longer than a line
    /// stands alone on its line rather than being cut.
    func paragraph(_ text: String, indent: Int = 0) -> [String] {
        let room = max(width - indent, 1)
        var lines: [String] = []
        var line = ""
        for word in Self.words(text) {
            if !line.isEmpty, line.count + 1 + word.count > room {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        let margin = String(repeating: " ", count: indent)
        return lines.map { margin + $0 }
    }

    /// The words of `text`, a `code span` counting as one word: a command split over two
    /// lines reads as two commands.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var inCode = false
        for word in text.split(separator: " ") {
            if inCode, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            if word.filter({ $0 == "`" }).count % 2 == 1 { inCode.toggle() }
        }
        return words
    }

    /// A synopsis (`todo edit ID [--name NAME] ...`) after `indent` spaces, broken only between
    /// its parts (never inside `[--due DATE]`) when it is wider than a line; the lines after the
    /// first line up after the command's name, `hang` columns in.
    func synopsis(_ text: String, indent: Int = 0, hang: Int) -> [String] {
        var parts: [String] = []
        var depth = 0
        for word in text.split(separator: " ") {
            if depth > 0, let last = parts.popLast() { parts.append(last + " " + word) } else { parts.append(String(word)) }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
        }
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        for part in parts {
            if line.contains(where: { $0 != " " }), line.count + 1 + part.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent + hang)
            } else if line.contains(where: { $0 != " " }) {
                line += " "
            }
            line += part
        }
        lines.append(line)
        return lines
    }

    /// Two columns, indented by `indent`: each label, then its text wrapped beside it. A label
    /// wider than `labelLimit` puts its text on the next line, so that one long label does not
    /// push every other text to the right.
    func table(_ rows: [(label: String, text: String)], indent: Int = 2, gap: Int = 3,
               labelLimit: Int = .max) -> [String] {
        let labelWidth = rows.map(\.label.count).filter { $0 <= labelLimit }.max() ?? 0
        let column = indent + labelWidth + gap
        let margin = String(repeating: " ", count: indent)
        return rows.flatMap { row -> [String] in
            let label = margin + row.label
            let text = paragraph(row.text, indent: column)
            if label.count > width { return synopsis(row.label, indent: indent, hang: 4) + text }
            guard let first = text.first else { return [label] }
            guard row.label.count <= labelWidth else { return [label] + text }
            let padding = String(repeating: " ", count: column - label.count)
            return [label + padding + first.drop(while: { $0 == " " })] + text.dropFirst()
        }
    }
}

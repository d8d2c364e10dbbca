import TodoCore
/// The one JSON object of an item, in every command's output (`list`, `add`, `done`, `edit`,
/// `undo`, `import`, ...): `{"id", "name", "due", "every", "done", "priority", "note", "tags",
/// "uid"}` (the plain fields of `ItemField.all` in table order, those shown last after the
/// tags), each only when the item has it, `tags` always (`[]` when the name has none). Written straight into bytes: `todo list --json` writes 100,000 of them.
enum ItemJSONWriter {
    /// The object of `item`, without its closing `}`, so that a command can add a member of
    /// its own (`done`'s `next`). `lastDue` keeps the text of the date written last: neighbours
    /// in a list are mostly due alike, and each date's text is then made once per run.
    static func appendOpen(_ item: borrowing some ShownItem, to output: inout [UInt8],
                           lastDue: inout (date: DueDate, iso: String)?) {
        JSONWriter.appendLiteral("{\"id\": ", to: &output)
        output.append(contentsOf: String(item.id).utf8)
        JSONWriter.appendLiteral(", \"name\": ", to: &output)
        JSONWriter.writeString(item.name, into: &output)
        if let due = item.dueDate {
            if due != lastDue?.date { lastDue = (due, due.iso) }
            JSONWriter.appendLiteral(", \"due\": ", to: &output)
            JSONWriter.writeString(lastDue?.iso ?? due.iso, into: &output)
        }
        if let every = item.rule {
            JSONWriter.appendLiteral(", \"every\": ", to: &output)
            JSONWriter.writeString(every.text, into: &output)
        }
        let extras = item.extras
        if let done = extras?.stamp {
            JSONWriter.appendLiteral(", \"done\": ", to: &output)
            JSONWriter.writeString(done, into: &output)
        }
        if let priority = extras?.priority {
            JSONWriter.appendLiteral(", \"priority\": \"", to: &output)
            output.append(contentsOf: priority.rawValue.utf8)
            JSONWriter.appendLiteral("\"", to: &output)
        }
        if let texts = extras?.texts { appendTexts(texts, last: false, to: &output) }
        JSONWriter.appendLiteral(", \"tags\": [", to: &output)
        for (position, tag) in NameWords.tags(in: item.name).enumerated() {
            if position > 0 { JSONWriter.appendLiteral(", ", to: &output) }
            JSONWriter.writeString(tag, into: &output)
        }
        JSONWriter.appendLiteral("]", to: &output)
        if let texts = extras?.texts { appendTexts(texts, last: true, to: &output) }
    }

    /// The plain text fields of `ItemField.all` that are set, in table order: those shown
    /// last (the uid) or the others.
    private static func appendTexts(_ texts: ItemTexts, last: Bool, to output: inout [UInt8]) {
        for field in ItemField.texts where field.isShownLast == last {
            guard let slot = field.text, let value = texts[slot] else { continue }
            JSONWriter.appendLiteral(", \"", to: &output)
            JSONWriter.appendLiteral(field.key, to: &output)
            JSONWriter.appendLiteral("\": ", to: &output)
            JSONWriter.writeString(value, into: &output)
        }
    }

    /// The whole object of `item`.
    static func append(_ item: borrowing some ShownItem, to output: inout [UInt8]) {
        var lastDue: (date: DueDate, iso: String)?
        appendOpen(item, to: &output, lastDue: &lastDue)
        output.append(UInt8(ascii: "}"))
    }

    /// `[{...}, {...}]`: the items as one array.
    static func array(_ items: [some ShownItem]) -> [UInt8] {
        var output: [UInt8] = [UInt8(ascii: "[")]
        for (index, item) in items.enumerated() {
            if index > 0 { JSONWriter.appendLiteral(", ", to: &output) }
            append(item, to: &output)
        }
        output.append(UInt8(ascii: "]"))
        return output
    }
}

import TodoCore
/// Writes `todo list --json` straight into bytes, in exactly `JSONWriter`'s layout:
/// `{"today": …, "weekStart": …, "through": …, "sections": [{"title": …, "items": [{"id", "name", "due",
/// "every", "done", "tags", "uid"}]}], "more": {"later": …, "someday": …}}`: `due`, `every` and `done`
/// and `uid` only when the item has them, `tags` always (`[]` when the name has none), `more` only when
/// items could be left out (no `--all`).
///
/// Building a `JSONValue` tree first would cost several allocations per item; a 100,000-item
/// list is written here in one buffer, in one pass.
struct ListJSONWriter {
    func bytes(_ data: UpcomingDisplayData) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(128 + data.sections.reduce(0) { $0 + $1.items.count } * 80)
        JSONWriter.appendLiteral("{\"today\": ", to: &output)
        JSONWriter.writeString(data.today, into: &output)
        JSONWriter.appendLiteral(", \"weekStart\": ", to: &output)
        JSONWriter.writeString(data.weekStart, into: &output)
        if let through = data.through {
            JSONWriter.appendLiteral(", \"through\": ", to: &output)
            JSONWriter.writeString(through, into: &output)
        }
        JSONWriter.appendLiteral(", \"sections\": [", to: &output)
        for (index, section) in data.sections.enumerated() {
            if index > 0 { JSONWriter.appendLiteral(", ", to: &output) }
            JSONWriter.appendLiteral("{\"title\": ", to: &output)
            JSONWriter.writeString(section.title, into: &output)
            JSONWriter.appendLiteral(", \"items\": [", to: &output)
            // By index: a copy of each item would retain its three strings.
            section.items.withUnsafeBufferPointer { items in
                var lastDue: (date: DueDate, iso: String)?
                for item in items.indices {
                    if item > 0 { JSONWriter.appendLiteral(", ", to: &output) }
                    ItemJSONWriter.appendOpen(items[item], to: &output, lastDue: &lastDue)
                    output.append(UInt8(ascii: "}"))
                }
            }
            JSONWriter.appendLiteral("]}", to: &output)
        }
        JSONWriter.appendLiteral("]", to: &output)
        if let leftOut = data.leftOut {
            JSONWriter.appendLiteral(", \"more\": {\"later\": ", to: &output)
            output.append(contentsOf: String(leftOut.later).utf8)
            JSONWriter.appendLiteral(", \"someday\": ", to: &output)
            output.append(contentsOf: String(leftOut.someday).utf8)
            JSONWriter.appendLiteral(", \"waiting\": ", to: &output)
            output.append(contentsOf: String(leftOut.waiting).utf8)
            output.append(UInt8(ascii: "}"))
        }
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }
}

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
                // Neighbours are mostly due alike: each date's text is made once per run.
                var lastDue: DueDate?
                var lastISO = ""
                for item in items.indices {
                    JSONWriter.appendLiteral(item > 0 ? ", {\"id\": " : "{\"id\": ", to: &output)
                    output.append(contentsOf: String(items[item].id).utf8)
                    JSONWriter.appendLiteral(", \"name\": ", to: &output)
                    JSONWriter.writeString(items[item].name, into: &output)
                    if let due = items[item].dueDate {
                        if due != lastDue {
                            lastDue = due
                            lastISO = due.iso
                        }
                        JSONWriter.appendLiteral(", \"due\": ", to: &output)
                        JSONWriter.writeString(lastISO, into: &output)
                    }
                    if let every = items[item].every {
                        JSONWriter.appendLiteral(", \"every\": ", to: &output)
                        JSONWriter.writeString(every, into: &output)
                    }
                    if let done = items[item].done {
                        JSONWriter.appendLiteral(", \"done\": ", to: &output)
                        JSONWriter.writeString(done, into: &output)
                    }
                    JSONWriter.appendLiteral(", \"tags\": [", to: &output)
                    for (position, tag) in items[item].tags.enumerated() {
                        if position > 0 { JSONWriter.appendLiteral(", ", to: &output) }
                        JSONWriter.writeString(tag, into: &output)
                    }
                    JSONWriter.appendLiteral("]", to: &output)
                    if let uid = items[item].uid {
                        JSONWriter.appendLiteral(", \"uid\": ", to: &output)
                        JSONWriter.writeString(uid, into: &output)
                    }
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
            output.append(UInt8(ascii: "}"))
        }
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }
}

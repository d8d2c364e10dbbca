import TodoCore
/// Writes a `TodoList` as the bytes of a version 1 data file, in the layout `TodoFileCodec`
/// documents. Everything is appended to one byte array, with no `String` in between, so a
/// 100,000-item list is written in milliseconds.
enum TodoFileEncoder {
    static func encode(_ list: TodoList, withNextID: Bool = true) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256 + list.items.count * 80)
        JSONWriter.appendLiteral("{\n  \"version\": 1,\n", to: &output)
        if withNextID {
            JSONWriter.appendLiteral("  \"nextId\": ", to: &output)
            appendInteger(list.nextID, to: &output)
            JSONWriter.appendLiteral(",\n", to: &output)
        }
        for member in list.otherKeys where !TodoFileCodec.topLevelKeys.contains(member.key) {
            JSONWriter.appendLiteral("  ", to: &output)
            JSONWriter.writeString(member.key, into: &output)
            JSONWriter.appendLiteral(": ", to: &output)
            JSONWriter.write(member.value, into: &output)
            JSONWriter.appendLiteral(",\n", to: &output)
        }
        JSONWriter.appendLiteral("  \"items\": [", to: &output)
        for (index, item) in list.items.enumerated() {
            JSONWriter.appendLiteral(index == 0 ? "\n    " : ",\n    ", to: &output)
            appendItem(item, to: &output)
        }
        JSONWriter.appendLiteral(list.items.isEmpty ? "]\n}\n" : "\n  ]\n}\n", to: &output)
        return output
    }

    /// One item's object, on one line: `{"id": 1, "name": "Buy milk", "due": "2026-11-21"}`;
    /// `due` only when it has one, then `every`, `done`, the fields of `ItemKey.spelt` and the
    /// other keys.
    static func appendItem(_ item: TodoItem, to output: inout [UInt8]) {
        JSONWriter.appendLiteral("{\"id\": ", to: &output)
        appendInteger(item.id, to: &output)
        JSONWriter.appendLiteral(", \"name\": ", to: &output)
        JSONWriter.writeString(item.name, into: &output)
        if let due = item.due {
            JSONWriter.appendLiteral(", \"due\": \"", to: &output)
            due.appendISO(to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if let every = item.every {
            JSONWriter.appendLiteral(", \"every\": ", to: &output)
            JSONWriter.writeString(every.text, into: &output)
        }
        if let done = item.done {
            JSONWriter.appendLiteral(", \"done\": ", to: &output)
            JSONWriter.writeString(done, into: &output)
        }
        for key in ItemKey.spelt {
            guard let value = item[spelling: key] else { continue }
            JSONWriter.appendLiteral(", \"", to: &output)
            JSONWriter.appendLiteral(key.key, to: &output)
            JSONWriter.appendLiteral("\"", to: &output)
            JSONWriter.appendLiteral(": ", to: &output)
            JSONWriter.writeString(value, into: &output)
        }
        for member in item.otherKeys where !TodoFileCodec.itemKeys.contains(member.key) {
            JSONWriter.appendLiteral(", ", to: &output)
            JSONWriter.writeString(member.key, into: &output)
            JSONWriter.appendLiteral(": ", to: &output)
            JSONWriter.write(member.value, into: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// `value` in decimal (`String(Int)` builds a small string in place: no allocation).
    static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        output.append(contentsOf: String(value).utf8)
    }
}

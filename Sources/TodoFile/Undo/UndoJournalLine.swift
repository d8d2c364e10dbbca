import TodoCore
import TodoFileSystem
/// One line of the undo journal: something `todo` did to the data file, with the file's
/// identity before (nil: there was no file) and after.
///
/// On disk, one JSON object per line, the items as the data file's encoder writes them (so
/// keys `todo` does not know come back with an undo):
/// `{"kind": "change", "from": "…", "to": "…", "items": [{"id": 3, "before": {"id": 3, …}}, {"id": 7, "before": null}]}`,
/// `{"kind": "undo", "from": "…", "to": "…"}`, `{"kind": "rewrite", "from": "…", "to": "…"}`.
enum UndoJournalLine: Equatable, Sendable {
    /// A change to the items that can be undone.
    case change(ChangeRecord, from: FileIdentity?, to: FileIdentity)
    /// The latest change was undone.
    case undo(from: FileIdentity?, to: FileIdentity)
    /// The file was written with no item changed (`todo done` of an item already done): the
    /// change before it stays undoable.
    case rewrite(from: FileIdentity?, to: FileIdentity)

    var from: FileIdentity? {
        switch self {
        case .change(_, let from, _), .undo(let from, _), .rewrite(let from, _): from
        }
    }

    var to: FileIdentity {
        switch self {
        case .change(_, _, let to), .undo(_, let to), .rewrite(_, let to): to
        }
    }

    /// The line's bytes, with its final newline.
    var encoded: [UInt8] {
        var output: [UInt8] = []
        switch self {
        case .change: JSONWriter.appendLiteral("{\"kind\": \"change\", \"from\": ", to: &output)
        case .undo: JSONWriter.appendLiteral("{\"kind\": \"undo\", \"from\": ", to: &output)
        case .rewrite: JSONWriter.appendLiteral("{\"kind\": \"rewrite\", \"from\": ", to: &output)
        }
        if let from {
            JSONWriter.writeString(from.text, into: &output)
        } else {
            JSONWriter.appendLiteral("null", to: &output)
        }
        JSONWriter.appendLiteral(", \"to\": ", to: &output)
        JSONWriter.writeString(to.text, into: &output)
        if case .change(let record, _, _) = self {
            JSONWriter.appendLiteral(", \"items\": [", to: &output)
            for (index, entry) in record.entries.enumerated() {
                JSONWriter.appendLiteral(index == 0 ? "{\"id\": " : ", {\"id\": ", to: &output)
                TodoFileEncoder.appendInteger(entry.id, to: &output)
                JSONWriter.appendLiteral(", \"before\": ", to: &output)
                if let before = entry.before {
                    TodoFileEncoder.appendItem(before, to: &output)
                } else {
                    JSONWriter.appendLiteral("null", to: &output)
                }
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        JSONWriter.appendLiteral("}\n", to: &output)
        return output
    }

    /// The line in `bytes` (without its newline); nil for anything that is not a whole line
    /// of this form, such as the last line of a write a kill cut short.
    init?(_ bytes: [UInt8]) {
        guard case .object(let members)? = try? JSONParser.parse(bytes) else { return nil }
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard case .string(let kind)? = fields["kind"], case .string(let toText)? = fields["to"],
              let to = FileIdentity(text: toText) else { return nil }
        let from: FileIdentity?
        switch fields["from"] {
        case .null?: from = nil
        case .string(let text)?:
            guard let identity = FileIdentity(text: text) else { return nil }
            from = identity
        default: return nil
        }
        switch kind {
        case "undo": self = .undo(from: from, to: to)
        case "rewrite": self = .rewrite(from: from, to: to)
        case "change":
            guard case .array(let items)? = fields["items"], let record = Self.record(items) else { return nil }
            self = .change(record, from: from, to: to)
        default: return nil
        }
    }

    /// The record of a change line's `items`; the items before are read by the data file's
    /// own decoder, as the items of a data file, so they are checked exactly as it checks them.
    private static func record(_ values: [JSONValue]) -> ChangeRecord? {
        var ids: [Int] = []
        var befores: [JSONValue] = []
        var hasBefore: [Bool] = []
        for value in values {
            guard case .object(let members) = value,
                  case .number(let literal)? = members.first(where: { $0.key == "id" })?.value,
                  let id = Int(literal), let before = members.first(where: { $0.key == "before" })?.value else { return nil }
            ids.append(id)
            hasBefore.append(before != .null)
            if before != .null { befores.append(before) }
        }
        var file: [UInt8] = []
        JSONWriter.appendLiteral("{\"version\": 1, \"items\": ", to: &file)
        JSONWriter.write(.array(befores), into: &file)
        file.append(UInt8(ascii: "}"))
        guard var items = (try? TodoFileCodec.decode(file, path: "undo journal"))?.items[...] else { return nil }
        var entries: [ChangeRecord.Entry] = []
        for (id, isBefore) in zip(ids, hasBefore) {
            let before = isBefore ? items.popFirst() : nil
            guard !isBefore || before?.id == id else { return nil }
            entries.append(ChangeRecord.Entry(id: id, before: before))
        }
        return ChangeRecord(entries: entries)
    }
}

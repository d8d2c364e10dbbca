import TodoCore
import TodoFileSystem

/// What the data file's undo journal keeps of a change: every item it touched, as the data
/// file held it before (so keys `todo` does not know come back with an undo). Its line's
/// members: `"items": [{"id": 3, "before": {"id": 3, …}}, {"id": 7, "before": null}]`, as the
/// previous version wrote them too.
struct DataFileUndoChange: UndoJournalChange {
    typealias State = FileIdentity

    let record: ChangeRecord

    init(_ record: ChangeRecord) {
        self.record = record
    }

    func appendMembers(to output: inout [UInt8]) {
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

    /// The items before are read by the data file's own decoder, as the items of a data
    /// file, so they are checked exactly as it checks them.
    init?(members: [JSONMember]) {
        guard case .array(let values)? = members.first(where: { $0.key == "items" })?.value else { return nil }
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
        record = ChangeRecord(entries: entries)
    }

    /// The previous version wrote this very form: every line it wrote is read.
    static func isLineOfAPreviousVersion(_ value: JSONValue) -> Bool { false }
}

extension UndoJournal where Change == DataFileUndoChange {
    /// `<data file>.undo` beside the data file's real target (where its lock is).
    init(dataPath: FilePath, calls: FileSystemCalls = .system) {
        self.init(file: UndoJournalFile(path: dataPath + ".undo", guarded: dataPath, naming: .hiddenUnique, calls: calls))
    }
}

import TodoCore
import TodoFile

/// Reads `todo`'s own JSON — what `todo export` writes, or a whole data file — through the
/// data file's own decoder, checked as strictly as a data file; a bad item is named by its
/// line. Every field comes across as it is (name, due date, rule, priority, note, done time,
/// uid, a user's own keys); only the id is left behind, as the list gives its own.
struct TodoJSONReader {
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        try TodoFileCodec.decodeItemsToImport(content).map(TodoJSONReader.record)
    }

    /// The record of an item: known again by its uid, or, for an item an older version wrote
    /// without one, by the Taskwarrior uuid or todo.txt line an import left in it.
    static func record(_ item: TodoItem) -> ImportedRecord {
        var origin: ImportedRecord.Origin?
        if let uid = item.uid, !uid.isEmpty {
            origin = .identity(uid)
        } else {
            for key in [ImportedRecord.Origin.taskwarriorKey, ImportedRecord.Origin.todoTxtKey] {
                guard case .string(let value)? = item.otherKeys.last(where: { $0.key == key })?.value else { continue }
                origin = ImportedRecord.Origin(key, value)
                break
            }
        }
        return ImportedRecord(name: item.name, due: item.due, every: item.every, done: item.done,
                              priority: item.priority, origin: origin, otherKeys: item.otherKeys).taking(item)
    }
}

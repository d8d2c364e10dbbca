package import TodoCore
/// The real data store: the JSON data file (format version 1), changed under a lock and
/// replaced atomically.
///
/// Every write also appends a line to the undo journal beside the file (`UndoJournal`), so
/// that `todo undo` can take it back; see `JSONFileDataStore+Undo.swift`.
package final class JSONFileDataStore: TodoDataStore {
    let file: DataFile

    package init(path: String, lockTimeout: Double = 10) {
        self.file = DataFile(path: path, lockTimeout: lockTimeout)
    }

    package func fetch() throws -> TodoList {
        guard let bytes = try file.read() else { return TodoList() }
        return try TodoFileCodec.decode(bytes, path: file.path)
    }

    /// Builds only the items asked for (`TodoFileCodec.decodeItems`); the file is checked in full.
    package func fetchOpenItems(dueThrough: LocalDate?) throws -> [TodoItem] {
        guard let bytes = try file.read() else { return [] }
        return try TodoFileCodec.decodeItems(bytes, path: file.path) { due, isDone in
            TodoItem.isOpen(due: due, isDone: isDone, dueThrough: dueThrough)
        }
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        var result: Result?
        try updateRecordingUndo { bytes in
            let old = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            var list = old
            result = try change(&list)
            bytes = TodoFileCodec.encode(list)
            return ChangeRecord.between(old, list)
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path) gave no result") }
        return result
    }

    /// Adds in place when the file is one `todo` wrote (`TodoFileAppender`), else decodes and
    /// encodes it all; either way under the lock, written atomically, and the same bytes result.
    package func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        var added: TodoItem?
        try updateRecordingUndo { bytes in
            if var contents = bytes {
                // Held once, so that the edit happens in this buffer instead of a copy.
                bytes = nil
                if let item = try TodoFileAppender.append(to: &contents, makeItem) {
                    added = item
                    bytes = contents
                    return ChangeRecord(entries: [ChangeRecord.Entry(id: item.id, before: nil)])
                }
                bytes = contents
            }
            var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            let item = makeItem(try list.takeNextID())
            list.items.append(item)
            added = item
            bytes = TodoFileCodec.encode(list)
            return ChangeRecord(entries: [ChangeRecord.Entry(id: item.id, before: nil)])
        }
        guard let added else { throw TodoError(.software, "the new item was not saved to \(file.path)") }
        return added
    }
}

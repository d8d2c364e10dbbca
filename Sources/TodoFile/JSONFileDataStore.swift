package import TodoCore
/// The real data store: the JSON data file (format version 1), changed under a lock and
/// replaced atomically.
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
        try file.update { bytes in
            var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            result = try change(&list)
            return TodoFileCodec.encode(list)
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path) gave no result") }
        return result
    }

    /// Adds in place when the file is one `todo` wrote (`TodoFileAppender`), else decodes and
    /// encodes it all; either way under the lock, written atomically, and the same bytes result.
    package func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        var added: TodoItem?
        try file.updateInPlace { bytes in
            if var contents = bytes {
                // Held once, so that the edit happens in this buffer instead of a copy.
                bytes = nil
                if let item = try TodoFileAppender.append(to: &contents, makeItem) {
                    added = item
                    bytes = contents
                    return true
                }
                bytes = contents
            }
            var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            let item = makeItem(try list.takeNextID())
            list.items.append(item)
            added = item
            bytes = TodoFileCodec.encode(list)
            return true
        }
        guard let added else { throw TodoError(.software, "the new item was not saved to \(file.path)") }
        return added
    }

    /// Splices the named items in place when the file is one `todo` wrote (`TodoFileSplicer`),
    /// else decodes, applies and encodes it all; either way under the lock, written
    /// atomically, and the same bytes result. A change that changed nothing writes nothing
    /// on the fast path (the bytes would be the same).
    package func changeItems<Result>(ids: [Int], _ change: (inout ItemChanges) throws -> Result) throws -> Result {
        var result: Result?
        try file.updateInPlace { bytes in
            if var contents = bytes {
                // Held once, so that the edit happens in this buffer instead of a copy.
                bytes = nil
                if let spliced = try TodoFileSplicer.change(&contents, ids: ids, change) {
                    bytes = contents
                    result = spliced.result
                    guard !spliced.record.isEmpty else { return false }
                    recordForUndo(spliced.record)
                    return true
                }
                bytes = contents
            }
            var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path) } ?? TodoList()
            var record = ChangeRecord(entries: [])
            result = try list.apply(ids: ids) { changes in
                let result = try change(&changes)
                record = changes.undoRecord
                return result
            }
            bytes = TodoFileCodec.encode(list)
            if !record.isEmpty { recordForUndo(record) }
            return true
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path) gave no result") }
        return result
    }

    /// Where the undo journal is told of a change, under the lock, before the file is
    /// replaced: not kept yet (it comes with `todo undo`).
    private func recordForUndo(_ record: ChangeRecord) {}

    /// Not kept yet: the undo journal comes with `todo undo`.
    package func undoLatestChange() throws -> UndoneChange {
        throw TodoError.notFound("there is nothing to undo")
    }
}

package import TodoCore
/// The real data store: the JSON data file (format version 1), changed under a lock and
/// replaced atomically.
///
/// Every write also appends a line to the undo journal beside the file (`UndoJournal`), so
/// that `todo undo` can take it back; see `JSONFileDataStore+Undo.swift`.
///
/// Every write leaves each item with a uid of its own (`TodoList.giveEveryItemAUID`): the
/// fast paths take only a file where that is so already (`TodoFileLayout.uidsAreSettled`).
package final class JSONFileDataStore: TodoDataStore {
    let file: DataFile
    /// The uid of an item of an older file, which has none, or of one whose uid an earlier
    /// item has.
    let makeUID: UIDMaker

    package init(path: FilePath, lockTimeout: Double = 10, makeUID: UIDMaker = .random) {
        self.file = DataFile(path: path, lockTimeout: lockTimeout)
        self.makeUID = makeUID
    }

    /// The list a full write starts from: the file's, each item with a uid of its own. Those
    /// given here are no part of the change that follows, so undo does not take them back.
    func decodeForWrite(_ bytes: [UInt8]?) throws -> TodoList {
        var list = try bytes.map { try TodoFileCodec.decode($0, path: file.path.shown) } ?? TodoList()
        list.giveEveryItemAUID(makeUID)
        return list
    }

    /// The bytes of a full write: `list` with a uid for each item the change left without one.
    func encodeForWrite(_ list: inout TodoList) -> [UInt8] {
        list.giveEveryItemAUID(makeUID)
        return TodoFileCodec.encode(list)
    }

    package func fetch() throws -> TodoList {
        guard let bytes = try file.read() else { return TodoList() }
        return try TodoFileCodec.decode(bytes, path: file.path.shown)
    }

    /// Builds only the items asked for (`TodoFileCodec.decodeItems`), with the fields asked
    /// for, and counts the open ones passed over; the file is checked in full. The file's pages
    /// are given up as the items are read: the bytes are this call's alone.
    package func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        guard let bytes = try file.read() else { return OpenItems() }
        let tally = TallyBox(OpenItemTally(dueThrough: dueThrough))
        let items = try TodoFileCodec.decodeItems(consume bytes, path: file.path.shown, detail: detail, keeping: { due, isDone, hasStart in
            tally.value.keeps(due: due, isDone: isDone, hasStart: hasStart)
        }, startingAgain: {
            tally.value = OpenItemTally(dueThrough: dueThrough)
        }, readingAgain: readAgain)
        return OpenItems(items: items, laterCount: tally.value.laterCount, undatedCount: tally.value.undatedCount)
    }

    /// Builds only the done items (`TodoFileCodec.decodeItems`), with the fields asked for; the
    /// file is checked in full.
    package func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        guard let bytes = try file.read() else { return [] }
        return try TodoFileCodec.decodeItems(consume bytes, path: file.path.shown, detail: detail,
                                             keeping: { _, isDone, _ in isDone }, readingAgain: readAgain)
    }

    /// The file's bytes read anew for a query whose first bytes were given up; none (an empty
    /// list) if the file is gone meanwhile.
    private func readAgain() throws -> [UInt8] {
        try file.read() ?? []
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        var result: Result?
        try updateRecordingUndo { bytes in
            let old = try decodeForWrite(bytes)
            var list = old
            result = try change(&list)
            bytes = encodeForWrite(&list)
            return ChangeRecord.between(old, list)
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path.shown) gave no result") }
        return result
    }

    /// Adds in place when the file is one `todo` wrote (`TodoFileAppender`), else decodes and
    /// encodes it all; either way under the lock, written atomically, and the same bytes result.
    package func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        // The new item's uid, if it comes without: made here, once (the item may be made again
        // when another writer made the file first), so that both ways save the same.
        let makeUID = self.makeUID
        var madeUID: String?
        func makeItemWithUID(_ id: Int) -> TodoItem {
            var item = makeItem(id)
            if item.uid?.isEmpty ?? true {
                let uid = madeUID ?? makeUID()
                madeUID = uid
                item.uid = uid
            }
            return item
        }
        var added: TodoItem?
        try updateRecordingUndo { bytes in
            if var contents = bytes {
                // Held once, so that the edit happens in this buffer instead of a copy.
                bytes = nil
                if let item = try TodoFileAppender.append(to: &contents, makeItemWithUID) {
                    added = item
                    bytes = contents
                    return ChangeRecord(entries: [ChangeRecord.Entry(id: item.id, before: nil)])
                }
                bytes = contents
            }
            var list = try decodeForWrite(bytes)
            list.items.append(makeItemWithUID(try list.takeNextID()))
            bytes = encodeForWrite(&list)
            let item = list.items[list.items.count - 1]
            added = item
            return ChangeRecord(entries: [ChangeRecord.Entry(id: item.id, before: nil)])
        }
        guard let added else { throw TodoError(.software, "the new item was not saved to \(file.path.shown)") }
        return added
    }

    /// Splices the named items in place when the file is one `todo` wrote (`TodoFileSplicer`),
    /// else decodes, applies and encodes it all; either way under the lock, written
    /// atomically, and the same bytes result. A change that changed nothing writes nothing
    /// on the fast path (the bytes would be the same).
    package func changeItems<Result>(ids: [Int], _ change: (inout ItemChanges) throws -> Result) throws -> Result {
        var result: Result?
        try updateRecordingUndo { bytes in
            if var contents = bytes {
                // Held once, so that the edit happens in this buffer instead of a copy.
                bytes = nil
                if let spliced = try TodoFileSplicer.change(&contents, ids: ids, fillingUIDs: makeUID, change) {
                    bytes = contents
                    result = spliced.result
                    guard !spliced.record.isEmpty else { return nil }
                    return spliced.record
                }
                bytes = contents
            }
            var list = try decodeForWrite(bytes)
            var record = ChangeRecord(entries: [])
            result = try list.apply(ids: ids) { changes in
                let result = try change(&changes)
                record = changes.undoRecord
                return result
            }
            bytes = encodeForWrite(&list)
            // Even when empty: the rewrite is journaled (a `rewrite` line) so that the change
            // before it can still be undone.
            return record
        }
        guard let result else { throw TodoError(.software, "the change to \(file.path.shown) gave no result") }
        return result
    }
}

/// The tally that the decoder's `keeping` closure adds to, as it is called item by item.
private final class TallyBox {
    /// Unchecked: only the one decode touches it, and a checked access per item cost `todo
    /// list` 9M instructions at 100,000 items.
    @exclusivity(unchecked) var value: OpenItemTally

    init(_ value: OpenItemTally) {
        self.value = value
    }
}

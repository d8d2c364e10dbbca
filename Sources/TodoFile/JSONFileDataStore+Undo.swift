package import TodoCore
import TodoFileSystem
/// Undo for the data file: each write is journaled (`UndoJournal`), and an undo checks that the
/// file is still the one `todo` last wrote before it reverts anything.
extension JSONFileDataStore {
    /// Every write of this store goes through here: `transform` edits the bytes (nil: no file)
    /// and returns what undoing its change needs, or nil to write nothing. The record is
    /// journaled once the new file is in place, under the same lock.
    func updateRecordingUndo(_ transform: (inout [UInt8]?) throws -> ChangeRecord?) throws {
        var record: ChangeRecord?
        try file.updateInPlace({ bytes, _ in
            record = try transform(&bytes)
            return record != nil
        }, whenWritten: { read, written in
            if let record { recordForUndo(record, read: read, written: written) }
        })
    }

    /// Journals one write: the change `record` took the file from `read` to `written`. A
    /// write that changed no item keeps the change before it undoable.
    func recordForUndo(_ record: ChangeRecord, read: DataFile.LockedRead, written: FileIdentity) {
        let journal = UndoJournal(dataPath: read.realPath, calls: file.calls)
        if record.isEmpty {
            journal.append(.rewrite(from: read.identity, to: written))
        } else {
            journal.append(.change(DataFileUndoChange(record), from: read.identity, to: written))
        }
    }

    /// Takes back the newest journaled change, when the data file is exactly as `todo` left
    /// it; the ids of items it removes stay used (`nextId` is kept).
    package func undoLatestChange() throws -> UndoneChange {
        // Without a journal there is nothing to undo, and nothing is made (no folder, no lock).
        let journal = UndoJournal(dataPath: try file.realPath(), calls: file.calls)
        guard try !journal.entries().isEmpty else { throw TodoError.nothingToUndo }
        try journal.checkWritable()
        var undone: UndoneChange?
        try file.updateInPlace({ bytes, read in
            guard let latest = try UndoJournal(dataPath: read.realPath, calls: file.calls).entries().last else {
                throw TodoError.nothingToUndo
            }
            guard let change = latest.change else { throw TodoError.undoPastUpgrade }
            guard read.identity == latest.to, let current = bytes else { throw TodoError.changedSinceLastChange }
            var list = try TodoFileCodec.decode(current, path: file.path.shown)
            undone = list.revert(change.record)
            bytes = encodeForWrite(&list)
            return true
        }, whenWritten: { read, written in
            UndoJournal(dataPath: read.realPath, calls: file.calls).append(.undo(from: read.identity, to: written))
        })
        guard let undone else { throw TodoError(.software, "the undo of \(file.path.shown) gave no result") }
        return undone
    }
}

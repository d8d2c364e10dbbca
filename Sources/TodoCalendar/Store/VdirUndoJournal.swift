import TodoCore

/// `.todo-undo` in the folder: one JSON line per change the store wrote, newest last, each
/// the files it touched with their bytes before (to put back) and a hash of their bytes
/// after (to see that nothing else changed them since). A dot name with no `.ics`: vdir
/// programs and vdirsyncer pass over it. Only the newest changes are kept.
struct VdirUndoJournal {
    struct FileChange: Equatable {
        /// The file's name in the folder, as bytes.
        let name: [UInt8]
        /// This machine's id of the file's item.
        let id: Int
        /// The file's bytes before the change; nil when the change created it.
        let before: [UInt8]?
        /// `hash` of the bytes the change left; nil when the change deleted the file.
        let after: String?
    }

    static let fileName = Array(".todo-undo".utf8)
    static let keptChanges = 100

    let folder: VdirFolder

    /// The journaled changes, oldest first; a line that cannot be read is passed over.
    func changes() throws -> [[FileChange]] {
        guard let bytes = try folder.read(Self.fileName) else { return [] }
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap(VdirUndoJournalLine.changes)
    }

    /// Rewrites the journal with the newest `keptChanges` of `changes`.
    func save(_ changes: [[FileChange]]) throws {
        var bytes: [UInt8] = []
        for change in changes.suffix(Self.keptChanges) {
            VdirUndoJournalLine.write(change, into: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        try folder.replace(Self.fileName, with: bytes)
    }

    func append(_ change: [FileChange]) throws {
        guard !change.isEmpty else { return }
        try save(changes() + [change])
    }

    /// FNV-1a 64 of `bytes`, in hex: cheap, and enough to tell an outside edit.
    static func hash(_ bytes: some Sequence<UInt8>) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}

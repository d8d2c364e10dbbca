import TodoCore
import TodoFileSystem

/// The undo journal: `<data file>.undo` beside the data file's real target (where its lock
/// is), one line per write `todo` made to the data file (`UndoJournalLine`).
///
/// Every method runs under the data file's lock. Lines are only ever appended, each with one
/// `write`; a kill can at worst cut the last line short, and a cut line is ignored (a line
/// after it starts on a line of its own). The journal is written after the data file's rename
/// and not synced: a lost line only makes the next undo refuse, since the entries chain by the
/// data file's identity. Once it is past `compactionSize` and has more than twice `kept` lines,
/// the newest `kept` entries are written to a new file that is synced and renamed over it: the
/// journal never grows past the larger of the two bounds, and compacting is rare (at most
/// once every `kept` writes) however big its lines are.
struct UndoJournal {
    let path: FilePath
    /// The data file's real path: a new journal gets the data file's permission bits.
    let dataPath: FilePath
    /// How many changes back undo can go, at least, after a compaction.
    var kept = 100
    /// From this size on, each write counts the lines, and compacts beyond twice `kept`.
    var compactionSize = 64 * 1024

    init(dataPath: FilePath) {
        self.dataPath = dataPath
        self.path = dataPath + ".undo"
    }

    /// Appends `line` (read and write, so that the last byte can be checked). Best effort: the
    /// data file is already written, and a journal that cannot be written only means that this
    /// change cannot be undone. The journal sits beside the lock, in a folder others may write
    /// to, so it is opened as warily: never through a symlink, never blocking on a FIFO, and
    /// only a regular file is written.
    func append(_ line: UndoJournalLine) {
        let dataMode = (try? FileStatus.at(dataPath)).map { $0.permissionBits & 0o666 } ?? 0o600
        guard let file = AppendingFile(path, creatingWith: dataMode) else { return }
        // The journal holds what the data file holds, so it has the data file's bits: made
        // with them, and given them again by its owner when the list was shared (or made
        // private) since.
        file.givePermissionBits(dataMode)
        var bytes = line.encoded
        if file.status.st_size > 0, !file.endsWithNewline() {
            bytes.insert(UInt8(ascii: "\n"), at: 0)
        }
        guard (try? file.append(bytes)) != nil else { return }
        if Int(file.status.st_size) + bytes.count > compactionSize { compact() }
    }

    /// The changes that can be undone, oldest first; none when there is no journal.
    func entries() throws -> [UndoJournalEntry] {
        guard let bytes = try UndoJournalFile.read(path) else { return [] }
        return UndoJournalEntry.replay(Self.lines(in: bytes))
    }

    /// The whole lines of `bytes`, read; a cut or unreadable line is left out.
    static func lines(in bytes: [UInt8]) -> [UndoJournalLine] {
        var lines: [UndoJournalLine] = []
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if end > start, let line = UndoJournalLine(Array(bytes[start..<end])) { lines.append(line) }
            start = end + 1
        }
        return lines
    }

    /// Keeps the newest `kept` entries when the journal has more than twice as many lines.
    private func compact() {
        guard let bytes = try? UndoJournalFile.read(path),
              bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count > 2 * kept else { return }
        let entries = UndoJournalEntry.replay(Self.lines(in: bytes)).suffix(kept)
        try? UndoJournalFile.replace(path, with: entries.flatMap(\.line.encoded))
    }
}

package import TodoCore

/// The undo journal of either store (`UndoJournalFile`): one line per write `todo` made
/// (`UndoJournalLine`), each store supplying what a change keeps (`Change`).
///
/// Every method runs under the store's lock. Lines are only ever appended, each with one
/// `write`; a kill can at worst cut the last line short, and a cut line is ignored (a line
/// after it starts on a line of its own). The journal is written after the store's own
/// files and not synced: a lost line only makes the next undo refuse. Once it is past
/// `compactionSize` and has more than twice `kept` lines, the newest `kept` entries are
/// written to a new file that is synced and renamed over it: the journal never grows past the
/// larger of the two bounds, and compacting is rare (at most once every `kept` writes)
/// however big its lines are.
package struct UndoJournal<Change: UndoJournalChange>: Sendable {
    package let file: UndoJournalFile
    /// How many changes back undo can go, at least, after a compaction.
    package var kept = 100
    /// From this size on, each write counts the lines, and compacts beyond twice `kept`.
    package var compactionSize = 64 * 1024

    package init(file: UndoJournalFile) {
        self.file = file
    }

    package var path: FilePath { file.path }

    /// Appends `line`. Best effort: the store's files are already written, and a journal that
    /// cannot be written only means that this change cannot be undone (`checkWritable` then
    /// says why).
    package func append(_ line: UndoJournalLine<Change>) {
        guard let size = file.append(line.encoded) else { return }
        if size > compactionSize { compact() }
    }

    /// The changes that can be undone, oldest first; none when there is no journal. Throws
    /// `TodoError.io` naming the journal when it cannot be read.
    package func entries() throws -> [UndoJournalEntry<Change>] {
        guard let bytes = try file.read() else { return [] }
        return UndoJournalEntry.replay(Self.lines(in: bytes))
    }

    /// Throws `TodoError.io` naming the journal when an undo could not be recorded in it.
    package func checkWritable() throws {
        try file.checkWritable()
    }

    /// The whole lines of `bytes`, read; a cut or unreadable line is left out.
    package static func lines(in bytes: [UInt8]) -> [UndoJournalLine<Change>] {
        var lines: [UndoJournalLine<Change>] = []
        var start = 0
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if end > start, let line = UndoJournalLine<Change>(Array(bytes[start..<end])) { lines.append(line) }
            start = end + 1
        }
        return lines
    }

    /// Keeps the newest `kept` entries when the journal has more than twice as many lines.
    private func compact() {
        guard let bytes = try? file.read(),
              bytes.lazy.filter({ $0 == UInt8(ascii: "\n") }).count > 2 * kept else { return }
        let entries = UndoJournalEntry.replay(Self.lines(in: bytes)).suffix(kept)
        try? file.replace(with: entries.flatMap(\.line.encoded))
    }
}

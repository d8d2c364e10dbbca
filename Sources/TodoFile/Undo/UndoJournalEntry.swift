import TodoCore
import TodoFileSystem
/// A change that can still be undone: its record, the data file's identity before it, and
/// the identity the file must have for the undo to go ahead.
struct UndoJournalEntry: Equatable, Sendable {
    let record: ChangeRecord
    let from: FileIdentity?
    /// The file as `todo` last left it with this change on top: the change's own result, or
    /// the result of undoing the changes made after it.
    var to: FileIdentity

    /// The changes the lines add up to, oldest first: each change is pushed; an undo pops the
    /// newest and, when nothing else wrote the file between the one below and it, hands the
    /// file's new identity to the one below; a rewrite does the same for the newest.
    ///
    /// Only identities chain entries, so a lost line (a kill between the rename and the
    /// journal's write) or a foreign write leaves a gap, and the undo that would cross it
    /// refuses instead of overwriting what it cannot account for.
    static func replay(_ lines: [UndoJournalLine]) -> [UndoJournalEntry] {
        var entries: [UndoJournalEntry] = []
        for line in lines {
            switch line {
            case .change(let record, let from, let to):
                entries.append(UndoJournalEntry(record: record, from: from, to: to))
            case .undo(_, let to):
                guard let undone = entries.popLast() else { continue }
                if let below = entries.indices.last, entries[below].to == undone.from {
                    entries[below].to = to
                }
            case .rewrite(let from, let to):
                if let newest = entries.indices.last, entries[newest].to == from {
                    entries[newest].to = to
                }
            }
        }
        return entries
    }

    /// The line that gives this entry back when replayed alone (for compaction).
    var line: UndoJournalLine {
        .change(record, from: from, to: to)
    }
}

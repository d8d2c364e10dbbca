/// A change that can still be undone: its record, the state of what the store wrote before
/// it, and the state that must be found for the undo to go ahead.
package struct UndoJournalEntry<Change: UndoJournalChange>: Equatable, Sendable {
    /// Nil for a change a previous version journaled in a form this one cannot take back.
    package let change: Change?
    package let from: Change.State?
    /// What `todo` last left with this change on top: the change's own result, or the result
    /// of undoing the changes made after it.
    package var to: Change.State?
    /// The line of a previous version's change, kept as it is.
    private let previousVersionLine: [UInt8]

    package init(change: Change, from: Change.State?, to: Change.State?) {
        self.change = change
        self.from = from
        self.to = to
        previousVersionLine = []
    }

    private init(previousVersionLine: [UInt8]) {
        change = nil
        from = nil
        to = nil
        self.previousVersionLine = previousVersionLine
    }

    /// The changes the lines add up to, oldest first: each change is pushed; an undo pops the
    /// newest and, when nothing else wrote the file between the one below and it, hands the
    /// file's new state to the one below; a rewrite does the same for the newest.
    ///
    /// Only states chain entries, so a lost line (a kill between the rename and the
    /// journal's write) or a foreign write leaves a gap, and the undo that would cross it
    /// refuses instead of overwriting what it cannot account for. (A line without states, as
    /// the folder's were before they kept one, is checked by its change's own files.)
    package static func replay(_ lines: [UndoJournalLine<Change>]) -> [UndoJournalEntry] {
        var entries: [UndoJournalEntry] = []
        for line in lines {
            switch line {
            case .change(let change, let from, let to):
                entries.append(UndoJournalEntry(change: change, from: from, to: to))
            case .previousVersion(let bytes):
                entries.append(UndoJournalEntry(previousVersionLine: bytes))
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
    package var line: UndoJournalLine<Change> {
        guard let change else { return .previousVersion(previousVersionLine) }
        return .change(change, from: from, to: to)
    }
}

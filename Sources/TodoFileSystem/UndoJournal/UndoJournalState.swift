/// What an undo journal's line records of the store before and after a write (`from`, `to`),
/// so that undo can tell whether anything else wrote it since: the data file's
/// `FileIdentity`, the folder's `VdirFolderState`. Kept in the line as `text`.
package protocol UndoJournalState: Equatable, Sendable {
    var text: String { get }
    init?(text: String)
}

package import TodoCore

/// What a store keeps of one change so that undo can take it back: the one part of the undo
/// journal's line (`UndoJournalLine`) that differs between the stores. The data file keeps
/// the items as they were before; the folder, the files as they were before.
package protocol UndoJournalChange: Equatable, Sendable {
    /// What the store's lines record of it before and after a write.
    associatedtype State: UndoJournalState

    /// Appends the change's members to its line's object, each after `", "`.
    func appendMembers(to output: inout [UInt8])

    /// The change of a line with these members; nil when they are not one of this store's.
    init?(members: [JSONMember])

    /// Whether `value` is a whole line as a previous version of `todo` wrote it in a form
    /// that cannot be read as a change now: kept, and never undone.
    static func isLineOfAPreviousVersion(_ value: JSONValue) -> Bool
}

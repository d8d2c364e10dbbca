/// A tool with its data in place: the command to time for each operation, and how to undo
/// a change.
struct PreparedContender {
    let commands: [Operation: Command]
    let snapshot: DataSnapshot
    /// Where its stderr goes while it is timed, to quote it if it fails.
    let errorPath: String
}

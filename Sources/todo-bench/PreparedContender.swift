/// A tool with its data in place: the two commands to time, and how to undo an `add`.
struct PreparedContender {
    let list: Command
    let add: Command
    let snapshot: DataSnapshot
    /// Where its stderr goes while it is timed, to quote it if it fails.
    let errorPath: String
}

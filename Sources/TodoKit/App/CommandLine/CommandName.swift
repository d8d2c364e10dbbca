/// The commands of the synopsis.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, done, reopen, rm, edit, undo, help

    /// `list, add, done, ...`: the commands as messages name them, in the synopsis's order.
    static var listed: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

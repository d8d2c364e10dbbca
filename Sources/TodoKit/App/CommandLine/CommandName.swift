/// The commands of the synopsis.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, done, reopen, rm, edit, completions, help

    /// The command saves a change to the items when it succeeds.
    var changesItems: Bool {
        switch self {
        case .add, .done, .reopen, .rm, .edit: true
        case .list, .completions, .help: false
        }
    }

    /// `list, add, done, ...`: the commands as messages name them, in the synopsis's order.
    static var listed: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}

import TodoCore
/// The commands of the synopsis.
enum CommandName: String, CaseIterable, Sendable {
    case list, add, done, reopen, rm, edit, help
}

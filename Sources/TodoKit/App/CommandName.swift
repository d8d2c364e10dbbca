/// The commands of the synopsis.
public enum CommandName: String, CaseIterable, Sendable {
    case list, add, done, reopen, rm, edit, help
}

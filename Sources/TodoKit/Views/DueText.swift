/// How the command-line views say when an item is due, after its name: one wording for `add`
/// and `edit`.
enum DueText {
    /// `due Fri 27 Nov`, `due Thu 31 Dec, every month`, or `no due date`.
    static func describing(dueLabel: String?, every: String?) -> String {
        guard let dueLabel else { return "no due date" }
        return every.map { "due \(dueLabel), every \($0)" } ?? "due \(dueLabel)"
    }
}

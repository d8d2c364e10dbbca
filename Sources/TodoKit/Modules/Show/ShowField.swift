/// One line of an item as `todo show` shows it: what the line is about, and its value in
/// words (`every month`, `Monday 30 November 2026`). The view puts the title before it.
struct ShowField: Equatable, Sendable {
    /// In the order the lines are shown; the raw value is the line's title.
    enum Kind: String, CaseIterable, Sendable {
        case due = "Due"
        case repeats = "Repeats"
        case priority = "Priority"
        case tags = "Tags"
        case note = "Note"
        case done = "Done"
        case uid = "UID"
    }

    let kind: Kind
    /// As the presenter words it, control characters and all: the view escapes them. A note
    /// may hold line feeds.
    let value: String

    init(_ kind: Kind, _ value: String) {
        self.kind = kind
        self.value = value
    }
}

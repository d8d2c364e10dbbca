import TodoCore
/// One line of an item as `todo show` shows it: what the line is about, and its value in
/// words (`every month`, `Monday 30 November 2026`). The view puts the title before it.
struct ShowField: Equatable, Sendable {
    /// What the line is about; its raw value is the line's title. The fields of
    /// `ItemField.all` with a title have theirs from the table.
    struct Kind: RawRepresentable, Equatable, Sendable {
        let rawValue: String

        init(rawValue: String) {
            self.rawValue = rawValue
        }

        static let due = Kind(rawValue: "Due")
        static let repeats = Kind(rawValue: "Repeats")
        static let priority = Kind(rawValue: "Priority")
        static let tags = Kind(rawValue: "Tags")
        static let note = Kind(rawValue: "Note")
        static let done = Kind(rawValue: "Done")
        static let uid = Kind(rawValue: "UID")

        /// The line of a field of the table.
        static func field(_ field: ItemField) -> Kind {
            Kind(rawValue: field.title ?? field.name)
        }

        /// Every title a line may have.
        static var allCases: [Kind] {
            [.due, .repeats, .tags, .done] + ItemField.all.filter { $0.title != nil }.map(field)
        }
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

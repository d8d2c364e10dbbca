import TodoCore
/// The keys of an item object that the program reads, in the order the encoder writes them:
/// the one list of them. A key added here is never taken for a user's own key by a reader
/// that was not told of it (the worst a forgotten reader can do is take the general path).
///
/// The first five have types of their own and are read and written by hand, fast; a text
/// field is one row with its `TodoItem` property, read and written from this table alone.
struct ItemKey: Sendable {
    /// What the key holds, and so which code reads it.
    enum Kind: Sendable {
        case id, name, due, every, done
        /// An optional string, kept as it is in `TodoItem`'s property.
        case text(any WritableKeyPath<TodoItem, String?> & Sendable)
    }

    /// The key as a literal, for the readers that compare bytes in place.
    let literal: StaticString
    let kind: Kind

    init(_ literal: StaticString, _ kind: Kind) {
        self.literal = literal
        self.kind = kind
    }

    var rawValue: String { literal.description }

    static let allCases: [ItemKey] = [
        ItemKey("id", .id), ItemKey("name", .name), ItemKey("due", .due), ItemKey("every", .every),
        ItemKey("done", .done), ItemKey("uid", .text(\TodoItem.uid)), ItemKey("priority", .text(\.priorityName)),
        ItemKey("note", .text(\.note)),
    ]

    /// The text fields, in the order they are written (after `done`).
    static let textKeys: [(name: String, field: any WritableKeyPath<TodoItem, String?> & Sendable)] =
        allCases.compactMap { key in
            if case .text(let field) = key.kind { (key.rawValue, field) } else { nil }
        }

    static let names: Set<String> = Set(allCases.map(\.rawValue))

    /// The key named `name`, if the program reads it.
    static func named(_ name: String) -> ItemKey? {
        allCases.first { $0.rawValue == name }
    }
}

/// The keys of an item object that the program reads, each a typed field of `TodoItem`: the one
/// list of them, so that a key added here is never taken for a user's own key by a reader that
/// was not told of it (the worst a forgotten reader can do is take the general path).
enum ItemKey: String, CaseIterable {
    case id, name, due, every, done

    /// The key as a literal, for the readers that compare bytes in place.
    var literal: StaticString {
        switch self {
        case .id: "id"
        case .name: "name"
        case .due: "due"
        case .every: "every"
        case .done: "done"
        }
    }

    static let names: Set<String> = Set(allCases.map(\.rawValue))
}

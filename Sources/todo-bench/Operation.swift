/// What is timed: showing the list, adding one item, and changing one (done, edit, rm).
enum Operation: String, CaseIterable {
    case list, add, done, edit, rm

    /// Whether it changes the data, which must then be put back before the next run.
    var changesData: Bool { self != .list }

    /// The operations that change one existing item (issue 15).
    static let itemChanges: [Operation] = [.done, .edit, .rm]
}

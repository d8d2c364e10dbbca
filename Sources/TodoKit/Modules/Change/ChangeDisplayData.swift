import TodoCore
/// What the Change view shows: the items named, the verb for the ones changed, and the
/// warnings for the ones left as they were.
struct ChangeDisplayData: Equatable, Sendable {
    /// `Done`, `Reopened`, `Removed` or `Edited`.
    let verb: String
    /// Every item named, once, in the order first named.
    let items: [ItemDisplay]
    /// The items left as they were: they get a warning, not a line of their own.
    let unchangedIDs: Set<Int>
    /// The item `todo done` added after a repeating one, by the id of the one done.
    let next: [Int: ItemDisplay]
    /// What `reopen` did with the next item of a series, by the id reopened: `took back 9`.
    let seriesNotes: [Int: String]
    /// Whether a line says when the item is due (`todo edit`'s do).
    let showsDue: Bool
    /// One line each, without the `todo: ` prefix: `3 was already done`.
    let warnings: [String]

    init(verb: String, items: [ItemDisplay], unchangedIDs: Set<Int> = [], next: [Int: ItemDisplay] = [:],
         seriesNotes: [Int: String] = [:], showsDue: Bool = false, warnings: [String] = []) {
        self.verb = verb
        self.items = items
        self.unchangedIDs = unchangedIDs
        self.next = next
        self.seriesNotes = seriesNotes
        self.showsDue = showsDue
        self.warnings = warnings
    }
}

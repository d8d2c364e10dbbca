import TodoCore
/// What the Undo view shows: the items an undo put back, and those it took away.
struct UndoDisplayData: Equatable, Sendable {
    let restored: [ItemDisplay]
    let removed: [ItemDisplay]

    init(restored: [ItemDisplay], removed: [ItemDisplay] = []) {
        self.restored = restored
        self.removed = removed
    }
}

import TodoCore
/// What an undo did: the items it put back as they were before the undone change (changed or
/// removed by it), and the items it took away (added by it), each by id.
struct UndoOutcome: Equatable, Sendable {
    let restored: [ItemSnapshot]
    let removed: [ItemSnapshot]

    init(restored: [ItemSnapshot], removed: [ItemSnapshot] = []) {
        self.restored = restored
        self.removed = removed
    }
}

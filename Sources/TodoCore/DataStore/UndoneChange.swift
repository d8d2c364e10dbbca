/// What `todo undo` took back: the items it put back as they were, and the items it took away
/// (those the undone change had added).
package struct UndoneChange: Equatable, Sendable {
    package let restored: [TodoItem]
    package let removed: [TodoItem]

    package init(restored: [TodoItem], removed: [TodoItem]) {
        self.restored = restored
        self.removed = removed
    }
}

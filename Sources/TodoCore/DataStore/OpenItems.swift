/// What `TodoDataStore.fetchOpenItems(dueThrough:)` found: the open items due through the
/// day asked for, and how many open items it passed over, so that `todo list` can say what
/// it left out without building those items.
package struct OpenItems: Equatable, Sendable {
    /// In file order.
    package var items: [TodoItem]
    /// Open items due after the day asked for (0 when every item was asked for).
    package var laterCount: Int
    /// Open items with no due date, passed over (0 when every item was asked for).
    package var undatedCount: Int

    package init(items: [TodoItem] = [], laterCount: Int = 0, undatedCount: Int = 0) {
        self.items = items
        self.laterCount = laterCount
        self.undatedCount = undatedCount
    }
}

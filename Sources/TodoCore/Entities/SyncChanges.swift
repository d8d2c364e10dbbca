/// What a sync changed in the list, item by item, compared with the list before it.
/// In TodoCore, so that `todo-bench` times the very difference `todo sync` makes.
package struct SyncChanges: Equatable, Sendable {
    /// In the list after, not before.
    package var new: [TodoItem] = []
    /// In both, different, and not just done.
    package var changed: [TodoItem] = []
    /// Open before, done after.
    package var done: [TodoItem] = []
    /// In the list before, not after (as it was).
    package var removed: [TodoItem] = []

    package init(new: [TodoItem] = [], changed: [TodoItem] = [], done: [TodoItem] = [], removed: [TodoItem] = []) {
        self.new = new
        self.changed = changed
        self.done = done
        self.removed = removed
    }

    /// Each kind by id. An item is known again by its id: a store gives an item's uid one id
    /// for good (the folder store's `todo-ids`), so this is knowing it by its uid, without
    /// hashing ten thousand of them twice. Both lists walked once, in id order.
    package init(before: [TodoItem], after: [TodoItem]) {
        let before = Self.byID(before), after = Self.byID(after)
        var old = 0, new = 0
        while old < before.count || new < after.count {
            if new == after.count || (old < before.count && before[old].id < after[new].id) {
                removed.append(before[old])
                old += 1
            } else if old == before.count || after[new].id < before[old].id {
                self.new.append(after[new])
                new += 1
            } else {
                let was = before[old], now = after[new]
                if was != now {
                    if !was.isDone && now.isDone { done.append(now) } else { changed.append(now) }
                }
                old += 1
                new += 1
            }
        }
    }

    /// The items in id order (as stores give them: then nothing is sorted).
    private static func byID(_ items: [TodoItem]) -> [TodoItem] {
        var index = 1
        while index < items.count, items[index - 1].id < items[index].id { index += 1 }
        return index >= items.count ? items : items.sorted { $0.id < $1.id }
    }

    package var isEmpty: Bool { new.isEmpty && changed.isEmpty && done.isEmpty && removed.isEmpty }
}

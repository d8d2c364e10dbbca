/// What a sync changed in the list, item by item, compared with the list before it: items
/// are known again by their uid (every item of a folder store has one), else by their id.
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

    /// Each kind by id.
    package init(before: [TodoItem], after: [TodoItem]) {
        var earlier = [Key: TodoItem](minimumCapacity: before.count)
        for item in before { earlier[Key(item)] = item }
        for item in after {
            guard let old = earlier.removeValue(forKey: Key(item)) else {
                new.append(item)
                continue
            }
            if old == item { continue }
            if !old.isDone && item.isDone { done.append(item) } else { changed.append(item) }
        }
        removed = Array(earlier.values)
        for kind in [\SyncChanges.new, \.changed, \.done, \.removed] { self[keyPath: kind].sort { $0.id < $1.id } }
    }

    package var isEmpty: Bool { new.isEmpty && changed.isEmpty && done.isEmpty && removed.isEmpty }

    private enum Key: Hashable {
        case uid(String)
        case id(Int)

        init(_ item: TodoItem) {
            self = item.uid.map(Key.uid) ?? .id(item.id)
        }
    }
}

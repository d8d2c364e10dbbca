extension TodoList {
    /// Puts the items `record` names back as they were before its change: items it added are
    /// removed (their ids stay used), items it changed or removed come back with their ids.
    /// Returns what was put back and what was taken away.
    package mutating func revert(_ record: ChangeRecord) -> UndoneChange {
        var restored: [TodoItem] = []
        var removed: [TodoItem] = []
        for entry in record.entries {
            let index = items.firstIndex { $0.id == entry.id }
            switch (entry.before, index) {
            case (nil, let index?):
                removed.append(items.remove(at: index))
            case (nil, nil):
                continue
            case (let before?, let index?):
                items[index] = before
                restored.append(before)
            case (let before?, nil):
                // Back in id order, where a file `todo` wrote keeps it.
                let position = items.firstIndex { $0.id > before.id } ?? items.endIndex
                items.insert(before, at: position)
                restored.append(before)
            }
        }
        return UndoneChange(restored: restored, removed: removed)
    }
}

extension TodoList {
    /// Runs `change` on the items with `ids` and saves its edits in the list: the general way
    /// of `TodoDataStore.changeItems`, for stores that hold the whole list anyway.
    package mutating func apply<Result>(ids: [Int], _ change: (inout ItemChanges) throws -> Result) throws -> Result {
        var seen = Set<Int>()
        var found: [TodoItem] = []
        var missing: [Int] = []
        for id in ids where seen.insert(id).inserted {
            if let item = items.first(where: { $0.id == id }) { found.append(item) } else { missing.append(id) }
        }
        var changes = ItemChanges(found: found, missingIDs: missing, nextID: nextID)
        let result = try change(&changes)
        let removed = Set(changes.removedIDs)
        let changedByID = Dictionary(changes.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        items = items.compactMap { item in
            removed.contains(item.id) ? nil : changedByID[item.id] ?? item
        }
        for _ in changes.addedItems { _ = try takeNextID() }
        items.append(contentsOf: changes.addedItems)
        return result
    }
}

import TodoCore
/// The "complete", "reopen", "remove" and "edit" use cases: each one locked read-modify-write
/// of the data store that changes every item named, or none.
///
/// Every check that can refuse the change runs inside the store's update before anything is
/// changed, so a refused change saves nothing.
final class ChangeInteractor: ChangeInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func completeItems(ids: [Int]) throws -> ChangeOutcome {
        try dataStore.update { list in
            let indices = try ItemLookup.indices(of: ids, in: list)
            // Taken once the lock is held: the time the items really were done.
            let stamp = clock.utcTimestamp()
            var items: [ChangedItem] = []
            var warnings: [ChangeWarning] = []
            for index in indices {
                let wasDone = list.items[index].isDone
                if wasDone {
                    warnings.append(.alreadyDone(id: list.items[index].id))
                } else {
                    list.items[index].done = stamp
                }
                items.append(Self.changedItem(list.items[index], wasChanged: !wasDone))
            }
            return ChangeOutcome(items: items, warnings: warnings)
        }
    }

    func reopenItems(ids: [Int]) throws -> ChangeOutcome {
        try dataStore.update { list in
            let indices = try ItemLookup.indices(of: ids, in: list)
            var items: [ChangedItem] = []
            var warnings: [ChangeWarning] = []
            for index in indices {
                let wasDone = list.items[index].isDone
                if wasDone {
                    list.items[index].done = nil
                } else {
                    warnings.append(.notDone(id: list.items[index].id))
                }
                items.append(Self.changedItem(list.items[index], wasChanged: wasDone))
            }
            return ChangeOutcome(items: items, warnings: warnings)
        }
    }

    func removeItems(ids: [Int]) throws -> ChangeOutcome {
        try dataStore.update { list in
            let indices = try ItemLookup.indices(of: ids, in: list)
            let removed = indices.map { Self.changedItem(list.items[$0], wasChanged: true) }
            let removedIndices = Set(indices)
            // The list keeps its next id, so the newest item's id is not given out again.
            list.items = list.items.enumerated().filter { !removedIndices.contains($0.offset) }.map(\.element)
            return ChangeOutcome(items: removed)
        }
    }

    func editItem(id: Int, name: String?, due: DueDate?) throws -> ChangeOutcome {
        let validName = try name.map { try ItemNameRule.validated($0) }
        return try dataStore.update { list in
            guard let index = try ItemLookup.indices(of: [id], in: list).first else {
                throw TodoError.notFound("no item has id \(id)")
            }
            if let validName { list.items[index].name = validName }
            if let due { list.items[index].due = due }
            return ChangeOutcome(items: [Self.changedItem(list.items[index], wasChanged: true)])
        }
    }

    private static func changedItem(_ item: TodoItem, wasChanged: Bool) -> ChangedItem {
        ChangedItem(id: item.id, name: item.name, due: item.due, every: item.every, done: item.done, wasChanged: wasChanged)
    }
}

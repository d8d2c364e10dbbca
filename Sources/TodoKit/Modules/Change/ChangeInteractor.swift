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
            let today = clock.today()
            for index in indices {
                let wasDone = list.items[index].isDone
                var next: NextItem?
                if wasDone {
                    warnings.append(.alreadyDone(id: list.items[index].id))
                } else {
                    list.items[index].done = stamp
                    next = try Self.addNext(after: list.items[index], today: today, to: &list)
                }
                items.append(Self.changedItem(list.items[index], wasChanged: !wasDone, next: next))
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

    func editItem(id: Int, name: String?, due: EditValue<DueDate>, every: EditValue<RepeatRule>) throws -> ChangeOutcome {
        let validName = try name.map { try ItemNameRule.validated($0) }
        return try dataStore.update { list in
            guard let index = try ItemLookup.indices(of: [id], in: list).first else {
                throw TodoError.notFound("no item has id \(id)")
            }
            var item = list.items[index]
            if let validName { item.name = validName }
            switch due {
            case .unchanged: break
            case .set(let date):
                item.due = date
                // The series starts again from the new date: no day of the month is kept.
                item.every = item.every?.restarted
            case .removed:
                item.due = nil
                item.every = nil
            }
            switch every {
            case .unchanged: break
            case .set(let rule):
                guard item.due != nil else { throw TodoError.repeatNeedsADueDate }
                item.every = rule
            case .removed: item.every = nil
            }
            list.items[index] = item
            return ChangeOutcome(items: [Self.changedItem(item, wasChanged: true)])
        }
    }

    func findItems(ids: [Int]) throws -> [ChangedItem] {
        let list = try dataStore.fetch()
        return try ItemLookup.indices(of: ids, in: list).map { Self.changedItem(list.items[$0], wasChanged: false) }
    }

    /// The next item of a repeating one just done: the same name, rule and time of day, a new
    /// id, due on the first date of the series after both the done item's date and today.
    /// Nil for an item that does not repeat (or a series past the last supported year).
    private static func addNext(after item: TodoItem, today: LocalDate, to list: inout TodoList) throws -> NextItem? {
        guard let rule = item.every, let due = item.due, let next = rule.next(after: due.date, today: today) else {
            return nil
        }
        let nextDue = DueDate(date: next.date, time: due.time)
        let id = try list.takeNextID()
        list.items.append(TodoItem(id: id, name: item.name, due: nextDue, every: next.rule))
        return NextItem(id: id, due: nextDue)
    }

    private static func changedItem(_ item: TodoItem, wasChanged: Bool, next: NextItem? = nil) -> ChangedItem {
        ChangedItem(id: item.id, name: item.name, due: item.due, every: item.every, done: item.done,
                    wasChanged: wasChanged, next: next)
    }
}

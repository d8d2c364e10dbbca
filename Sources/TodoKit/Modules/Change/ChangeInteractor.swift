import TodoCore
/// The "complete", "reopen", "remove" and "edit" use cases: each one locked read-modify-write
/// of the named items only (`TodoDataStore.changeItems`), changing every item named, or none.
///
/// Every check that can refuse the change runs inside the store's change before anything is
/// changed, so a refused change saves nothing.
final class ChangeInteractor: ChangeInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock
    private let makeUID: UIDMaker

    init(dataStore: any TodoDataStore, clock: any Clock, makeUID: UIDMaker) {
        self.dataStore = dataStore
        self.clock = clock
        self.makeUID = makeUID
    }

    func completeItems(ids: [Int]) throws -> ChangeOutcome {
        try dataStore.changeItems(ids: ids) { changes in
            try ItemLookup.requireAll(changes)
            // Taken once the lock is held: the time the items really were done.
            let stamp = clock.utcTimestamp()
            var items: [ItemSnapshot] = []
            var warnings: [ChangeWarning] = []
            var next: [Int: ItemSnapshot] = [:]
            let today = clock.today()
            for var item in changes.items {
                if item.isDone {
                    warnings.append(.alreadyDone(id: item.id))
                } else {
                    item.done = stamp
                    next[item.id] = try Self.addNext(after: item, today: today, uid: makeUID(), to: &changes)
                    // The series goes on in the next item only, so that no phone sees two.
                    if next[item.id] != nil { item.every = nil }
                    changes.replace(item)
                }
                items.append(ItemSnapshot(item))
            }
            return ChangeOutcome(items: items, warnings: warnings, next: next)
        }
    }

    func reopenItems(ids: [Int]) throws -> ChangeOutcome {
        // The whole list: the next item of a series is found by the uid it follows, which
        // the ids named do not say.
        try dataStore.update { list in
            let named = Set(ids)
            let doneUIDs = Set(list.items.filter { named.contains($0.id) && $0.isDone }.compactMap(\.uid))
            let followers = list.items.filter { item in
                item.follows.map(doneUIDs.contains) ?? false && !named.contains(item.id)
            }
            return try list.apply(ids: ids + followers.map(\.id)) { changes in
                try Self.reopen(ids: ids, followers: followers, in: &changes)
            }
        }
    }

    private static func reopen(ids: [Int], followers: [TodoItem], in changes: inout ItemChanges) throws -> ChangeOutcome {
        try ItemLookup.requireAll(changes)
        var items: [ItemSnapshot] = []
        var warnings: [ChangeWarning] = []
        var series: [Int: ChangeOutcome.SeriesReopening] = [:]
        var seen = Set<Int>()
        for id in ids where seen.insert(id).inserted {
            guard var item = changes.item(id: id) else { continue }
            if item.isDone {
                item.done = nil
                item.texts.status = nil
                if let next = followers.first(where: { $0.follows == item.uid && $0.follows != nil }) {
                    if let rule = SeriesTakeBack.rule(givenBackTo: item, next: next) {
                        item.every = rule
                        changes.remove(id: next.id)
                        series[item.id] = .tookBack(next.id)
                    } else {
                        series[item.id] = .nextStays(next.id)
                    }
                }
                changes.replace(item)
            } else {
                warnings.append(.notDone(id: item.id))
            }
            items.append(ItemSnapshot(item))
        }
        return ChangeOutcome(items: items, warnings: warnings, series: series)
    }

    func removeItems(ids: [Int]) throws -> ChangeOutcome {
        try dataStore.changeItems(ids: ids) { changes in
            try ItemLookup.requireAll(changes)
            let removed = changes.items.map(ItemSnapshot.init)
            // The list keeps its next id, so the newest item's id is not given out again.
            for item in removed { changes.remove(id: item.id) }
            return ChangeOutcome(items: removed)
        }
    }

    func editItem(id: Int, edit: ItemEdit) throws -> ChangeOutcome {
        let edit = try edit.checkingName()
        do {
            return try changedItem(id: id, edit: edit)
        } catch let unchanged as NothingToChange {
            return ChangeOutcome(items: [ItemSnapshot(unchanged.item)], warnings: [.unchanged(id: id)])
        }
    }

    private func changedItem(id: Int, edit: ItemEdit) throws -> ChangeOutcome {
        try dataStore.changeItems(ids: [id]) { changes in
            try ItemLookup.requireAll(changes)
            guard var item = changes.item(id: id) else { throw TodoError.notFound("no item has id \(id)") }
            let before = item
            try edit.apply(to: &item)
            // Thrown, so that the store writes nothing (not even the same bytes) and `undo`
            // has no empty change to take back.
            if item == before { throw NothingToChange(item: item) }
            changes.replace(item)
            return ChangeOutcome(items: [ItemSnapshot(item)])
        }
    }

    /// An edit that leaves the item as it is: caught in `editItem`, not an error.
    private struct NothingToChange: Error {
        let item: TodoItem
    }

    func findItems(ids: [Int]) throws -> [ItemSnapshot] {
        let found = ItemLookup.find(ids: ids, in: try dataStore.fetch().items)
        try ItemLookup.requireAll(missing: found.missingIDs)
        return found.items.map(ItemSnapshot.init)
    }

    /// The next item of a repeating one just done: the same name, rule and time of day, a new
    /// id, due on the first date of the series after both the done item's date and today.
    /// Nil for an item that does not repeat (or a series past the last supported year). A new
    /// item, so a uid of its own.
    private static func addNext(after item: TodoItem, today: LocalDate, uid: @autoclosure () -> String,
                                to changes: inout ItemChanges) throws -> ItemSnapshot? {
        guard let rule = item.every, let due = item.due, let next = rule.next(after: due.date, today: today) else {
            return nil
        }
        let nextDue = DueDate(date: next.date, time: due.time)
        let added = try changes.add { id in
            var added = TodoItem(id: id, name: item.name, due: nextDue, every: next.rule, uid: uid())
            added.texts.start = item.start(keepingDistanceTo: next.date)
            added.texts.follows = item.uid
            return added
        }
        return ItemSnapshot(added)
    }
}

/// The items one change names, as a change command sees them: edit them, remove them, or add
/// new ones; the store then saves exactly that.
///
/// A store can give out only the named items instead of the whole list, so a change to one
/// item of a big file need not decode and encode the rest (`TodoDataStore.changeItems`).
package struct ItemChanges: Sendable {
    /// The named items that exist, in the order first named, as they are now in this change.
    package private(set) var items: [TodoItem]
    /// The ids named that no item has, in the order named.
    package let missingIDs: [Int]
    /// The items as they were when the change began, by id: what undo restores.
    package let originals: [TodoItem]
    /// The ids of items removed in this change.
    package private(set) var removedIDs: [Int] = []
    /// Items made in this change, in the order made.
    package private(set) var addedItems: [TodoItem] = []
    /// The list's next id, moved past every id given out in this change.
    package private(set) var nextID: Int

    package init(found: [TodoItem], missingIDs: [Int], nextID: Int) {
        self.items = found
        self.originals = found
        self.missingIDs = missingIDs
        self.nextID = nextID
    }

    /// The current state of a named item, or nil when it is missing or removed.
    package func item(id: Int) -> TodoItem? {
        items.first { $0.id == id }
    }

    /// Replaces the named item that has `item.id`; an id that was not named is ignored.
    package mutating func replace(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index] = item
    }

    /// Removes a named item; its id is never given out again.
    package mutating func remove(id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        items.remove(at: index)
        removedIDs.append(id)
    }

    /// Adds a new item with the next id, as `TodoDataStore.addItem` does.
    package mutating func add(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        var ids = TodoList(nextID: nextID)
        let item = makeItem(try ids.takeNextID())
        nextID = ids.nextID
        addedItems.append(item)
        return item
    }

    /// Gives each item this change added without a uid a new one: a store's write leaves
    /// every item with a uid (see `TodoList.giveEveryItemAUID`).
    package mutating func giveAddedItemsUIDs(_ makeUID: UIDMaker) {
        for index in addedItems.indices where addedItems[index].uid?.isEmpty ?? true {
            addedItems[index].uid = makeUID()
        }
    }

    /// What undoing this change must put back: each touched id with the item it was before
    /// (nil for an item this change added).
    package var undoRecord: ChangeRecord {
        let changed = originals.filter { original in item(id: original.id) != original }
        return ChangeRecord(entries: changed.map { ChangeRecord.Entry(id: $0.id, before: $0) }
            + addedItems.map { ChangeRecord.Entry(id: $0.id, before: nil) })
    }
}

/// Every item's uid, as the contract's data file promises it: an item of an older file
/// (without one) gets one the next time the file is written, and of two items that share one,
/// the second gets a new one then. The stores call this before each full write; `todo export`
/// calls it to make the uids it exports stay the same.
extension TodoList {
    /// The item key where a version before uids kept a Taskwarrior import's uuid (the Transfer
    /// module's `ImportedRecord.Origin.taskwarriorKey`): that uuid becomes the item's uid.
    package static let keptTaskwarriorUUIDKey = "taskwarriorUUID"

    /// Whether some item has no uid (nil or empty), so that `giveEveryItemAUID` would change it.
    package var hasItemsWithoutUID: Bool {
        items.contains { $0.uid?.isEmpty ?? true }
    }

    /// Gives each item without a uid (nil or empty) one, the Taskwarrior uuid it kept if it
    /// has one, else a new one, and each item whose uid an earlier item (in file order)
    /// already has a new one; true if any item changed. The items `isSettled` names keep
    /// their uids before any other, wherever they are in the list: the folder store's items
    /// whose files hold that `UID` already, which a sync knows them by.
    @discardableResult
    package mutating func giveEveryItemAUID(_ makeUID: UIDMaker, keeping isSettled: (TodoItem) -> Bool = { _ in false }) -> Bool {
        var seen = Set<String>(minimumCapacity: items.count)
        var settled = Set<Int>()
        for index in items.indices where isSettled(items[index]) {
            guard let uid = items[index].uid, !uid.isEmpty else { continue }
            seen.insert(uid)
            settled.insert(index)
        }
        var changed = false
        for index in items.indices where !settled.contains(index) {
            if let uid = items[index].uid, !uid.isEmpty, seen.insert(uid).inserted { continue }
            // An item an older version imported from Taskwarrior has its identity already.
            if items[index].uid?.isEmpty ?? true, case .string(let kept)? = items[index].otherKeys
                .last(where: { $0.key == TodoList.keptTaskwarriorUUIDKey })?.value, !kept.isEmpty, seen.insert(kept).inserted {
                items[index].uid = kept
                changed = true
                continue
            }
            // A made uid could in theory be one a later item has: that item is renewed in turn.
            var uid = makeUID()
            while !seen.insert(uid).inserted { uid = makeUID() }
            items[index].uid = uid
            changed = true
        }
        return changed
    }
}

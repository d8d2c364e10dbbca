/// The rule of `fetchOpenItems(dueThrough:)`, item by item: whether to keep an item, and a
/// count of the open items turned down. Every store applies it the same way.
package struct OpenItemTally: Sendable {
    package let dueThrough: LocalDate?
    package private(set) var laterCount = 0
    package private(set) var undatedCount = 0

    package init(dueThrough: LocalDate?) {
        self.dueThrough = dueThrough
    }

    /// Whether an item due `due` is kept (`TodoItem.isOpen`); an open item that is not is
    /// counted, as later or as undated. An open item with a start is kept whatever its due
    /// date: whether it waits, and so how it is counted, is the list's to say (few items
    /// have one, and the list can then leave the later ones unbuilt).
    package mutating func keeps(due: DueDate?, isDone: Bool, hasStart: Bool) -> Bool {
        if TodoItem.isOpen(due: due, isDone: isDone, dueThrough: dueThrough) || (hasStart && !isDone) { return true }
        if !isDone {
            if due == nil { undatedCount += 1 } else { laterCount += 1 }
        }
        return false
    }
}

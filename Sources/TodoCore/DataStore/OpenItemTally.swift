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
    /// counted, as later or as undated.
    package mutating func keeps(due: DueDate?, isDone: Bool) -> Bool {
        if TodoItem.isOpen(due: due, isDone: isDone, dueThrough: dueThrough) { return true }
        if !isDone {
            if due == nil { undatedCount += 1 } else { laterCount += 1 }
        }
        return false
    }
}

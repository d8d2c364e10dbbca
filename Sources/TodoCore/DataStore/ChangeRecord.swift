/// One change to the items, as undo needs it: every item the change touched, as it was before.
package struct ChangeRecord: Equatable, Sendable {
    package struct Entry: Equatable, Sendable {
        package let id: Int
        /// The item before the change; nil when the change added it.
        package let before: TodoItem?

        package init(id: Int, before: TodoItem?) {
            self.id = id
            self.before = before
        }
    }

    package let entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package var isEmpty: Bool { entries.isEmpty }

    /// The record of the change that turned `old` into `new`, found by comparing items by id.
    /// For the stores' general path; the fast paths know what they changed.
    package static func between(_ old: TodoList, _ new: TodoList) -> ChangeRecord {
        let newByID = Dictionary(new.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIDs = Set(old.items.map(\.id))
        var entries: [Entry] = []
        for item in old.items where newByID[item.id] != item {
            entries.append(Entry(id: item.id, before: item))
        }
        for item in new.items where !oldIDs.contains(item.id) {
            entries.append(Entry(id: item.id, before: nil))
        }
        return ChangeRecord(entries: entries)
    }
}

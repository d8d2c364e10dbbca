import Testing
import TodoCore

/// What a sync changed, item by item: known again by uid, each kind by id.
@Suite struct SyncChangesTests {
    private static let before = [
        TodoItem(id: 4, name: "Pay rent", due: nil, uid: "u4"),
        TodoItem(id: 5, name: "Call bob", due: nil, uid: "u5"),
        TodoItem(id: 6, name: "Old thing", due: nil, uid: "u6"),
        TodoItem(id: 7, name: "Same", due: nil, uid: "u7"),
        TodoItem(id: 8, name: "Was done", due: nil, done: "2026-11-20T10:00:00Z", uid: "u8"),
    ]

    @Test func differenceOfTheListBeforeAndAfter() {
        var after = Self.before
        after.append(TodoItem(id: 12, name: "Buy milk", due: nil, uid: "u12"))
        after[0].name = "Pay the rent"
        after[1].done = "2026-11-21T09:00:00Z"
        after[4].done = nil
        after.remove(at: 2)
        let changes = SyncChanges(before: Self.before, after: after.reversed())
        #expect(changes.new.map(\.id) == [12])
        #expect(changes.changed.map(\.id) == [4, 8])
        #expect(changes.done.map(\.id) == [5])
        #expect(changes.removed.map(\.name) == ["Old thing"])
        #expect(SyncChanges(before: Self.before, after: Self.before).isEmpty)
    }

    @Test func itemsWithoutAUIDAreKnownByTheirID() {
        let before = [TodoItem(id: 1, name: "A", due: nil), TodoItem(id: 2, name: "B", due: nil)]
        let after = [TodoItem(id: 1, name: "A2", due: nil), TodoItem(id: 3, name: "C", due: nil)]
        #expect(SyncChanges(before: before, after: after)
            == SyncChanges(new: [after[1]], changed: [after[0]], removed: [before[1]]))
    }
}

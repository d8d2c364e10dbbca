import Testing
import TodoCore
import TodoTestSupport

/// `TodoList.revert`: undo puts back exactly what a record names, and keeps ids used.
@Suite struct TodoListUndoTests {
    static func item(_ id: Int, _ name: String, due: String = "2026-11-21", done: String? = nil) throws -> TodoItem {
        TodoItem(id: id, name: name, due: try Fixture.due(due), done: done)
    }

    @Test func undoingAnAddRemovesTheItemAndKeepsItsIDUsed() throws {
        let rent = try Self.item(1, "Pay rent")
        let milk = try Self.item(2, "Buy milk")
        var list = TodoList(items: [rent, milk], nextID: 3)
        let undone = list.revert(ChangeRecord(entries: [ChangeRecord.Entry(id: 2, before: nil)]))
        #expect(undone == UndoneChange(restored: [], removed: [milk]))
        #expect(list == TodoList(items: [rent], nextID: 3))
        #expect(try list.takeNextID() == 3)
    }

    @Test func undoingARemovalBringsTheItemsBackInIDOrder() throws {
        let rent = try Self.item(1, "Pay rent")
        let milk = try Self.item(2, "Buy milk")
        let bread = try Self.item(3, "Bread")
        let dentist = try Self.item(4, "Dentist")
        var list = TodoList(items: [milk], nextID: 5)
        let record = ChangeRecord(entries: [
            ChangeRecord.Entry(id: 4, before: dentist), ChangeRecord.Entry(id: 1, before: rent),
            ChangeRecord.Entry(id: 3, before: bread),
        ])
        let undone = list.revert(record)
        #expect(undone == UndoneChange(restored: [dentist, rent, bread], removed: []))
        #expect(list.items.map(\.id) == [1, 2, 3, 4])
        #expect(list == TodoList(items: [rent, milk, bread, dentist], nextID: 5))
    }

    @Test func undoingAnEditOrADonePutsTheItemBackAsItWas() throws {
        let rent = try Self.item(1, "Pay rent")
        let bread = try Self.item(2, "Bread")
        var list = TodoList(items: [try Self.item(1, "Pay the rent", due: "2026-11-30"),
                                    try Self.item(2, "Bread", done: "2026-11-21T08:00:00Z")], nextID: 3)
        let undone = list.revert(ChangeRecord(entries: [ChangeRecord.Entry(id: 1, before: rent),
                                                        ChangeRecord.Entry(id: 2, before: bread)]))
        #expect(undone == UndoneChange(restored: [rent, bread], removed: []))
        #expect(list == TodoList(items: [rent, bread], nextID: 3))
    }

    @Test func severalChangesUndoneNewestFirstGiveBackTheFirstList() throws {
        let rent = try Self.item(1, "Pay rent")
        let milk = try Self.item(2, "Buy milk")
        let first = TodoList(items: [rent, milk], nextID: 3)
        var list = first
        var records: [ChangeRecord] = []
        for change in [
            { (list: inout TodoList) in list.items.append(try Self.item(try list.takeNextID(), "Bread")) },
            { (list: inout TodoList) in list.items[0].done = "2026-11-21T08:00:00Z" },
            { (list: inout TodoList) in list.items.remove(at: 1) },
            { (list: inout TodoList) in list.items[0].name = "Pay the rent" },
        ] {
            let old = list
            try change(&list)
            records.append(ChangeRecord.between(old, list))
        }
        #expect(list.items.map(\.name) == ["Pay the rent", "Bread"])
        for record in records.reversed() {
            _ = list.revert(record)
        }
        #expect(list.items == first.items)
        #expect(list.nextID == 4)
    }

    @Test func anEntryForAnItemNoLongerThereThatWasAddedIsSkipped() throws {
        let rent = try Self.item(1, "Pay rent")
        var list = TodoList(items: [rent], nextID: 3)
        let undone = list.revert(ChangeRecord(entries: [ChangeRecord.Entry(id: 2, before: nil)]))
        #expect(undone == UndoneChange(restored: [], removed: []))
        #expect(list == TodoList(items: [rent], nextID: 3))
    }
}

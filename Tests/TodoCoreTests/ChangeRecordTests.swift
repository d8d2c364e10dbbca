import Testing
import TodoCore
import TodoTestSupport

/// `ChangeRecord.between`: what a store's general path records for undo.
@Suite struct ChangeRecordTests {
    static func item(_ id: Int, _ name: String, due: String = "2026-11-21", done: String? = nil) throws -> TodoItem {
        TodoItem(id: id, name: name, due: try Fixture.due(due), done: done)
    }

    @Test func anAddIsRecordedAsTheNewIDWithNothingBefore() throws {
        let old = TodoList(items: [try Self.item(1, "Pay rent")], nextID: 2)
        let new = TodoList(items: [try Self.item(1, "Pay rent"), try Self.item(2, "Buy milk")], nextID: 3)
        #expect(ChangeRecord.between(old, new) == ChangeRecord(entries: [ChangeRecord.Entry(id: 2, before: nil)]))
    }

    @Test func aRemovalIsRecordedWithTheItemAsItWas() throws {
        let rent = try Self.item(1, "Pay rent")
        let milk = try Self.item(2, "Buy milk")
        let old = TodoList(items: [rent, milk], nextID: 3)
        let new = TodoList(items: [milk], nextID: 3)
        #expect(ChangeRecord.between(old, new) == ChangeRecord(entries: [ChangeRecord.Entry(id: 1, before: rent)]))
    }

    @Test func anEditAndADoneAreRecordedWithTheItemsBefore() throws {
        let rent = try Self.item(1, "Pay rent")
        let milk = try Self.item(2, "Buy milk")
        let bread = try Self.item(3, "Bread")
        let old = TodoList(items: [rent, milk, bread], nextID: 4)
        let new = TodoList(items: [try Self.item(1, "Pay the rent", due: "2026-11-30"), milk,
                                   try Self.item(3, "Bread", done: "2026-11-21T08:00:00Z")], nextID: 4)
        #expect(ChangeRecord.between(old, new) == ChangeRecord(entries: [
            ChangeRecord.Entry(id: 1, before: rent), ChangeRecord.Entry(id: 3, before: bread),
        ]))
    }

    @Test func noChangeIsAnEmptyRecord() throws {
        let list = TodoList(items: [try Self.item(1, "Pay rent")], nextID: 5)
        let record = ChangeRecord.between(list, list)
        #expect(record.isEmpty)
        #expect(record == ChangeRecord(entries: []))
    }
}

import Testing
@testable import TodoCore

/// `TodoList.apply` and `ItemChanges`: the general way of `TodoDataStore.changeItems`.
@Suite struct TodoListApplyTests {
    private static func item(_ id: Int, done: String? = nil) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", due: DueDate(date: LocalDate(year: 2026, month: 11, day: id) ?? .epoch), done: done)
    }

    private let list = TodoList(items: [2, 5, 9].map { item($0) }, nextID: 12,
                                otherKeys: [JSONMember("owner", .string("ann"))])

    @Test func replacesANamedItemInPlace() throws {
        var changed = list
        let record = try changed.apply(ids: [5]) { changes in
            var five = try #require(changes.item(id: 5))
            five.done = "2026-11-20T18:02:11Z"
            changes.replace(five)
            return changes.undoRecord
        }
        #expect(changed == TodoList(items: [Self.item(2), Self.item(5, done: "2026-11-20T18:02:11Z"), Self.item(9)],
                                    nextID: 12, otherKeys: [JSONMember("owner", .string("ann"))]))
        #expect(record == ChangeRecord(entries: [ChangeRecord.Entry(id: 5, before: Self.item(5))]))
    }

    @Test func removesNamedItemsAndKeepsNextID() throws {
        var changed = list
        let record = try changed.apply(ids: [9, 2]) { changes in
            changes.remove(id: 9)
            changes.remove(id: 2)
            #expect(changes.removedIDs == [9, 2])
            #expect(changes.items == [])
            return changes.undoRecord
        }
        #expect(changed.items == [Self.item(5)])
        #expect(changed.nextID == 12)
        #expect(record == ChangeRecord(entries: [ChangeRecord.Entry(id: 9, before: Self.item(9)),
                                                 ChangeRecord.Entry(id: 2, before: Self.item(2))]))
    }

    @Test func addsItemsWithTheNextIDs() throws {
        var changed = list
        let record = try changed.apply(ids: []) { changes in
            let first = try changes.add { Self.item($0) }
            let second = try changes.add { Self.item($0) }
            #expect(first.id == 12)
            #expect(second.id == 13)
            #expect(changes.nextID == 14)
            return changes.undoRecord
        }
        #expect(changed.items.map(\.id) == [2, 5, 9, 12, 13])
        #expect(changed.nextID == 14)
        #expect(record == ChangeRecord(entries: [ChangeRecord.Entry(id: 12, before: nil),
                                                 ChangeRecord.Entry(id: 13, before: nil)]))
    }

    @Test func missingIDsComeInTheOrderNamedOnceEach() throws {
        var changed = list
        let seen = try changed.apply(ids: [7, 5, 1, 7, 5]) { changes in
            (changes.items.map(\.id), changes.missingIDs)
        }
        #expect(seen.0 == [5])
        #expect(seen.1 == [7, 1])
        #expect(changed == list)
    }

    @Test func anItemNamedTwiceIsGivenOnceInTheOrderFirstNamed() throws {
        var changed = list
        let ids = try changed.apply(ids: [9, 2, 9, 2]) { changes in changes.items.map(\.id) }
        #expect(ids == [9, 2])
    }

    @Test func anItemLeftAsItWasIsNotInTheRecord() throws {
        var changed = list
        let record = try changed.apply(ids: [2, 5]) { changes in
            changes.replace(Self.item(2))
            changes.replace(TodoItem(id: 5, name: "Renamed", due: Self.item(5).due))
            // Not named: ignored.
            changes.replace(TodoItem(id: 9, name: "Not named", due: Self.item(9).due))
            changes.remove(id: 9)
            return changes.undoRecord
        }
        #expect(changed.items == [Self.item(2), TodoItem(id: 5, name: "Renamed", due: Self.item(5).due), Self.item(9)])
        #expect(record == ChangeRecord(entries: [ChangeRecord.Entry(id: 5, before: Self.item(5))]))
    }

    @Test func aThrowingChangeLeavesTheListAsItWas() {
        var changed = list
        #expect(throws: TodoError.notFound("no")) {
            try changed.apply(ids: [2]) { changes in
                changes.remove(id: 2)
                _ = try changes.add { Self.item($0) }
                throw TodoError.notFound("no")
            }
        }
        #expect(changed == list)
    }

    @Test func removingAndAddingInOneChange() throws {
        var changed = list
        let record = try changed.apply(ids: [2]) { changes in
            changes.remove(id: 2)
            _ = try changes.add { Self.item($0) }
            return changes.undoRecord
        }
        #expect(changed.items.map(\.id) == [5, 9, 12])
        #expect(changed.nextID == 13)
        #expect(record == ChangeRecord(entries: [ChangeRecord.Entry(id: 2, before: Self.item(2)),
                                                 ChangeRecord.Entry(id: 12, before: nil)]))
    }
}

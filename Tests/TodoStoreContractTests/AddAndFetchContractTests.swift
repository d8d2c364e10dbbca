import Testing
import TodoCore

/// Adding and reading back, on every store: the ids given out, the items exactly as made,
/// and the same list for every later run.
@Suite struct AddAndFetchContractTests {
    @Test(arguments: StoreKind.allCases)
    func anEmptyStoreHasNoItemsAndNextIDOne(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        #expect(try store.fetch() == TodoList())
        #expect(try store.fetch().nextID == 1)
        #expect(try store.fetchOpenItems(dueThrough: nil) == OpenItems())
        #expect(try store.fetchDoneItems() == [])
    }

    @Test(arguments: StoreKind.allCases)
    func addGivesIDsInOrderAndFetchGivesTheItemsBack(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        // What addItem returns is the item as saved: with its id (and its UID, in a folder).
        #expect(added == factory.asFetched([ContractItems.milk(1), ContractItems.gym(2), ContractItems.book(3)]))
        let expected = TodoList(items: factory.asFetched(added), nextID: 4)
        #expect(try factory.makeStore().fetch() == expected)
        // Every field kept: a date, a time, a rule; and no date at all.
        #expect(try factory.makeStore().fetch().items.map(\.due) == [ContractItems.due("2026-11-24"),
                                                                      ContractItems.due("2026-11-29T07:00"), nil])
        #expect(try factory.makeStore().fetch().items.map(\.every) == [nil, ContractItems.rule("week"), nil])
    }

    @Test(arguments: StoreKind.allCases)
    func aDoneItemAddedStaysDone(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        var done = ContractItems.milk(1)
        done.done = ContractItems.doneStamp
        #expect(try factory.makeStore().addItem { id in
            var item = ContractItems.milk(id)
            item.done = ContractItems.doneStamp
            return item
        } == factory.asFetched(done))
        #expect(try factory.makeStore().fetch() == TodoList(items: [factory.asFetched(done)], nextID: 2))
    }

    @Test(arguments: StoreKind.allCases)
    func anItemAddedThroughUpdateTakesTheNextID(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        let fourth = try factory.makeStore().update { list in
            let item = TodoItem(id: try list.takeNextID(), name: "Call Mum", due: ContractItems.due("2026-11-25T18:30"))
            list.items.append(item)
            return item
        }
        #expect(fourth == TodoItem(id: 4, name: "Call Mum", due: ContractItems.due("2026-11-25T18:30")))
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added + [fourth]), nextID: 5))
    }

    @Test(arguments: StoreKind.allCases)
    func aChangeThatThrowsSavesNothing(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        let refusal = TodoError.usage("refused by the test")
        #expect(throws: refusal) {
            try factory.makeStore().update { list in
                list.items.removeAll()
                throw refusal
            }
        }
        #expect(throws: refusal) {
            try factory.makeStore().changeItems(ids: [1, 2]) { changes in
                changes.remove(id: 1)
                _ = try changes.add { TodoItem(id: $0, name: "Never saved", due: nil) }
                throw refusal
            }
        }
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added), nextID: 4))
    }
}

import Testing
import TodoCore

/// An id names one item for good: once given out, never again, whether its item was removed
/// or its add was undone, and an item that undo brings back keeps its own.
@Suite struct IDReuseContractTests {
    @Test(arguments: StoreKind.allCases, ChangeRoute.allCases)
    func theIDOfARemovedItemIsNotGivenAgain(_ kind: StoreKind, _ route: ChangeRoute) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        // The newest first: the id most easily given again.
        try route.make(.remove, toItem: 3, in: factory.makeStore())
        let fourth = try factory.makeStore().addItem(ContractItems.book)
        #expect(fourth == factory.asFetched(ContractItems.book(4)))
        try route.make(.remove, toItem: 4, in: factory.makeStore())
        try route.make(.remove, toItem: 1, in: factory.makeStore())
        #expect(try factory.makeStore().addItem(ContractItems.milk) == factory.asFetched(ContractItems.milk(5)))
        #expect(try factory.makeStore().fetch()
            == TodoList(items: factory.asFetched([added[1], ContractItems.milk(5)]), nextID: 6))
    }

    @Test(arguments: StoreKind.allCases)
    func theIDOfAnUndoneAddIsNotGivenAgain(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        _ = try store.addItem(ContractItems.milk)
        _ = try store.addItem(ContractItems.gym)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [factory.asFetched(ContractItems.gym(2))]))
        #expect(try factory.makeStore().addItem(ContractItems.book) == factory.asFetched(ContractItems.book(3)))
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [factory.asFetched(ContractItems.book(3))]))
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [factory.asFetched(ContractItems.milk(1))]))
        #expect(try factory.makeStore().fetch() == TodoList(items: [], nextID: 4))
        #expect(try factory.makeStore().addItem(ContractItems.gym) == factory.asFetched(ContractItems.gym(4)))
        #expect(try factory.makeStore().fetch() == TodoList(items: [factory.asFetched(ContractItems.gym(4))], nextID: 5))
    }

    @Test(arguments: StoreKind.allCases)
    func anItemUndoBringsBackKeepsItsIDAndItsPlace(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        let added = try ContractItems.addThree(to: store)
        try ChangeRoute.changeItems.make(.remove, toItem: 2, in: store)
        let fourth = try store.addItem(ContractItems.milk)
        _ = try store.undoLatestChange()
        #expect(try store.undoLatestChange() == UndoneChange(restored: [factory.asFetched(added[1])], removed: []))
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added), nextID: 5))
        #expect(try factory.makeStore().addItem(ContractItems.milk) == factory.asFetched(ContractItems.milk(fourth.id + 1)))
    }
}

import Testing
import TodoCore

/// Each change a command makes (done, reopen, edit of name, date and rule, rm), through
/// `changeItems` and through `update`: exactly that item changes, the others stay as they
/// were, and the next id does not move.
@Suite struct ChangeContractTests {
    @Test(arguments: StoreKind.allCases, ContractChange.allCases)
    func eachChangeThroughChangeItems(_ kind: StoreKind, _ change: ContractChange) throws {
        try check(change, through: .changeItems, on: kind)
    }

    @Test(arguments: StoreKind.allCases, ContractChange.allCases)
    func eachChangeThroughUpdate(_ kind: StoreKind, _ change: ContractChange) throws {
        try check(change, through: .update, on: kind)
    }

    /// Milk, the change's start item, book (ids 1, 2, 3); the change to item 2 by a later run.
    private func check(_ change: ContractChange, through route: ChangeRoute, on kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        let before = [try store.addItem(ContractItems.milk), try store.addItem(change.start), try store.addItem(ContractItems.book)]
        try route.make(change, toItem: 2, in: factory.makeStore())
        let after = [before[0]] + [change.applied(to: before[1])].compactMap { $0 } + [before[2]]
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(after), nextID: 4))
    }

    @Test(arguments: StoreKind.allCases, ChangeRoute.allCases)
    func aChangeToAnIDNoItemHasIsRefusedAndSavesNothing(_ kind: StoreKind, _ route: ChangeRoute) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        #expect(throws: ChangeRoute.noItem(9)) { try route.make(.done, toItem: 9, in: factory.makeStore()) }
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added), nextID: 4))
    }

    @Test(arguments: StoreKind.allCases)
    func changeItemsGivesTheNamedItemsAsFetchedAndTheIDsNoItemHas(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        let seen = try factory.makeStore().changeItems(ids: [3, 9, 1, 3]) { changes in
            (items: changes.items, originals: changes.originals, missing: changes.missingIDs, nextID: changes.nextID)
        }
        // In the order first named, each once.
        #expect(seen.items == factory.asFetched([added[2], added[0]]))
        #expect(seen.originals == seen.items)
        #expect(seen.missing == [9])
        #expect(seen.nextID == 4)
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added), nextID: 4))
    }

    @Test(arguments: StoreKind.allCases)
    func oneChangeItemsCanChangeRemoveAndAddAtOnce(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        let new = try factory.makeStore().changeItems(ids: [1, 3]) { changes in
            var milk = try #require(changes.item(id: 1))
            milk.done = ContractItems.doneStamp
            changes.replace(milk)
            changes.remove(id: 3)
            return try changes.add { TodoItem(id: $0, name: "Buy milk again", due: ContractItems.due("2026-12-01")) }
        }
        #expect(new == TodoItem(id: 4, name: "Buy milk again", due: ContractItems.due("2026-12-01")))
        var doneMilk = added[0]
        doneMilk.done = ContractItems.doneStamp
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched([doneMilk, added[1], new]), nextID: 5))
    }
}

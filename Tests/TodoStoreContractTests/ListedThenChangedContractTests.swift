import Testing
import TodoCore

/// A store that was just listed (the folder store has then made its cache) still shows every
/// change made since, at once: in the same second, by another run of `todo`.
@Suite struct ListedThenChangedContractTests {
    @Test(arguments: StoreKind.allCases)
    func aChangedAnAddedAndARemovedItemAreSeenByTheNextListing(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        #expect(try factory.makeStore().fetch().items == added)
        #expect(try factory.makeStore().fetchOpenItems(dueThrough: nil).items == added)
        try factory.makeStore().changeItems(ids: [1, 2]) { changes in
            var first = try #require(changes.item(id: 1))
            first.name = "Buy oat milk"
            first.done = ContractItems.doneStamp
            changes.replace(first)
            changes.remove(id: 2)
        }
        let fourth = try factory.makeStore().addItem { TodoItem(id: $0, name: "Call Mum", due: nil) }
        var changed = added[0]
        changed.name = "Buy oat milk"
        changed.done = ContractItems.doneStamp
        #expect(try factory.makeStore().fetch().items == [changed, added[2], fourth])
        #expect(try factory.makeStore().fetchOpenItems(dueThrough: nil).items == [added[2], fourth])
        #expect(try factory.makeStore().fetchDoneItems() == [changed])
    }
}

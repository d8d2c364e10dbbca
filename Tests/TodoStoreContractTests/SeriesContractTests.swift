import Testing
import TodoCore

/// The series rules' changes on every store: a `done` of a repeating item (the done one
/// without its rule, the next one following its uid), kept as made, taken back whole by
/// `undo`; `reopen`'s take-back through `update`; and a cancelled item's status kept.
@Suite struct SeriesContractTests {
    /// What `done` saves for gym (id 2): done, no rule; the next one (id 4) follows it.
    private func done(_ store: any TodoDataStore) throws {
        try store.changeItems(ids: [2]) { changes in
            guard var gym = changes.item(id: 2) else { return }
            gym.done = ContractItems.doneStamp
            gym.every = nil
            changes.replace(gym)
            _ = try changes.add { id in
                var next = TodoItem(id: id, name: "Gym", due: ContractItems.due("2026-12-06T07:00"),
                                    every: ContractItems.rule("week"), uid: "uid-" + String(id))
                next.follows = gym.uid
                return next
            }
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aDoneItemOfASeriesKeepsNoRuleAndTheNextFollowsIt(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let before = try ContractItems.addThree(to: factory.makeStore())
        try done(factory.makeStore())
        let items = try factory.makeStore().fetch().items
        #expect(items.map(\.id) == [1, 2, 3, 4])
        #expect(items[1].every == nil)
        #expect(items[1].done == ContractItems.doneStamp)
        #expect(items[3].every == ContractItems.rule("week"))
        #expect(items[3].follows == items[1].uid)
        #expect(items[3].follows != nil || kind == .inMemory)
        // undo of the done puts everything back as it was.
        _ = try factory.makeStore().undoLatestChange()
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(before), nextID: 5))
    }

    /// `reopen`'s take-back: the next item removed, the rule given back, in one `update`.
    @Test(arguments: StoreKind.allCases)
    func takingTheNextBackLeavesTheSeriesAsItWas(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let before = try ContractItems.addThree(to: factory.makeStore())
        try done(factory.makeStore())
        try factory.makeStore().update { list in
            try list.apply(ids: [2, 4]) { changes in
                guard var gym = changes.item(id: 2) else { return }
                gym.done = nil
                gym.every = ContractItems.rule("week")
                changes.replace(gym)
                changes.remove(id: 4)
            }
        }
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(before), nextID: 5))
    }

    @Test(arguments: StoreKind.allCases)
    func aCancelledItemStaysCancelled(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        _ = try ContractItems.addThree(to: factory.makeStore())
        try factory.makeStore().changeItems(ids: [3]) { changes in
            guard var book = changes.item(id: 3) else { return }
            book.done = ContractItems.doneStamp
            book.texts.status = TodoItem.cancelled
            changes.replace(book)
        }
        let book = try factory.makeStore().fetch().items.last
        #expect(book?.isCancelled == true)
        #expect(try factory.makeStore().fetchDoneItems().map(\.id) == [3])
    }
}

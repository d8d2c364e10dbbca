import Testing
import TodoCore

/// `fetchOpenItems(dueThrough:detail:)` and `fetchDoneItems(detail:)`, the queries `todo list` asks:
/// the same items and the same counts from every store, in the order the items were added.
@Suite struct FetchQueriesContractTests {
    /// Open and done, before, on and after the day asked for, with and without a date.
    private static let items = [
        TodoItem(id: 1, name: "Overdue", due: ContractItems.due("2026-11-20")),
        TodoItem(id: 2, name: "Done on time", due: ContractItems.due("2026-11-21"), done: ContractItems.doneStamp),
        TodoItem(id: 3, name: "Last minute", due: ContractItems.due("2026-11-29T23:59")),
        TodoItem(id: 4, name: "The day after", due: ContractItems.due("2026-11-30"), every: ContractItems.rule("month")),
        TodoItem(id: 5, name: "Some day", due: nil),
        TodoItem(id: 6, name: "Done some day", due: nil, done: ContractItems.doneStamp),
        TodoItem(id: 7, name: "Next year", due: ContractItems.due("2027-01-04")),
    ]

    /// A store holding `items`, each added in turn.
    private func filledStore(_ factory: StoreFactory) throws -> any TodoDataStore {
        let store = factory.makeStore()
        for item in Self.items {
            #expect(try store.addItem { id in
                var made = item
                made.id = id
                return made
            } == factory.asFetched(item))
        }
        return factory.makeStore()
    }

    private func items(_ ids: [Int]) -> [TodoItem] {
        ids.map { id in Self.items[id - 1] }
    }

    @Test(arguments: StoreKind.allCases)
    func openItemsThroughADayAndTheCountsOfThoseLeftOut(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = try filledStore(factory)
        #expect(try store.fetchOpenItems(dueThrough: ContractItems.due("2026-11-29").date)
            == OpenItems(items: factory.asFetched(items([1, 3])), laterCount: 2, undatedCount: 1))
        #expect(try store.fetchOpenItems(dueThrough: ContractItems.due("2026-11-19").date)
            == OpenItems(items: [], laterCount: 4, undatedCount: 1))
    }

    @Test(arguments: StoreKind.allCases)
    func everyOpenItemWhenNoDayIsGiven(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = try filledStore(factory)
        #expect(try store.fetchOpenItems(dueThrough: nil)
            == OpenItems(items: factory.asFetched(items([1, 3, 4, 5, 7])), laterCount: 0, undatedCount: 0))
    }

    /// The list as text asks for no uid and no note; `--json` asks for every field.
    @Test(arguments: StoreKind.allCases)
    func openItemsWithoutTheirUIDsAndNotes(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        let noted = TodoItem(id: 1, name: "Noted", due: ContractItems.due("2026-11-20"), uid: "noted-uid",
                             priority: .high, note: "Ask for\nthe receipt")
        let plain = TodoItem(id: 2, name: "Plain", due: nil, uid: "plain-uid")
        for item in [noted, plain] {
            _ = try store.addItem { id in
                var made = item
                made.id = id
                return made
            }
        }
        let whole = try factory.makeStore().fetchOpenItems(dueThrough: nil, detail: .whole)
        #expect(whole == OpenItems(items: [noted, plain]))
        #expect(try factory.makeStore().fetchOpenItems(dueThrough: nil) == whole)
        let shown = try factory.makeStore().fetchOpenItems(dueThrough: nil, detail: .forListText)
        #expect(shown == OpenItems(items: [
            TodoItem(id: 1, name: "Noted", due: ContractItems.due("2026-11-20"), priority: .high),
            TodoItem(id: 2, name: "Plain", due: nil),
        ]))
    }

    @Test(arguments: StoreKind.allCases)
    func doneItemsWithoutTheirUIDsAndNotes(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        let done = TodoItem(id: 1, name: "Done", due: nil, done: ContractItems.doneStamp, uid: "done-uid",
                            priority: .low, note: "Kept the receipt")
        _ = try store.addItem { id in
            var made = done
            made.id = id
            return made
        }
        #expect(try factory.makeStore().fetchDoneItems(detail: .whole) == [done])
        #expect(try factory.makeStore().fetchDoneItems() == [done])
        #expect(try factory.makeStore().fetchDoneItems(detail: .forListText)
            == [TodoItem(id: 1, name: "Done", due: nil, done: ContractItems.doneStamp, priority: .low)])
    }

    @Test(arguments: StoreKind.allCases)
    func doneItemsAlone(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = try filledStore(factory)
        #expect(try store.fetchDoneItems() == factory.asFetched(items([2, 6])))
    }

    @Test(arguments: StoreKind.allCases)
    func theQueriesFollowAChange(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = try filledStore(factory)
        try ChangeRoute.changeItems.make(.done, toItem: 1, in: store)
        try ChangeRoute.update.make(.reopen, toItem: 2, in: store)
        var doneOne = Self.items[0]
        doneOne.done = ContractItems.doneStamp
        var reopened = Self.items[1]
        reopened.done = nil
        let later = factory.makeStore()
        #expect(try later.fetchOpenItems(dueThrough: ContractItems.due("2026-11-29").date)
            == OpenItems(items: factory.asFetched([reopened, Self.items[2]]), laterCount: 2, undatedCount: 1))
        #expect(try later.fetchDoneItems() == factory.asFetched([doneOne, Self.items[5]]))
    }
}

import Testing
import TodoCore

/// The start day on every store: kept as a day beside a date, a date-time and no due date,
/// taken away again, and returned by the list's fetch (the list needs it to leave an item out).
@Suite struct StartContractTests {
    private static func waiting(_ id: Int, due: String?, start: String) -> TodoItem {
        var item = TodoItem(id: id, name: "Renew passport", due: due.map(ContractItems.due))
        item.texts.start = start
        return item
    }

    @Test(arguments: StoreKind.allCases)
    func theStartIsKeptBesideADateADateTimeAndNoDate(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        let dated = try store.addItem { Self.waiting($0, due: "2026-12-07", start: "2026-12-01") }
        let timed = try store.addItem { Self.waiting($0, due: "2026-12-07T09:30", start: "2026-12-02") }
        let undated = try store.addItem { Self.waiting($0, due: nil, start: "2026-11-18") }
        let expected = factory.asFetched([Self.waiting(1, due: "2026-12-07", start: "2026-12-01"),
                                          Self.waiting(2, due: "2026-12-07T09:30", start: "2026-12-02"),
                                          Self.waiting(3, due: nil, start: "2026-11-18")])
        #expect([dated, timed, undated] == expected)
        #expect(try factory.makeStore().fetch().items == expected)
        #expect(try factory.makeStore().fetch().items.map(\.texts.start) == ["2026-12-01", "2026-12-02", "2026-11-18"])
        #expect(try factory.makeStore().fetchOpenItems(dueThrough: nil, detail: .forListText).items.map(\.texts.start)
            == ["2026-12-01", "2026-12-02", "2026-11-18"])
    }

    @Test(arguments: StoreKind.allCases)
    func aStartTakenAwayIsGone(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        _ = try factory.makeStore().addItem { Self.waiting($0, due: "2026-12-07", start: "2026-12-01") }
        try factory.makeStore().update { list in list.items[0].texts.start = nil }
        let item = try #require(try factory.makeStore().fetch().items.first)
        #expect(item.texts.start == nil)
        #expect(item.due == ContractItems.due("2026-12-07"))
    }

    /// Through a day, the items with a start are kept whatever their due date (the list says
    /// whether they wait); the others after that day are only counted.
    @Test(arguments: StoreKind.allCases)
    func itemsWithAStartAreFetchedThroughADayWhateverTheirDueDate(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let store = factory.makeStore()
        _ = try store.addItem { Self.waiting($0, due: "2027-03-01", start: "2027-02-20") }
        _ = try store.addItem { TodoItem(id: $0, name: "Later", due: ContractItems.due("2027-03-01")) }
        _ = try store.addItem { Self.waiting($0, due: nil, start: "2026-11-18") }
        _ = try store.addItem { TodoItem(id: $0, name: "Someday", due: nil) }
        _ = try store.addItem { TodoItem(id: $0, name: "Soon", due: ContractItems.due("2026-11-25")) }
        let fetched = try factory.makeStore().fetchOpenItems(dueThrough: ContractItems.due("2026-11-29").date,
                                                             detail: .forListText)
        #expect(fetched.items.map(\.id) == [1, 3, 5])
        #expect(fetched.items.map(\.texts.start) == ["2027-02-20", "2026-11-18", nil])
        #expect(fetched.laterCount == 1)
        #expect(fetched.undatedCount == 1)
    }
}

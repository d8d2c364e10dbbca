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
}

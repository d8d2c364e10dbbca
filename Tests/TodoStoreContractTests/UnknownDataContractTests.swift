import Testing
import TodoCore

/// What `todo` does not know, it keeps: an unknown key of an item or of the data file, an
/// unknown property, X- property or component of an iCalendar file (in memory: the other
/// keys), through every change to that item, a change to another item, and undo.
@Suite struct UnknownDataContractTests {
    /// Every change but rm, in an order where each makes sense (a rule only on a dated item).
    private static let changes: [ContractChange] = [.done, .reopen, .rename, .repeatOtherwise, .redate, .stopRepeating, .undate]

    @Test(arguments: StoreKind.allCases)
    func thePlantedItemIsReadWithItsUnknownData(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try factory.plantItemWithUnknownData()
        #expect(try factory.makeStore().fetch().items == [factory.plantedItem])
        #expect(try factory.unknownData() == factory.plantedUnknownData)
    }

    @Test(arguments: StoreKind.allCases, ChangeRoute.allCases)
    func unknownDataSurvivesEachChangeToItsItem(_ kind: StoreKind, _ route: ChangeRoute) throws {
        let factory = try StoreFactory(kind)
        try factory.plantItemWithUnknownData()
        var item = factory.plantedItem
        for change in Self.changes {
            try route.make(change, toItem: 1, in: factory.makeStore())
            item = try #require(change.applied(to: item))
            #expect(try factory.makeStore().fetch().items == [item], "after \(change)")
            #expect(try factory.unknownData() == factory.plantedUnknownData, "after \(change)")
        }
        _ = try factory.makeStore().undoLatestChange()
        #expect(try factory.unknownData() == factory.plantedUnknownData, "after undo")
    }

    @Test(arguments: StoreKind.allCases)
    func unknownDataSurvivesAChangeToAnotherItem(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        try factory.plantItemWithUnknownData()
        #expect(try factory.makeStore().addItem(ContractItems.book) == factory.asFetched(ContractItems.book(2), uid: "uid-1"))
        try ChangeRoute.changeItems.make(.done, toItem: 2, in: factory.makeStore())
        try ChangeRoute.update.make(.rename, toItem: 2, in: factory.makeStore())
        #expect(try factory.makeStore().fetch().items.first == factory.plantedItem)
        #expect(try factory.unknownData().first == factory.plantedUnknownData.first)
        if kind == .vdir {
            #expect(try factory.unknownData() == factory.plantedUnknownData)
        } else {
            // The second item has no other keys of its own.
            #expect(try factory.unknownData() == factory.plantedUnknownData + ["item 2 {}"])
        }
    }
}

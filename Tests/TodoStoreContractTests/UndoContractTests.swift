import Foundation
import Testing
import TodoCore
import TodoTestSupport

/// `undoLatestChange()` on every store: each change taken back exactly, one at a time back to
/// nothing, refused when there is nothing to undo or the items were changed by something else.
@Suite struct UndoContractTests {
    @Test(arguments: StoreKind.allCases)
    func anEmptyStoreHasNothingToUndo(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        #expect(throws: TodoError.nothingToUndo) { try factory.makeStore().undoLatestChange() }
        #expect(try factory.makeStore().fetch() == TodoList())
    }

    @Test(arguments: StoreKind.allCases, ContractChange.allCases)
    func undoPutsTheItemBackAsItWas(_ kind: StoreKind, _ change: ContractChange) throws {
        for route in ChangeRoute.allCases {
            let factory = try StoreFactory(kind)
            let store = factory.makeStore()
            let before = [try store.addItem(ContractItems.milk), try store.addItem(change.start), try store.addItem(ContractItems.book)]
            try route.make(change, toItem: 2, in: factory.makeStore())
            #expect(try factory.makeStore().undoLatestChange()
                == UndoneChange(restored: [factory.asFetched(before[1])], removed: []), "through \(route)")
            #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(before), nextID: 4), "through \(route)")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func undoGoesBackOneChangeAtATimeToNothingAndTheIDsStayUsed(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        try ChangeRoute.changeItems.make(.done, toItem: 1, in: factory.makeStore())
        try ChangeRoute.update.make(.remove, toItem: 3, in: factory.makeStore())
        var doneMilk = added[0]
        doneMilk.done = ContractItems.doneStamp

        #expect(try factory.makeStore().undoLatestChange() == UndoneChange(restored: factory.asFetched([added[2]]), removed: []))
        #expect(try factory.makeStore().fetch().items == factory.asFetched([doneMilk, added[1], added[2]]))
        #expect(try factory.makeStore().undoLatestChange() == UndoneChange(restored: factory.asFetched([added[0]]), removed: []))
        #expect(try factory.makeStore().fetch().items == factory.asFetched(added))
        // Then the three adds, newest first.
        for item in added.reversed() {
            #expect(try factory.makeStore().undoLatestChange() == UndoneChange(restored: [], removed: [factory.asFetched(item)]))
        }
        #expect(throws: TodoError.nothingToUndo) { try factory.makeStore().undoLatestChange() }
        #expect(try factory.makeStore().fetch() == TodoList(items: [], nextID: 4))
    }

    @Test(arguments: StoreKind.allCases)
    func undoOfOneChangeToSeveralItemsPutsThemAllBack(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        let new = try factory.makeStore().changeItems(ids: [1, 3]) { changes in
            var milk = try #require(changes.item(id: 1))
            milk.name = "Buy oat milk"
            changes.replace(milk)
            changes.remove(id: 3)
            return try changes.add { TodoItem(id: $0, name: "Bake bread", due: nil) }
        }
        let undone = try factory.makeStore().undoLatestChange()
        // The order within each part is no promise of the contract: compared by id.
        #expect(undone.restored.sorted { $0.id < $1.id } == factory.asFetched([added[0], added[2]]))
        #expect(undone.removed == [factory.asFetched(new)])
        #expect(try factory.makeStore().fetch() == TodoList(items: factory.asFetched(added), nextID: 5))
    }

    @Test(arguments: StoreKind.allCases)
    func undoRefusesWhenTheItemsWereChangedBehindTheStoresBack(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        try ChangeRoute.changeItems.make(.done, toItem: 2, in: factory.makeStore())
        try factory.renameBehindTheStoresBack(2, to: "Gym by hand")
        #expect(throws: TodoError.changedSinceLastChange) { try factory.makeStore().undoLatestChange() }
        var handEdited = added[1]
        handEdited.done = ContractItems.doneStamp
        handEdited.name = "Gym by hand"
        #expect(try factory.makeStore().fetch().items == factory.asFetched([added[0], handEdited, added[2]]))
    }

    /// An item the change did not touch, changed behind the store's back, refuses it too:
    /// the contract's "the items were changed since by something other than `todo`".
    @Test(arguments: StoreKind.allCases)
    func undoRefusesWhenAnotherItemWasChangedBehindTheStoresBack(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let added = try ContractItems.addThree(to: factory.makeStore())
        try ChangeRoute.changeItems.make(.done, toItem: 2, in: factory.makeStore())
        try factory.renameBehindTheStoresBack(3, to: "Renamed on the phone")
        #expect(throws: TodoError.changedSinceLastChange) { try factory.makeStore().undoLatestChange() }
        var done = added[1]
        done.done = ContractItems.doneStamp
        var renamed = added[2]
        renamed.name = "Renamed on the phone"
        #expect(try factory.makeStore().fetch().items == factory.asFetched([added[0], done, renamed]))
    }

    /// Where the stores differ: the file stores journal every change on disk, so the next run
    /// of `todo` undoes it; the in-memory store's history is the instance's own.
    @Test(arguments: StoreKind.allCases)
    func aLaterRunUndoesTheChangeOfAnEarlierOne(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let earlier = factory.makeStore()
        let added = try ContractItems.addThree(to: earlier)
        try ChangeRoute.changeItems.make(.rename, toItem: 2, in: earlier)
        if kind.isOnDisk {
            let later = factory.makeStore()
            #expect(later !== earlier)
            #expect(try later.undoLatestChange() == UndoneChange(restored: factory.asFetched([added[1]]), removed: []))
        } else {
            let fresh = InMemoryDataStore(try earlier.fetch())
            #expect(throws: TodoError.nothingToUndo) { try fresh.undoLatestChange() }
            #expect(try earlier.undoLatestChange() == UndoneChange(restored: [added[1]], removed: []))
        }
        #expect(try factory.makeStore().fetch().items == factory.asFetched(added))
    }

    /// The one journal policy of the stores on disk: a journal that cannot be written does
    /// not fail a change already made, and undo then refuses, naming the journal (74).
    @Test(arguments: StoreKind.onDisk)
    func aJournalThatCannotBeWrittenKeepsTheChangeAndUndoRefusesNamingIt(_ kind: StoreKind) throws {
        let factory = try StoreFactory(kind)
        let milk = try factory.makeStore().addItem(ContractItems.milk)
        let journal = try #require(factory.undoJournalPath)
        try FileManager.default.removeItem(atPath: journal)
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
        let book = try factory.makeStore().addItem(ContractItems.book)
        #expect(try factory.makeStore().fetch().items == factory.asFetched([milk, book]))
        #expect(throws: TodoError.io("cannot read \(journal): Is a directory")) { try factory.makeStore().undoLatestChange() }
        #expect(try factory.makeStore().fetch().items == factory.asFetched([milk, book]))
    }
}

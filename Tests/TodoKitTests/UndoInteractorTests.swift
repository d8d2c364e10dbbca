import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Undo after each command, against an in-memory store: what comes back, what goes, and when
/// it is refused.
@Suite struct UndoInteractorTests {
    let rent: TodoItem
    let milk: TodoItem
    let first: TodoList
    let store: InMemoryDataStore
    let changes: ChangeInteractor
    let adds: AddInteractor
    let undo: UndoInteractor

    init() throws {
        rent = TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20"))
        milk = TodoItem(id: 2, name: "Buy milk", due: try Fixture.due("2026-11-21"),
                        otherKeys: [JSONMember("tag", .string("shop"))])
        first = TodoList(items: [rent, milk], nextID: 3)
        store = InMemoryDataStore(first)
        changes = ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting())
        adds = AddInteractor(dataStore: store, makeUID: .counting())
        undo = UndoInteractor(dataStore: store)
    }


    @Test func undoingAnAddRemovesTheItemAndItsIDStaysUsed() throws {
        let added = try adds.saveNewEntry(ItemEdit(name: "Bread", due: .set(try Fixture.due("2026-11-22"))))
        #expect(try undo.undoLatestChange()
                == UndoOutcome(restored: [], removed: [ItemSnapshot(TodoItem(id: 3, name: "Bread", due: try Fixture.due("2026-11-22"),
                                                                     uid: UIDMaker.counted(1)))]))
        #expect(added.id == 3)
        #expect(try store.fetch().items == [rent, milk])
        #expect(try adds.saveNewEntry(ItemEdit(name: "Eggs", due: .set(try Fixture.due("2026-11-22")))).id == 4)
    }

    @Test func undoingADoneOpensTheItemAgain() throws {
        _ = try changes.completeItems(ids: [1])
        #expect(try undo.undoLatestChange() == UndoOutcome(restored: [ItemSnapshot(rent)]))
        #expect(try store.fetch() == first)
    }

    @Test func undoingAReopenMarksTheItemDoneAgain() throws {
        let done = TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20"), done: "2026-11-19T08:00:00Z")
        let store = InMemoryDataStore(TodoList(items: [done], nextID: 2))
        _ = try ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting()).reopenItems(ids: [1])
        #expect(try UndoInteractor(dataStore: store).undoLatestChange() == UndoOutcome(restored: [ItemSnapshot(done)]))
        #expect(try store.fetch().items == [done])
    }

    @Test func undoingARemovalBringsTheItemsBackWithTheirIDsAndKeys() throws {
        _ = try changes.removeItems(ids: [2, 1])
        #expect(try store.fetch().items == [])
        #expect(try undo.undoLatestChange() == UndoOutcome(restored: [ItemSnapshot(rent), ItemSnapshot(milk)]))
        #expect(try store.fetch() == first)
    }

    @Test func undoingAnEditPutsBackTheNameAndDate() throws {
        _ = try changes.editItem(id: 2, edit: ItemEdit(name: "Buy oat milk", due: .set(try Fixture.due("2026-11-30"))))
        #expect(try undo.undoLatestChange() == UndoOutcome(restored: [ItemSnapshot(milk)]))
        #expect(try store.fetch() == first)
    }

    @Test func severalStepsBackAndThenNothingToUndo() throws {
        _ = try adds.saveNewEntry(ItemEdit(name: "Bread", due: .set(try Fixture.due("2026-11-22"))))
        _ = try changes.completeItems(ids: [1, 3])
        _ = try changes.removeItems(ids: [2])
        _ = try changes.editItem(id: 3, edit: ItemEdit(name: "Rye bread"))
        let outcomes = try (1...4).map { _ in try undo.undoLatestChange() }
        #expect(outcomes.map { $0.restored.map(\.id) } == [[3], [2], [1, 3], []])
        #expect(outcomes.map { $0.removed.map(\.id) } == [[], [], [], [3]])
        #expect(try store.fetch().items == first.items)
        #expect(try store.fetch().nextID == 4)
        #expect(throws: TodoError.nothingToUndo) { try undo.undoLatestChange() }
    }

    @Test func nothingToUndoIsExit1AndChangesNothing() throws {
        let error = #expect(throws: TodoError.self) { try undo.undoLatestChange() }
        #expect(error == TodoError.nothingToUndo)
        #expect(error?.status == .notFound)
        #expect(store.saveCount == 0)
    }

    @Test func aChangeMadeBehindTheStoresBackIsNotOverwritten() throws {
        _ = try changes.completeItems(ids: [1])
        var edited = try store.fetch()
        edited.items[1].name = "Buy milk and eggs"
        store.changeBehindTheStoresBack(edited)
        let error = #expect(throws: TodoError.self) { try undo.undoLatestChange() }
        #expect(error == TodoError.changedSinceLastChange)
        #expect(error?.status == .notFound)
        #expect(try store.fetch() == edited)
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Each change use case alone, against an in-memory store and a stopped clock.
@Suite struct ChangeInteractorTests {
    let rent: TodoItem
    let milk: TodoItem
    let dentist: TodoItem
    let store: InMemoryDataStore
    let interactor: ChangeInteractor

    init() throws {
        rent = TodoItem(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20"))
        milk = TodoItem(id: 2, name: "Buy milk", due: try Fixture.due("2026-11-21"))
        dentist = TodoItem(id: 3, name: "Dentist", due: try Fixture.due("2026-11-24T14:30"),
                           done: "2026-11-19T08:00:00Z", otherKeys: [JSONMember("tag", .string("health"))])
        store = InMemoryDataStore(TodoList(items: [rent, milk, dentist], nextID: 4,
                                           otherKeys: [JSONMember("owner", .string("me"))]))
        interactor = ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting())
    }


    private func item(_ id: Int) throws -> TodoItem? {
        try store.fetch().items.first { $0.id == id }
    }

    // MARK: edit with tags

    @Test func tagWordsAreAddedAndTakenOutInOneSave() throws {
        let outcome = try interactor.editItem(id: 2, edit: ItemEdit(tags: NameTagEdit(added: ["+shop"], removed: ["x"])))
        #expect(outcome.items.map(\.name) == ["Buy milk +shop"])
        #expect(outcome.warnings == [])
        #expect(try item(2)?.name == "Buy milk +shop")
        #expect(store.saveCount == 1)
    }

    /// Nothing to change: a warning, the item as it is, and no save (so nothing for undo).
    @Test func anEditThatChangesNothingSavesNothing() throws {
        _ = try interactor.editItem(id: 2, edit: ItemEdit(tags: NameTagEdit(added: ["+shop"])))
        let outcome = try interactor.editItem(id: 2, edit: ItemEdit(tags: NameTagEdit(added: ["+Shop"])))
        #expect(outcome.items.map(\.name) == ["Buy milk +shop"])
        #expect(outcome.warnings == [.unchanged(id: 2)])
        #expect(store.saveCount == 1)
    }

    // MARK: complete

    @Test func completeStampsTheUTCTimeAndKeepsEverythingElse() throws {
        let outcome = try interactor.completeItems(ids: [2, 1])
        #expect(outcome == ChangeOutcome(items: [
            ItemSnapshot(id: 2, name: "Buy milk", due: try Fixture.due("2026-11-21"), done: "2026-11-21T09:30:00Z"),
            ItemSnapshot(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20"), done: "2026-11-21T09:30:00Z"),
        ]))
        var expected = rent
        expected.done = "2026-11-21T09:30:00Z"
        #expect(try item(1) == expected)
        #expect(try store.fetch().otherKeys == [JSONMember("owner", .string("me"))])
        #expect(store.saveCount == 1)
    }

    @Test func completingAnItemAlreadyDoneLeavesItAsItWasWithAWarning() throws {
        let outcome = try interactor.completeItems(ids: [3, 2])
        #expect(outcome.warnings == [.alreadyDone(id: 3)])
        #expect(outcome.unchangedIDs == [outcome.items[0].id])
        #expect(outcome.items.first?.done == "2026-11-19T08:00:00Z")
        #expect(try item(3) == dentist)
    }

    @Test func anIDNamedTwiceCountsOnce() throws {
        let outcome = try interactor.completeItems(ids: [1, 1, 2, 1])
        #expect(outcome.items.map(\.id) == [1, 2])
        #expect(outcome.warnings == [])
    }

    // MARK: all or nothing

    @Test func oneUnknownIDChangesNothingAndSavesNothing() throws {
        let before = try store.fetch()
        #expect(throws: TodoError.notFound("no item has id 9")) { try interactor.completeItems(ids: [1, 9, 2]) }
        #expect(try store.fetch() == before)
        #expect(store.saveCount == 0)
    }

    @Test func everyUnknownIDIsNamedOnceInTheOrderGiven() {
        #expect(throws: TodoError.notFound("no items have ids 12, 9")) {
            try interactor.removeItems(ids: [12, 1, 9, 12])
        }
        #expect(store.saveCount == 0)
    }

    @Test(arguments: [[Int](), [5], [1, 5]])
    func everyUseCaseIsAllOrNothing(ids: [Int]) throws {
        let before = try store.fetch()
        let attempts: [() throws -> ChangeOutcome] = [
            { try interactor.completeItems(ids: ids + [99]) },
            { try interactor.reopenItems(ids: ids + [99]) },
            { try interactor.removeItems(ids: ids + [99]) },
            { try interactor.editItem(id: 99, edit: ItemEdit(name: "New")) },
        ]
        for attempt in attempts {
            let error = #expect(throws: TodoError.self) { try attempt() }
            #expect(error?.status == .notFound)
        }
        #expect(try store.fetch() == before)
        #expect(store.saveCount == 0)
    }

    // MARK: reopen

    @Test func reopenRemovesTheDoneMark() throws {
        let outcome = try interactor.reopenItems(ids: [3])
        #expect(outcome == ChangeOutcome(items: [ItemSnapshot(id: 3, name: "Dentist", due: try Fixture.due("2026-11-24T14:30"))]))
        var expected = dentist
        expected.done = nil
        #expect(try item(3) == expected)
    }

    @Test func reopeningAnItemNotDoneLeavesItAsItWasWithAWarning() throws {
        let outcome = try interactor.reopenItems(ids: [1, 3])
        #expect(outcome.warnings == [.notDone(id: 1)])
        #expect(outcome.unchangedIDs == [outcome.items[0].id])
        #expect(try item(1) == rent)
    }

    // MARK: remove

    @Test func removeTakesTheItemsOutAndReturnsThemAsTheyWere() throws {
        let outcome = try interactor.removeItems(ids: [3, 1])
        #expect(outcome == ChangeOutcome(items: [
            ItemSnapshot(id: 3, name: "Dentist", due: try Fixture.due("2026-11-24T14:30"), done: "2026-11-19T08:00:00Z"),
            ItemSnapshot(id: 1, name: "Pay rent", due: try Fixture.due("2026-11-20")),
        ]))
        #expect(try store.fetch().items == [milk])
    }

    @Test func removingTheNewestItemDoesNotFreeItsID() throws {
        _ = try interactor.removeItems(ids: [3])
        #expect(try store.fetch().nextID == 4)
        let added = try AddInteractor(dataStore: store, makeUID: .counting()).saveNewEntry(ItemEdit(name: "Next", due: .set(try Fixture.due("2026-11-22"))))
        #expect(added.id == 4)
    }

    // MARK: edit

    @Test func editChangesTheNameTrimmedByTheAddRules() throws {
        let outcome = try interactor.editItem(id: 2, edit: ItemEdit(name: "  Buy oat milk\n"))
        #expect(outcome == ChangeOutcome(items: [ItemSnapshot(id: 2, name: "Buy oat milk", due: try Fixture.due("2026-11-21"))]))
        #expect(try item(2)?.name == "Buy oat milk")
        #expect(try item(2)?.due == Fixture.due("2026-11-21"))
    }

    @Test func editMayMoveTheDueDateIntoThePast() throws {
        _ = try interactor.editItem(id: 2, edit: ItemEdit(due: .set(try Fixture.due("2025-01-02T07:05"))))
        #expect(try item(2) == TodoItem(id: 2, name: "Buy milk", due: try Fixture.due("2025-01-02T07:05")))
    }

    @Test func editChangesBothAndKeepsTheDoneMarkAndUnknownKeys() throws {
        let outcome = try interactor.editItem(id: 3, edit: ItemEdit(name: "Dentist (moved)", due: .set(try Fixture.due("2026-12-01"))))
        #expect(outcome.items == [ItemSnapshot(id: 3, name: "Dentist (moved)", due: try Fixture.due("2026-12-01"),
                                              done: "2026-11-19T08:00:00Z")])
        #expect(try item(3)?.otherKeys == [JSONMember("tag", .string("health"))])
    }

    @Test(arguments: [
        ("", "the name is empty"),
        (" \t ", "the name is empty"),
        ("Bell\u{7}", "the name contains a control character (\\u{7})"),
    ])
    func editRefusesANameAddWouldRefuse(name: String, message: String) {
        #expect(throws: TodoError.usage(message)) { try interactor.editItem(id: 1, edit: ItemEdit(name: name)) }
        #expect(store.saveCount == 0)
    }

    /// "Give at least one of --name and --due" is the command line's rule (the presenter's);
    /// the use case itself changes what it is given, which may be nothing.
    @Test func editWithNothingToChangeLeavesTheItemAsItWas() throws {
        let before = try store.fetch().items
        let outcome = try interactor.editItem(id: 1, edit: ItemEdit())
        #expect(outcome.items.map(\.id) == [1])
        #expect(try store.fetch().items == before)
    }

    @Test func aBadNameIsReportedBeforeAnUnknownID() {
        #expect(throws: TodoError.usage("the name is empty")) { try interactor.editItem(id: 99, edit: ItemEdit(name: "")) }
    }
}

extension ChangeInteractorTests {
    @Test func findItemsAnswersWithoutChangingAndRefusesAnIDNoItemHas() throws {
        let store = InMemoryDataStore()
        try store.update { list in
            list.items = [TodoItem(id: 1, name: "Buy milk", due: nil), TodoItem(id: 2, name: "Eggs", due: nil)]
        }
        let before = store.saveCount
        let interactor = ChangeInteractor(dataStore: store, clock: FrozenClock(), makeUID: .counting())
        #expect(try interactor.findItems(ids: [2, 1, 2]).map(\.name) == ["Eggs", "Buy milk"])
        #expect(throws: TodoError.notFound("no items have ids 7, 9")) { try interactor.findItems(ids: [7, 1, 9]) }
        #expect(store.saveCount == before)
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct AddInteractorTests {
    /// Today in these tests: Saturday 2026-11-21.
    private func makeInteractor(_ store: InMemoryDataStore) throws -> AddInteractor {
        AddInteractor(dataStore: store, makeUID: .counting())
    }

    private func item(_ id: Int, _ name: String, _ due: String, uid: String? = nil) throws -> TodoItem {
        TodoItem(id: id, name: name, due: try Fixture.due(due), uid: uid)
    }

    // MARK: Ids

    @Test func theFirstItemGetsIDOneAndIsSavedOnce() throws {
        let store = InMemoryDataStore()
        let added = try makeInteractor(store).saveNewEntry(ItemEdit(name: "Buy milk", due: .set(try Fixture.due("2026-11-27"))))
        #expect(added == ItemSnapshot(try item(1, "Buy milk", "2026-11-27", uid: UIDMaker.counted(1))))
        #expect(try store.fetch().items == [try item(1, "Buy milk", "2026-11-27", uid: UIDMaker.counted(1))])
        #expect(try store.fetch().nextID == 2)
        #expect(store.saveCount == 1)
    }

    @Test func aNewItemGetsTheIDAfterTheHighest() throws {
        let store = InMemoryDataStore(items: [
            try item(3, "Three", "2026-11-21"), try item(9, "Nine", "2026-11-21"), try item(2, "Two", "2026-11-21"),
        ])
        let added = try makeInteractor(store).saveNewEntry(ItemEdit(name: "Ten", due: .set(try Fixture.due("2026-11-21"))))
        #expect(added.id == 10)
        #expect(try store.fetch().items.map(\.id) == [3, 9, 2, 10])
    }

    @Test func theNewestIDIsNeverGivenOutAgainAfterItsItemIsRemoved() throws {
        let store = InMemoryDataStore()
        let interactor = try makeInteractor(store)
        let due = try Fixture.due("2026-11-21")
        #expect(try ["One", "Two", "Three"].map { try interactor.saveNewEntry(ItemEdit(name: $0, due: .set(due))).id } == [1, 2, 3])

        try store.update { list in list.items.removeAll { $0.id == 3 } }
        #expect(try interactor.saveNewEntry(ItemEdit(name: "Four", due: .set(due))).id == 4)

        try store.update { list in list.items.removeAll() }
        #expect(try interactor.saveNewEntry(ItemEdit(name: "Five", due: .set(due))).id == 5)
        #expect(try store.fetch().items == [TodoItem(id: 5, name: "Five", due: due, uid: UIDMaker.counted(5))])
    }

    @Test func theNextIDKeptInTheFileWinsOverTheItemsThere() throws {
        let store = InMemoryDataStore(TodoList(items: [try item(1, "One", "2026-11-21")], nextID: 40))
        #expect(try makeInteractor(store).saveNewEntry(ItemEdit(name: "Forty", due: .set(try Fixture.due("2026-11-21")))).id == 40)
    }

    @Test func runningOutOfIDsIsAnErrorNotACrash() throws {
        let today = try Fixture.date("2026-11-21")
        let store = InMemoryDataStore(TodoList(nextID: Int.max))
        let interactor = AddInteractor(dataStore: store, makeUID: .counting())
        #expect(throws: TodoError.badFile("no ids are left to give out: every id up to 9007199254740991 has been used")) {
            try interactor.saveNewEntry(ItemEdit(name: "One too many", due: .set(DueDate(date: today))))
        }
        #expect(store.saveCount == 0)
    }

    @Test func addingBesideAnItemWithTheLargestIDIsAnErrorNotACrash() throws {
        let today = try Fixture.date("2026-11-21")
        let store = InMemoryDataStore(items: [TodoItem(id: Int.max, name: "Huge", due: DueDate(date: today))])
        let interactor = AddInteractor(dataStore: store, makeUID: .counting())
        #expect(throws: TodoError.self) {
            try interactor.saveNewEntry(ItemEdit(name: "One too many", due: .set(DueDate(date: today))))
        }
    }

    @Test func theLastIDCanStillBeGivenOut() throws {
        let today = try Fixture.date("2026-11-21")
        let store = InMemoryDataStore(TodoList(nextID: TodoList.largestID))
        let interactor = AddInteractor(dataStore: store, makeUID: .counting())
        #expect(try interactor.saveNewEntry(ItemEdit(name: "Last", due: .set(DueDate(date: today)))).id == 9_007_199_254_740_991)
    }

    // MARK: Names

    @Test func theNameIsStoredTrimmed() throws {
        let store = InMemoryDataStore()
        let added = try makeInteractor(store).saveNewEntry(ItemEdit(name: " \t Buy  milk \n", due: .set(try Fixture.due("2026-11-21"))))
        #expect(added.name == "Buy  milk")
        #expect(try store.fetch().items.map(\.name) == ["Buy  milk"])
    }

    @Test(arguments: [
        ("", "the name is empty"),
        ("   ", "the name is empty"),
        (" \t\r\n ", "the name is empty"),
        ("Buy\u{1B}[31mmilk", "the name contains a control character (\\u{1B})"),
        ("Buy\tmilk", "the name contains a control character (\\u{9})"),
        ("Buy\nmilk", "the name contains a control character (\\u{A})"),
        ("Buy milk\u{7F}", "the name contains a control character (\\u{7F})"),
        ("Buy\u{9B}milk", "the name contains a control character (\\u{9B})"),
    ])
    func aNameTheRuleRefusesIsAUsageErrorAndNothingIsSaved(name: String, message: String) throws {
        let existing = try item(4, "Keep me", "2026-11-22")
        let store = InMemoryDataStore(items: [existing])
        #expect(throws: TodoError(.usage, message)) {
            try makeInteractor(store).saveNewEntry(ItemEdit(name: name, due: .set(try Fixture.due("2026-11-21"))))
        }
        #expect(store.saveCount == 0)
        #expect(try store.fetch() == TodoList(items: [existing]))
    }

    // MARK: Due dates

    /// Catching up on what was missed is ordinary: a past date is saved as it is.
    @Test(arguments: ["2026-11-20", "2026-11-20T23:59", "2025-12-31"])
    func aDueDateBeforeTodayIsSaved(due: String) throws {
        let store = InMemoryDataStore()
        let saved = try makeInteractor(store).saveNewEntry(ItemEdit(name: "Late", due: .set(try Fixture.due(due))))
        #expect(saved.due == (try Fixture.due(due)))
        #expect(store.saveCount == 1)
        #expect(try store.fetch().items.map(\.due) == [try Fixture.due(due)])
    }

    @Test(arguments: ["2026-11-21", "2026-11-21T00:00", "2026-11-21T23:59", "2026-11-22", "2031-02-28T09:15"])
    func todayAndLaterAreAllowedAndKeptExactly(due: String) throws {
        let store = InMemoryDataStore()
        let added = try makeInteractor(store).saveNewEntry(ItemEdit(name: "Fine", due: .set(try Fixture.due(due))))
        #expect(added.due?.iso == due)
        #expect(try store.fetch().items == [try item(1, "Fine", due, uid: UIDMaker.counted(1))])
    }

    @Test func aStoreThatCannotBeWrittenPassesItsErrorOn() throws {
        let failure = TodoError.io("cannot write /tmp/todo.json: No space left on device")
        let interactor = AddInteractor(dataStore: FailingDataStore(failure), makeUID: .counting())
        #expect(throws: failure) {
            try interactor.saveNewEntry(ItemEdit(name: "Buy milk", due: .set(try Fixture.due("2026-11-21"))))
        }
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The "show items" use case alone, against an in-memory store and a stopped clock (whose
/// local day is the UTC one).
@Suite struct ShowInteractorTests {
    static let rent = TodoItem(id: 1, name: "Pay rent +home", due: DueDate(iso: "2026-11-30"),
                               every: RepeatRuleParser.rule(in: "month"), uid: "uid-1", priority: .high,
                               note: "the landlord\nIBAN on the fridge")
    static let milk = TodoItem(id: 2, name: "Buy milk", due: nil)
    static let dentist = TodoItem(id: 3, name: "Dentist", due: DueDate(iso: "2026-11-19T14:30"),
                                  done: "2026-11-19T23:30:00Z", uid: "uid-3")

    let store = InMemoryDataStore(TodoList(items: [rent, milk, dentist], nextID: 4))
    let interactor: ShowInteractor

    init() {
        interactor = ShowInteractor(dataStore: store, clock: FrozenClock())
    }

    @Test func everyItemNamedComesBackOnceInTheOrderFirstNamed() throws {
        let outcome = try interactor.findItems(ids: [3, 1, 3])
        #expect(outcome == ShowOutcome(items: [
            ItemSnapshot(Self.dentist, doneDay: LocalDate(year: 2026, month: 11, day: 19)),
            ItemSnapshot(Self.rent),
        ], missingIDs: []))
    }

    @Test func aDoneItemCarriesTheLocalDayItWasDone() throws {
        let outcome = try interactor.findItems(ids: [3])
        #expect(outcome.items.first?.doneDay == LocalDate(year: 2026, month: 11, day: 19))
        #expect(outcome.items.first?.done == "2026-11-19T23:30:00Z")
    }

    /// As `cat` goes on past a missing file: the items that exist, and the ids no item has.
    @Test func theIDsNoItemHasAreNamedAndTheOthersStillFound() throws {
        let outcome = try interactor.findItems(ids: [9, 2, 12, 9])
        #expect(outcome == ShowOutcome(items: [ItemSnapshot(Self.milk)], missingIDs: [9, 12]))
    }

    @Test func noItemFoundIsNoError() throws {
        #expect(try interactor.findItems(ids: [7]) == ShowOutcome(items: [], missingIDs: [7]))
    }

    @Test func itWritesNothing() throws {
        _ = try interactor.findItems(ids: [1, 2, 3, 4])
        #expect(store.saveCount == 0)
        #expect(try store.fetch() == TodoList(items: [Self.rent, Self.milk, Self.dentist], nextID: 4))
    }
}

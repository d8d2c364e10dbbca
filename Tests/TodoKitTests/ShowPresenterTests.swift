import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Show presenter against spies: what it asks the interactor, and the display data it
/// gives the view — each item's fields, in order, worded for a reader.
@Suite struct ShowPresenterTests {
    static let rent = TodoItem(id: 1, name: "Pay rent +home +Bills", due: DueDate(iso: "2026-11-30"),
                               every: RepeatRuleParser.rule(in: "month"), uid: "uid-1", priority: .high,
                               note: "the landlord\nIBAN on the fridge")
    static let milk = TodoItem(id: 2, name: "Buy milk", due: nil)
    static let dentist = TodoItem(id: 3, name: "Dentist", due: DueDate(iso: "2027-01-07T14:30"),
                                  done: "2026-11-19T23:30:00Z", uid: "uid-3", priority: .low)

    let interactor = ShowInteractorSpy()
    let view = ShowViewSpy()
    let wireframe = ShowWireframeSpy()
    let presenter: ShowPresenter

    init() {
        presenter = ShowPresenter(interactor: interactor, wireframe: wireframe)
        presenter.view = view
    }

    @Test func eachItemNamedIsShownWithTheFieldsItHas() throws {
        interactor.outcome = ShowOutcome(items: [
            ItemSnapshot(Self.rent), ItemSnapshot(Self.dentist, doneDay: LocalDate(year: 2026, month: 11, day: 20)),
        ], missingIDs: [])
        try presenter.showAction(ids: ["1", "3"])
        #expect(interactor.calls == [[1, 3]])
        #expect(view.shown == [ShowDisplayData(items: [
            ShowDisplayItem(item: ItemDisplay(ItemSnapshot(Self.rent)), fields: [
                ShowField(.due, "Monday 30 November 2026"),
                ShowField(.repeats, "every month"),
                ShowField(.priority, "high"),
                ShowField(.tags, "home, bills"),
                ShowField(.note, "the landlord\nIBAN on the fridge"),
                ShowField(.uid, "uid-1"),
            ]),
            ShowDisplayItem(item: ItemDisplay(ItemSnapshot(Self.dentist, doneDay: LocalDate(year: 2026, month: 11, day: 20))), fields: [
                ShowField(.due, "Thursday 7 January 2027 14:30"),
                ShowField(.priority, "low"),
                ShowField(.done, "Friday 20 November 2026 (2026-11-19T23:30:00Z)"),
                ShowField(.uid, "uid-3"),
            ]),
        ])])
        #expect(wireframe.dismissCount == 1)
    }

    /// The due date is always said, so that an item without one is not a puzzle; the other
    /// fields only when the item has them.
    @Test func anItemWithNoDateSaysSoAndLeavesTheEmptyFieldsOut() throws {
        interactor.outcome = ShowOutcome(items: [ItemSnapshot(Self.milk)], missingIDs: [])
        try presenter.showAction(ids: ["2"])
        #expect(view.shown.first?.items.first?.fields == [ShowField(.due, "none")])
    }

    @Test func aDoneStampThatIsNoTimeIsShownAsItIs() throws {
        var item = Self.milk
        item.done = "yes"
        interactor.outcome = ShowOutcome(items: [ItemSnapshot(item)], missingIDs: [])
        try presenter.showAction(ids: ["2"])
        #expect(view.shown.first?.items.first?.fields == [ShowField(.due, "none"), ShowField(.done, "yes")])
    }

    @Test(arguments: [("day", "every day"), ("3 days", "every 3 days"), ("2 weeks", "every 2 weeks"),
                      ("year", "every year"), ("monday", "every Monday"), ("weekdays", "every weekday (Monday to Friday)")])
    func theRepeatRuleIsSaidInWords(rule: String, words: String) throws {
        let item = TodoItem(id: 5, name: "Gym", due: DueDate(iso: "2026-11-23"), every: RepeatRuleParser.rule(in: rule))
        interactor.outcome = ShowOutcome(items: [ItemSnapshot(item)], missingIDs: [])
        try presenter.showAction(ids: ["5"])
        #expect(view.shown.first?.items.first?.fields == [ShowField(.due, "Monday 23 November 2026"), ShowField(.repeats, words)])
    }

    /// As `cat` does with a missing file: the items that exist are shown first, then exit 1
    /// names the ids no item has.
    @Test func theItemsThatExistAreShownBeforeTheMissingIDsAreNamed() {
        interactor.outcome = ShowOutcome(items: [ItemSnapshot(Self.milk)], missingIDs: [9, 12])
        #expect(throws: TodoError.notFound("no items have ids 9, 12")) { try presenter.showAction(ids: ["9", "2", "12"]) }
        #expect(view.shown.map { $0.items.map(\.item.id) } == [[2]])
        #expect(interactor.calls == [[9, 2, 12]])
    }

    @Test func oneMissingIDIsNamedInTheSingular() {
        interactor.outcome = ShowOutcome(items: [], missingIDs: [9])
        #expect(throws: TodoError.notFound("no item has id 9")) { try presenter.showAction(ids: ["9"]) }
        #expect(view.shown == [ShowDisplayData(items: [])])
    }

    @Test func anIDThatIsNotOneIsAUsageErrorAndNothingIsRead() {
        #expect(throws: TodoError.usage("'x' is not an item id (ids are positive whole numbers)")) {
            try presenter.showAction(ids: ["1", "x"])
        }
        #expect(interactor.calls == [])
        #expect(view.shown == [])
    }
}

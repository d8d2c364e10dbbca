import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Change presenter against spies: what it asks the interactor, and what it gives the view.
@Suite struct ChangePresenterTests {
    static let today = LocalDate(year: 2026, month: 11, day: 21) ?? .epoch
    let interactor = ChangeInteractorSpy()
    let view = ChangeViewSpy()
    let wireframe = ChangeWireframeSpy()
    let delegate = ChangeModuleDelegateSpy()
    let presenter: ChangePresenter

    init() {
        let dates = DueDateParserSource(clock: FixedClock(today: Self.today, stamps: FrozenClock()),
                                        calendar: WeekCalendar(firstWeekday: .monday))
        presenter = ChangePresenter(interactor: interactor, wireframe: wireframe, dates: dates, delegate: delegate)
        presenter.view = view
    }


    @Test func doneAsksForTheIDsAndShowsWhatChanged() throws {
        interactor.outcome = ChangeOutcome(
            items: [ItemSnapshot(id: 3, name: "Pay rent", due: try Fixture.due("2026-11-20"), done: "2026-11-21T09:30:00Z"),
                    ItemSnapshot(id: 1, name: "Old", due: try Fixture.due("2026-11-19"), done: "2026-11-19T10:00:00Z")],
            warnings: [.alreadyDone(id: 1)])
        try presenter.completeAction(ids: ["3", "1", "3"])
        #expect(interactor.calls == [.complete([3, 1, 3])])
        #expect(view.shown == [ChangeDisplayData(verb: "Done", items: [
            ItemDisplay(id: 3, name: "Pay rent", due: "2026-11-20", done: "2026-11-21T09:30:00Z"),
            ItemDisplay(id: 1, name: "Old", due: "2026-11-19", done: "2026-11-19T10:00:00Z"),
        ], unchangedIDs: [1], warnings: ["1 was already done"])])
        #expect(wireframe.dismissCount == 1)
        #expect(delegate.savedCount == 1)
    }

    @Test func reopenAndRemoveUseTheirOwnVerbs() throws {
        interactor.outcome = ChangeOutcome(items: [ItemSnapshot(id: 2, name: "Milk", due: try Fixture.due("2026-11-21T18:00"))],
                                           warnings: [.notDone(id: 2)])
        try presenter.reopenAction(ids: ["2"])
        try presenter.removeAction(ids: ["2"])
        #expect(interactor.calls == [.reopen([2]), .remove([2])])
        #expect(view.shown.map(\.verb) == ["Reopened", "Removed"])
        #expect(view.shown.first?.warnings == ["2 is not done"])
        #expect(view.shown.first?.items.first?.dueDate?.iso == "2026-11-21T18:00")
        #expect(view.shown.first?.items.first?.dueLabel == nil)
    }

    @Test func editReadsTheDateAndLabelsTheDueDate() throws {
        interactor.outcome = ChangeOutcome(items: [ItemSnapshot(id: 3, name: "Pay rent", due: try Fixture.due("2027-01-07T09:00"))])
        try presenter.editAction(ids: ["3"], draft: ItemDraft(name: "Pay rent", due: " 2027-01-07 "))
        #expect(interactor.calls == [.edit(id: 3, name: "Pay rent", due: .set(try Fixture.due("2027-01-07")), every: .unchanged)])
        #expect(view.shown == [ChangeDisplayData(verb: "Edited", items: [
            ItemDisplay(id: 3, name: "Pay rent", due: "2027-01-07T09:00", dueLabel: "Thu 7 Jan 2027 09:00"),
        ], showsDue: true)])
        #expect(delegate.savedCount == 1)
    }

    @Test func editPassesOnlyWhatWasGiven() throws {
        try presenter.editAction(ids: ["4"], draft: ItemDraft(name: "Renamed"))
        try presenter.editAction(ids: ["4"], draft: ItemDraft(due: "2026-11-20"))
        #expect(interactor.calls == [.edit(id: 4, name: "Renamed", due: .unchanged, every: .unchanged),
                                     .edit(id: 4, name: nil, due: .set(try Fixture.due("2026-11-20")), every: .unchanged)])
    }

    @Test(arguments: [
        (ChangeRequest.complete(ids: ["1", "abc", "2"]), "'abc' is not an item id (ids are positive whole numbers)"),
        (.remove(ids: ["0"]), "'0' is not an item id (ids are positive whole numbers)"),
        (.edit(ids: ["1.5"], draft: ItemDraft(name: "x")), "'1.5' is not an item id (ids are positive whole numbers)"),
        (.edit(ids: ["3"], draft: ItemDraft()), "nothing to change: give --name NAME, --due DATE, --start DATE, --every RULE, --priority P, --note TEXT, --url URL, +TAG or --untag WORD"),
    ])
    func aMalformedCommandLineNeverReachesTheInteractor(request: ChangeRequest, message: String) {
        let view = ChangeView(eventHandler: presenter, terminal: FakeTerminal(), format: .text)
        #expect(throws: TodoError.usage(message)) { try view.submit(request) }
        #expect(interactor.calls == [])
        #expect(self.view.shown == [])
        #expect(delegate.savedCount == 0)
    }

    @Test func aDateItCannotReadIsAUsageErrorBeforeTheInteractor() {
        let error = #expect(throws: TodoError.self) { try presenter.editAction(ids: ["3"], draft: ItemDraft(due: "12/01/2026")) }
        #expect(error?.status == .usage)
        #expect(error?.message.hasPrefix("cannot read \"12/01/2026\" as a date") == true)
        #expect(interactor.calls == [])
    }

    @Test func anEmptyDueIsNotTakenAsToday() {
        #expect(throws: TodoError.self) { try presenter.editAction(ids: ["3"], draft: ItemDraft(due: "")) }
        #expect(interactor.calls == [])
    }

    @Test func anUnknownIDFromTheInteractorShowsNothing() {
        interactor.error = .notFound("no item has id 9")
        #expect(throws: TodoError.notFound("no item has id 9")) { try presenter.completeAction(ids: ["9"]) }
        #expect(view.shown == [])
        #expect(wireframe.dismissCount == 0)
        #expect(delegate.savedCount == 0)
    }

    /// A wiring mistake is an internal error (exit 70), never a silent exit 0.
    @Test func aChangeWithoutAViewIsAnInternalError() {
        presenter.view = nil
        let error = #expect(throws: TodoError.self) { try presenter.completeAction(ids: ["3"]) }
        #expect(error?.status == .software)
        #expect(delegate.savedCount == 0)
    }

    @Test func warningMessages() {
        #expect(ChangePresenter.warningMessage(.alreadyDone(id: 3)) == "3 was already done")
        #expect(ChangePresenter.warningMessage(.notDone(id: 12)) == "12 is not done")
    }
}

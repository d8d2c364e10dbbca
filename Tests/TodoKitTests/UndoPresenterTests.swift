import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Undo presenter against spies: one undo asked for, its items shown as stored.
@Suite struct UndoPresenterTests {
    let interactor = UndoInteractorSpy()
    let view = UndoViewSpy()
    let wireframe = UndoWireframeSpy()
    let delegate = UndoModuleDelegateSpy()
    let presenter: UndoPresenter

    init() {
        presenter = UndoPresenter(interactor: interactor, wireframe: wireframe, delegate: delegate)
        presenter.view = view
    }

    @Test func anUndoShowsTheItemsAsStoredAndTellsTheDelegate() throws {
        let monthly = try RepeatRuleParser.parse("month")
        interactor.outcome = UndoOutcome(
            restored: [ItemSnapshot(id: 3, name: "Pay rent", due: DueDate(iso: "2026-11-20T09:00"), every: monthly,
                                  done: "2026-11-21T09:30:00Z"),
                       ItemSnapshot(id: 5, name: "Read a book", due: nil)],
            removed: [ItemSnapshot(id: 9, name: "Pay rent", due: DueDate(iso: "2026-12-20T09:00"), every: monthly)])
        try presenter.undoAction()
        #expect(interactor.undoCount == 1)
        #expect(view.shown == [UndoDisplayData(
            restored: [ItemDisplay(id: 3, name: "Pay rent", due: "2026-11-20T09:00", every: "month",
                                       done: "2026-11-21T09:30:00Z"),
                       ItemDisplay(id: 5, name: "Read a book", due: nil)],
            removed: [ItemDisplay(id: 9, name: "Pay rent", due: "2026-12-20T09:00", every: "month")])])
        #expect(wireframe.dismissCount == 1)
        #expect(delegate.undoCount == 1)
    }

    @Test func aRefusedUndoShowsNothingAndPassesTheErrorOn() {
        interactor.error = .changedSinceLastChange
        #expect(throws: TodoError.changedSinceLastChange) { try presenter.undoAction() }
        #expect(view.shown == [])
        #expect(delegate.undoCount == 0)
    }

    @Test func withoutAViewNothingIsUndone() {
        let presenter = UndoPresenter(interactor: interactor, wireframe: wireframe)
        let error = #expect(throws: TodoError.self) { try presenter.undoAction() }
        #expect(error?.status == .software)
        #expect(interactor.undoCount == 0)
    }
}

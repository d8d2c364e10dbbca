import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List presenter's picks (`m`), digits (with a clock the test moves) and done items
/// (`h`), against spies.
@Suite struct ListPresenterPickTests {
    let interactor: ListInteractorSpy
    let view = ListViewSpy()
    let wireframe = ListWireframeSpy()
    let messages = ScreenMessages()
    let presenter: ListPresenter
    let clock = TestClock()

    final class TestClock: @unchecked Sendable {
        var seconds = 100.0
    }

    init() throws {
        interactor = ListInteractorSpy(reply: try ListPresenterScreenTests.found([
            (1, "2026-11-20", .overdue), (2, "2026-11-21", .today), (3, "2026-11-21", .today),
            (4, "2026-11-22", .tomorrow), (12, "2026-11-22", .tomorrow),
        ]))
        let clock = clock
        presenter = ListPresenter(interactor: interactor, wireframe: wireframe, query: ListQuery(), onScreen: true,
                                  storeName: "todo.json", messages: messages, now: { clock.seconds })
        interactor.output = presenter
        presenter.view = view
        view.rowsForListAnswer = 20
    }

    private var lastFrame: ListScreenFrame? { view.frames.last }

    @Test func mPicksAndUnpicksWithoutMovingTheSelection() throws {
        try presenter.updateView()
        try presenter.perform(.pick)
        try presenter.perform(.move(.down))
        try presenter.perform(.move(.down))
        try presenter.perform(.pick)
        #expect(lastFrame?.pickedRows == [1, 5])
        #expect(lastFrame?.selectedRow == 5)
        #expect(lastFrame?.title == "todo · todo.json · 5 items · 2 picked")
        try presenter.perform(.pick)
        #expect(lastFrame?.pickedRows == [1])
        #expect(presenter.picked == [1])
    }

    @Test func xAndRActOnThePickedItemsAsOneChangeAndThePicksAreCleared() throws {
        try presenter.updateView()
        try presenter.perform(.pick)
        try presenter.perform(.move(.last))
        try presenter.perform(.pick)
        try presenter.perform(.move(.first))
        try presenter.perform(.remove)
        try presenter.perform(.done)
        #expect(wireframe.changeActions == [.remove(ids: ["1", "12"]), .complete(ids: ["1", "12"])])
        messages.post("Done 1: Item 1\nDone 12: Item 12\n")
        try presenter.changeModuleDidSaveChangeAction()
        #expect(presenter.picked.isEmpty)
        #expect(lastFrame?.pickedRows == [])
        try presenter.perform(.done)
        #expect(wireframe.changeActions.last == .complete(ids: ["1"]))
    }

    @Test func escClearsThePicksFirstThenTheFilter() throws {
        try presenter.updateView()
        view.answers = ["+home"]
        try presenter.perform(.filter)
        try presenter.perform(.pick)
        try presenter.perform(.cancel)
        #expect(presenter.picked.isEmpty)
        #expect(presenter.query.filter == ItemFilter(words: ["+home"]))
        try presenter.perform(.cancel)
        #expect(presenter.query.filter.isEmpty)
    }

    @Test func digitsTypedWithinASecondMakeOneID() throws {
        try presenter.updateView()
        try presenter.perform(.digit(1))
        #expect(lastFrame?.selectedRow == 1)
        clock.seconds += 0.5
        try presenter.perform(.digit(2))
        #expect(lastFrame?.selectedRow == 9)
        // More than a second later: a new id.
        clock.seconds += 1.5
        try presenter.perform(.digit(3))
        #expect(lastFrame?.selectedRow == 5)
        #expect(lastFrame?.status == ListStatus.none)
    }

    @Test func anIDNotShownLeavesTheSelectionAndSaysSo() throws {
        try presenter.updateView()
        try presenter.perform(.move(.down))
        try presenter.perform(.digit(7))
        #expect(lastFrame?.selectedRow == 4)
        #expect(lastFrame?.status == ListStatus("No item 7 is shown."))
        // 1 selects item 1 on the way to 17, which is not shown: back where it was before the 1.
        clock.seconds += 2
        try presenter.perform(.digit(1))
        #expect(lastFrame?.selectedRow == 1)
        clock.seconds += 0.5
        try presenter.perform(.digit(7))
        #expect(lastFrame?.selectedRow == 4)
        #expect(lastFrame?.status == ListStatus("No item 17 is shown."))
        // Another key between two digits: they are two ids.
        try presenter.perform(.digit(1))
        try presenter.perform(.move(.down))
        try presenter.perform(.digit(2))
        #expect(lastFrame?.selectedRow == 4)
    }

    @Test func hShowsTheDoneItemsWhereXReopens() throws {
        try presenter.updateView()
        try presenter.perform(.pick)
        try presenter.perform(.doneItems)
        #expect(presenter.query.showsDone)
        #expect(presenter.picked.isEmpty)
        #expect(interactor.queries.last?.showsDone == true)
        #expect(lastFrame?.title == "todo · todo.json · done · 5 items")
        try presenter.perform(.move(.down))
        try presenter.perform(.done)
        #expect(wireframe.changeActions == [.reopen(ids: ["2"])])
        try presenter.perform(.doneItems)
        #expect(!presenter.query.showsDone)
        try presenter.perform(.done)
        #expect(wireframe.changeActions.last == .complete(ids: ["1"]))
    }

    @Test func picksOfItemsNoLongerShownAreDropped() throws {
        try presenter.updateView()
        try presenter.perform(.pick)
        try presenter.perform(.move(.down))
        try presenter.perform(.pick)
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today)])
        try presenter.updateView()
        #expect(presenter.picked == [2])
        #expect(lastFrame?.pickedRows == [1])
    }
}

/// What the changes made on the screens printed, kept for the summary on quit.
@Suite struct ListPresenterChangeLogTests {
    @Test func savesAndUndosAreLoggedAsPrintedCancellationsAreNot() throws {
        let interactor = ListInteractorSpy(reply: try ListPresenterScreenTests.found([(1, "2026-11-20", .overdue)]))
        let view = ListViewSpy()
        view.rowsForListAnswer = 20
        let messages = ScreenMessages()
        let presenter = ListPresenter(interactor: interactor, wireframe: ListWireframeSpy(), query: ListQuery(),
                                      onScreen: true, messages: messages)
        interactor.output = presenter
        presenter.view = view
        try presenter.updateView()
        messages.post("Done 1: Item 1\nDone 2: Item 2\n")
        try presenter.changeModuleDidSaveChangeAction()
        #expect(view.frames.last?.status == ListStatus("Done 1: Item 1 Done 2: Item 2 · u undoes"))
        messages.post("Not removed.\n")
        try presenter.changeModuleDidCancelChangeAction()
        messages.post("Undid: restored 1: Item 1\n")
        try presenter.undoModuleDidUndo()
        #expect(presenter.changeLog == ["Done 1: Item 1\nDone 2: Item 2\n", "Undid: restored 1: Item 1\n"])
    }
}

/// Outside changes: the items are read again only when the store's version changed.
@Suite struct ListPresenterOutsideChangeTests {
    @Test func theItemsAreReadAgainOnlyWhenTheStoreChanged() throws {
        let interactor = ListInteractorSpy(reply: try ListPresenterScreenTests.found([(1, "2026-11-20", .overdue),
                                                                                      (2, "2026-11-21", .today)]))
        interactor.version = StoreVersion([1])
        let view = ListViewSpy()
        view.rowsForListAnswer = 20
        let presenter = ListPresenter(interactor: interactor, wireframe: ListWireframeSpy(), query: ListQuery(),
                                      onScreen: true, messages: ScreenMessages())
        interactor.output = presenter
        presenter.view = view
        try presenter.updateView()
        try presenter.perform(.move(.down))
        try presenter.storeMayHaveChanged()
        try presenter.storeMayHaveChanged()
        #expect(interactor.queries.count == 1)
        // Item 1 done by another process: read again, the selection still on item 2.
        interactor.version = StoreVersion([2])
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today)])
        try presenter.storeMayHaveChanged()
        #expect(interactor.queries.count == 2)
        #expect(view.frames.last?.selectedRow == 1)
        #expect(view.frames.last?.title == "todo · 1 item")
        try presenter.storeMayHaveChanged()
        #expect(interactor.queries.count == 2)
    }

    @Test func theListDrawnOnceNeverLooks() throws {
        let interactor = ListInteractorSpy(reply: try ListPresenterScreenTests.found([(1, "2026-11-20", .overdue)]))
        let presenter = ListPresenter(interactor: interactor, wireframe: ListWireframeSpy(), query: ListQuery())
        interactor.output = presenter
        let view = ListViewSpy()
        presenter.view = view
        try presenter.updateView()
        try presenter.storeMayHaveChanged()
        #expect(interactor.versionLooks == 0)
    }
}

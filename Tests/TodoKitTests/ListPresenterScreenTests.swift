import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List presenter on the List screen, against spies: the selection is its state, a move
/// asks the interactor nothing, a key that changes an item goes to the wireframe with the
/// selected item's id, and after a change the selection stays on its item or a neighbour.
@Suite struct ListPresenterScreenTests {
    let interactor: ListInteractorSpy
    let view: ListViewSpy
    let wireframe: ListWireframeSpy
    let messages: ScreenMessages
    let presenter: ListPresenter

    init() throws {
        let spies = try ListScreenSpies()
        (interactor, view, wireframe, messages, presenter) =
            (spies.interactor, spies.view, spies.wireframe, spies.messages, spies.presenter)
    }

    static func found(_ items: [(Int, String, UpcomingSection)], leftOut: LeftOutCount? = nil) throws -> UpcomingItems {
        UpcomingItems(today: try Fixture.date("2026-11-21"), weekStart: .monday, through: try Fixture.date("2026-11-29"),
                      items: try items.map { UpcomingItem(id: $0.0, name: "Item \($0.0)", due: try Fixture.due($0.1), section: $0.2) },
                      leftOut: leftOut)
    }

    private var lastFrame: ListScreenFrame? { view.frames.last }

    @Test func itOpensOnTheFirstItemUnderATitle() throws {
        try presenter.updateView()
        let frame = try #require(lastFrame)
        #expect(frame.selectedRow == 1)
        #expect(frame.top == 0)
        #expect(frame.title == "todo · todo.json · 4 items")
        #expect(frame.status == .none)
    }

    @Test func movesRedrawWithoutAskingTheInteractor() throws {
        try presenter.updateView()
        try presenter.perform(.move(.down))
        try presenter.perform(.move(.nextSection))
        try presenter.perform(.move(.last))
        #expect(view.frames.map(\.selectedRow) == [1, 4, 8, 8])
        #expect(interactor.queries.count == 1)
        #expect(Set(view.frames.map(\.version)).count == 1)
    }

    @Test func keysThatChangeAnItemGoToTheWireframeWithTheSelectedID() throws {
        try presenter.updateView()
        try presenter.perform(.move(.down))
        try presenter.perform(.done)
        try presenter.perform(.edit)
        try presenter.perform(.remove)
        try presenter.perform(.show)
        try presenter.perform(.add)
        try presenter.perform(.undo)
        #expect(wireframe.changeActions == [.complete(ids: ["2"]), .edit(id: "2"), .remove(ids: ["2"])])
        #expect(wireframe.shownIDs == [["2"]])
        #expect(wireframe.presentAddInterfaceCount == 1)
        #expect(wireframe.undoCount == 1)
        #expect(wireframe.delegates.allSatisfy { $0 === presenter })
    }

    @Test func afterAChangeTheSelectionStaysOnItsItemOrTheOneThatFollowed() throws {
        try presenter.updateView()
        try presenter.perform(.move(.down))
        try presenter.perform(.move(.down))
        // Item 3 selected; item 1 is done elsewhere: still on 3.
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today), (3, "2026-11-21", .today),
                                                                (4, "2026-11-22", .tomorrow)])
        messages.post("Done 1: Item 1\n")
        try presenter.changeModuleDidSaveChangeAction()
        #expect(lastFrame?.selectedRow == 2)
        #expect(lastFrame?.status == ListStatus("Done 1: Item 1 · u undoes"))
        // Item 3 done: the one that followed it, 4.
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today), (4, "2026-11-22", .tomorrow)])
        try presenter.changeModuleDidSaveChangeAction()
        #expect(lastFrame?.selectedRow == 4)
        // Item 4, the last, done: the one before it.
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today)])
        try presenter.changeModuleDidSaveChangeAction()
        #expect(lastFrame?.selectedRow == 1)
        #expect(lastFrame?.title == "todo · todo.json · 1 item")
    }

    @Test func aCancelledQuestionSaysSoWithoutUndo() throws {
        try presenter.updateView()
        messages.post("Not added.\n")
        try presenter.addModuleDidCancelAddAction()
        #expect(lastFrame?.status == ListStatus("Not added."))
    }

    @Test func theNewItemIsSelectedAndShownAsLWouldWhenItIsHidden() throws {
        try presenter.updateView()
        interactor.reply = try ListPresenterScreenTests.found([(1, "2026-11-20", .overdue), (2, "2026-11-21", .today)],
                                                               leftOut: LeftOutCount(later: 1))
        interactor.replyWithLater = try ListPresenterScreenTests.found([(1, "2026-11-20", .overdue),
                                                                         (2, "2026-11-21", .today), (9, "2027-03-01", .later)])
        try presenter.addModuleDidSaveAddAction(id: 2)
        #expect(lastFrame?.selectedRow == 4)
        #expect(!presenter.query.includingLater)
        try presenter.addModuleDidSaveAddAction(id: 9)
        #expect(presenter.query.includingLater)
        #expect(lastFrame?.selectedRow == 7)
        #expect(interactor.requests == [false, false, false, true])
    }

    @Test func laterAndTheFilterStartAgainAtTheFirstItemAndEscClearsTheFilter() throws {
        try presenter.updateView()
        try presenter.perform(.move(.last))
        view.answers = ["+home"]
        try presenter.perform(.filter)
        #expect(presenter.query.filter == ItemFilter(words: ["+home"]))
        #expect(lastFrame?.selectedRow == 1)
        #expect(lastFrame?.title == "todo · todo.json · +home · 4 items")
        try presenter.perform(.cancel)
        #expect(presenter.query.filter.isEmpty)
        try presenter.perform(.filter)
        #expect(lastFrame?.status == ListStatus("Filter not changed."))
        try presenter.perform(.later)
        #expect(presenter.query.includingLater)
        #expect(view.questions == [.filter, .filter])
    }

    @Test func anEmptyListSaysNothingIsSelected() throws {
        interactor.reply = try ListPresenterScreenTests.found([])
        try presenter.updateView()
        try presenter.perform(.done)
        #expect(wireframe.changeActions.isEmpty)
        #expect(lastFrame?.status == ListStatus("No item is selected."))
        #expect(lastFrame?.selectedRow == nil)
    }

    @Test func theHintAboutHiddenItemsIsTheStatusWhenNothingElseIs() throws {
        interactor.reply = try ListPresenterScreenTests.found([(2, "2026-11-21", .today)],
                                                               leftOut: LeftOutCount(later: 3, someday: 1))
        try presenter.updateView()
        #expect(lastFrame?.status == ListStatus("3 more after next week and 1 without a date: l shows them"))
    }

    @Test func aResizeRedrawsAtTheNewHeightWithTheSelectionInView() throws {
        try presenter.updateView()
        try presenter.perform(.move(.last))
        view.rowsForListAnswer = 3
        try presenter.screenResized()
        #expect(lastFrame?.selectedRow == 8)
        #expect(lastFrame?.top == 6)
        #expect(interactor.queries.count == 1)
    }
}

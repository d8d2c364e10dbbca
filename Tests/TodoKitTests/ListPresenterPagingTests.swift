import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List screen's pages, the List presenter's state, and its questions, against doubles: a
/// view that says how many rows the list has, an interactor with a fixed reply.
@Suite struct ListPresenterPagingTests {
    private let interactor = ListInteractorSpy()
    private let wireframe = ListWireframeSpy()
    private let view = ListViewSpy()

    /// 3 items overdue, 4 today, 5 tomorrow: ids 1–12 in that order; `leftOut` later ones.
    private func presenter(rows: Int?, leftOut: LeftOutCount? = nil, words: [String] = []) throws -> ListPresenter {
        let today = try Fixture.date("2026-11-21")
        let items = (1...12).map { id in
            let (section, day): (UpcomingSection, Int) = id <= 3 ? (.overdue, -1) : id <= 7 ? (.today, 0) : (.tomorrow, 1)
            return UpcomingItem(id: id, name: "Item \(id)", due: DueDate(date: today.adding(days: day) ?? today), section: section)
        }
        interactor.reply = UpcomingItems(today: today, weekStart: .monday, through: try Fixture.date("2026-11-29"),
                                         items: items, filter: ItemFilter(words: words), leftOut: leftOut, showsDone: false)
        let presenter = ListPresenter(interactor: interactor, wireframe: wireframe, query: ListQuery(), onScreen: true)
        interactor.output = presenter
        presenter.view = view
        view.rowsForListAnswer = rows
        return presenter
    }

    private var shown: UpcomingDisplayData? {
        switch view.calls.last {
        case .upcoming(let data), .noContent(let data): data
        case nil: nil
        }
    }

    private var shownIDs: [Int] { shown?.sections.flatMap { $0.items.map(\.id) } ?? [] }
    private var shownTitles: [String] { shown?.sections.map(\.title) ?? [] }

    @Test func aListThatFitsIsShownWholeWithoutAPageLine() throws {
        let presenter = try presenter(rows: 17)
        try presenter.updateView()
        #expect(shownIDs == Array(1...12))
        #expect(shown?.pageLine == nil)
    }

    /// 10 rows: the page line takes one (at the spy's 80 columns), the headings and the blank
    /// row between sections the rest: Overdue and Today come first.
    @Test func theFirstPageIsTheTopAndSaysHowManyMore() throws {
        let presenter = try presenter(rows: 10)
        try presenter.updateView()
        #expect(shownTitles == ["Overdue", "Today"])
        #expect(shownIDs == [1, 2, 3, 4, 5, 6])
        #expect(shown?.pageLine == "6 more: Space shows the next page")
        #expect(presenter.paging.start == 0)
        // The id column is as wide as the whole list's: 12, not the page's 6.
        #expect(shown?.largestID == 12)
    }

    @Test func nextAndPreviousPagesGoForthAndBackToWhereEachBegan() throws {
        let presenter = try presenter(rows: 10)
        try presenter.updateView()
        try presenter.showNextPage()
        // A section going on from the page before is headed again.
        #expect(shownTitles == ["Today", "Tomorrow"])
        #expect(shownIDs == [7, 8, 9, 10, 11, 12])
        #expect(shown?.pageLine == "End of the list: b shows the page before")
        try presenter.showNextPage()
        #expect(shownIDs == [7, 8, 9, 10, 11, 12])
        try presenter.showPreviousPage()
        #expect(shownIDs == [1, 2, 3, 4, 5, 6])
        try presenter.showPreviousPage()
        #expect(shownIDs == [1, 2, 3, 4, 5, 6])
    }

    @Test func aMiddlePageNamesBothKeys() throws {
        let presenter = try presenter(rows: 6)
        try presenter.updateView()
        #expect(shownIDs == [1, 2, 3])
        try presenter.showNextPage()
        #expect(shownIDs == [4, 5, 6, 7])
        #expect(shown?.pageLine == "5 more: Space shows the next page, b the one before")
    }

    /// A redraw (a resize, an empty line) keeps the page from its first item, at the new height.
    @Test func aRedrawKeepsThePageFromItsFirstItem() throws {
        let presenter = try presenter(rows: 6)
        try presenter.updateView()
        try presenter.showNextPage()
        view.rowsForListAnswer = 4
        try presenter.updateView()
        #expect(shownIDs == [4, 5])
    }

    @Test func aChangeLAndSlashStartAgainAtTheTop() throws {
        let presenter = try presenter(rows: 6)
        for back in [presenter.changeModuleDidSaveChangeAction, presenter.addModuleDidSaveAddAction,
                     presenter.undoModuleDidUndo, presenter.toggleLater, { try presenter.filter(words: []) }] {
            try presenter.updateView()
            try presenter.showNextPage()
            #expect(shownIDs.first == 4)
            try back()
            #expect(shownIDs.first == 1)
        }
        // Nothing changed: the page stays.
        try presenter.showNextPage()
        try presenter.changeModuleDidCancelChangeAction()
        #expect(shownIDs.first == 4)
    }

    @Test func theHintNamesTheKeyAndComesUnderTheLastPage() throws {
        let presenter = try presenter(rows: 10, leftOut: LeftOutCount(later: 3, someday: 1))
        try presenter.updateView()
        #expect(shown?.leftOutHint == nil)
        try presenter.showNextPage()
        // The hint and the blank row before it do not fit under 7–12: that page ends sooner.
        #expect(shownIDs == [7, 8, 9, 10])
        #expect(shown?.leftOutHint == nil)
        try presenter.showNextPage()
        #expect(shownIDs == [11, 12])
        #expect(shown?.leftOutHint == "3 more after next week and 1 without a date: l shows them")
    }

    @Test func theFilterIsShownAboveTheList() throws {
        let presenter = try presenter(rows: nil, words: ["+home", "milk"])
        try presenter.updateView()
        #expect(shown?.filterLine == "Filter: +home milk")
        let unfiltered = try self.presenter(rows: nil)
        try unfiltered.updateView()
        #expect(shown?.filterLine == nil)
    }

    /// `d`, `e` or `r` alone asks which; an empty answer or Ctrl-D changes nothing.
    @Test(arguments: [ChangeScreenAction.Kind.complete, .edit, .remove])
    func aKeyWithoutAnIDAsksWhich(_ kind: ChangeScreenAction.Kind) throws {
        let presenter = try presenter(rows: nil)
        view.answers = ["3", "", ]
        let act = {
            switch kind {
            case .complete: try presenter.completeItems(ids: [])
            case .edit: try presenter.editItem(id: "")
            case .remove: try presenter.removeItems(ids: [])
            }
        }
        try act()
        try act()
        try act()
        #expect(view.questions == [.which(kind), .which(kind), .which(kind)])
        let expected: ChangeScreenAction = switch kind {
        case .complete: .complete(ids: ["3"])
        case .edit: .edit(id: "3")
        case .remove: .remove(ids: ["3"])
        }
        #expect(wireframe.changeActions == [expected])
        #expect(view.calls.count == 2)
    }
}

@testable import TodoKit

/// A List presenter on the List screen, wired to spies of its neighbours, with items 1 to 4
/// found (overdue, two today, tomorrow) and a view that answers with 20 rows: what the screen's
/// presenter suites start from.
struct ListScreenSpies {
    let interactor: ListInteractorSpy
    let view = ListViewSpy()
    let wireframe = ListWireframeSpy()
    let messages = ScreenMessages()
    let presenter: ListPresenter

    init() throws {
        interactor = ListInteractorSpy(reply: try ListPresenterScreenTests.found([
            (1, "2026-11-20", .overdue), (2, "2026-11-21", .today), (3, "2026-11-21", .today),
            (4, "2026-11-22", .tomorrow),
        ]))
        presenter = ListPresenter(interactor: interactor, wireframe: wireframe, query: ListQuery(), onScreen: true,
                                  storeName: "todo.json", messages: messages)
        interactor.output = presenter
        presenter.view = view
        view.rowsForListAnswer = 20
    }
}

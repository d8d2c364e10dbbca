import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ChangeWireframeTests {
    @Test func presentingACommandWiresAViewToThePresenterAndSubmitsTheRequest() throws {
        let store = InMemoryDataStore(items: [TodoItem(id: 1, name: "Buy milk", due: DueDate(date: .epoch))])
        let presenter = ChangePresenter(dateParser: DueDateParser(today: .epoch, calendar: WeekCalendar(firstWeekday: .monday)))
        presenter.interactor = ChangeInteractor(dataStore: store, clock: FrozenClock())
        let terminal = FakeTerminal()
        let delegate = ChangeModuleDelegateSpy()
        let wireframe = ChangeWireframe(presenter: presenter) { ChangeView(terminal: terminal, format: .text) }
        try wireframe.presentChangeCommand(.complete(ids: ["1"]), delegate: delegate)
        #expect(terminal.output == "Done 1: Buy milk\n")
        #expect(delegate.savedCount == 1)
        #expect(try store.fetch().items.first?.done == "2026-11-21T09:30:00Z")
    }
}

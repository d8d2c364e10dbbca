import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ListWireframeTests {
    private func nothingDue() throws -> UpcomingItems {
        UpcomingItems(today: try Fixture.date("2026-11-21"), weekStart: .monday,
                      through: try Fixture.date("2026-11-29"), items: [])
    }

    @Test func theWireframeBecomesItsPresentersWireframe() {
        let presenter = ListPresenter()
        let wireframe = ListWireframe(presenter: presenter)
        #expect(presenter.wireframe === wireframe)
        #expect(wireframe.presenter === presenter)
    }

    @Test func presentListInterfaceWiresTheViewAndDrawsOnce() throws {
        let presenter = ListPresenter()
        let interactor = ListInteractorSpy(reply: UpcomingItems(
            today: try Fixture.date("2026-11-21"), weekStart: .monday, through: try Fixture.date("2026-11-29"),
            items: [UpcomingItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21"), section: .today)]))
        interactor.output = presenter
        presenter.interactor = interactor
        let wireframe = ListWireframe(presenter: presenter)
        let view = ListViewSpy()

        try wireframe.presentListInterface(in: view)

        #expect(presenter.view === view)
        #expect(interactor.requests == [false])
        #expect(view.calls == [.upcoming(UpcomingDisplayData(
            today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
            sections: [UpcomingDisplaySection(title: "Today", items: [
                UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21"),
            ])],
            noContentMessage: "Nothing due through Sunday 29 November."))])
    }

    @Test func presentListInterfaceDrawsOnTheViewsTerminal() throws {
        let presenter = ListPresenter()
        let interactor = ListInteractorSpy(reply: try nothingDue())
        interactor.output = presenter
        presenter.interactor = interactor
        let wireframe = ListWireframe(presenter: presenter)
        let terminal = FakeTerminal()

        try wireframe.presentListInterface(in: ListView(terminal: terminal, format: .text,
                                                        style: TextStyle(isEnabled: false), width: nil))

        #expect(terminal.output == "Nothing due through Sunday 29 November.\n")
    }

    @Test func presentAddInterfaceReachesTheAddWireframeWithTheListPresenterAsDelegate() throws {
        let listPresenter = ListPresenter()
        let listWireframe = ListWireframe(presenter: listPresenter)
        let addInteractor = AddInteractorSpy()
        let addPresenter = AddPresenter(dateParser: DueDateParser(today: try Fixture.date("2026-11-21"),
                                                                  calendar: WeekCalendar(firstWeekday: .monday)))
        addPresenter.interactor = addInteractor
        var madeViews: [AddScreenView] = []
        listWireframe.addWireframe = AddWireframe(presenter: addPresenter, makeView: {
            AddView(terminal: FakeTerminal(), format: .text)
        }, makeScreenView: { preset in
            let view = AddScreenView(terminal: FakeTerminal(interactive: true, input: [""]), presetDueDate: preset)
            madeViews.append(view)
            return view
        })

        try listWireframe.presentAddInterface()

        #expect(addPresenter.delegate === listPresenter)
        #expect(madeViews.count == 1)
        #expect(addPresenter.view === madeViews.first)
        #expect(madeViews.first?.eventHandler === addPresenter)
        #expect(addInteractor.saves.isEmpty)
    }

    @Test func addNewEntryOnTheListGoesThroughTheWireframeToAdd() throws {
        let listPresenter = ListPresenter()
        let listWireframe = ListWireframe(presenter: listPresenter)
        let addPresenter = AddPresenter(dateParser: DueDateParser(today: try Fixture.date("2026-11-21"),
                                                                  calendar: WeekCalendar(firstWeekday: .monday)))
        listWireframe.addWireframe = AddWireframe(presenter: addPresenter, makeView: {
            AddView(terminal: FakeTerminal(), format: .text)
        }, makeScreenView: { AddScreenView(terminal: FakeTerminal(interactive: true, input: [""]), presetDueDate: $0) })

        try listPresenter.addNewEntry()

        #expect(addPresenter.delegate === listPresenter)
    }

    @Test func withoutAnAddWireframePresentingAddDoesNothing() throws {
        let presenter = ListPresenter()
        let interactor = ListInteractorSpy()
        presenter.interactor = interactor
        let wireframe = ListWireframe(presenter: presenter)
        try wireframe.presentAddInterface()
        #expect(interactor.requests.isEmpty)
    }
}

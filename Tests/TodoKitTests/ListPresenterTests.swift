import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct ListPresenterTests {
    private func upcoming(today: String, weekStart: Weekday = .monday, through: String?,
                          items: [UpcomingItem] = []) throws -> UpcomingItems {
        UpcomingItems(today: try Fixture.date(today), weekStart: weekStart,
                      through: try through.map { try Fixture.date($0) }, items: items)
    }

    private func item(_ id: Int, _ name: String, _ due: String, _ section: UpcomingSection) throws -> UpcomingItem {
        UpcomingItem(id: id, name: name, due: try Fixture.due(due), section: section)
    }

    // MARK: Display data

    /// Today is Tuesday 2026-11-24; Monday weeks: this week ends Sun 29 Nov, next week Sun 6 Dec.
    @Test func everySectionWithItsTitleAndDueLabels() throws {
        let found = try upcoming(today: "2026-11-24", through: nil, items: [
            try item(9, "Old bill", "2025-12-31", .overdue),
            try item(3, "Pay rent", "2026-11-19T09:00", .overdue),
            try item(1, "Buy milk", "2026-11-24", .today),
            try item(2, "Dentist", "2026-11-24T14:30", .today),
            try item(4, "Call Mum", "2026-11-25", .tomorrow),
            try item(5, "Gym", "2026-11-25T07:05", .tomorrow),
            try item(6, "Book club", "2026-11-27", .laterThisWeek),
            try item(7, "Renew passport", "2026-12-01T08:00", .nextWeek),
            try item(8, "Christmas", "2026-12-25", .later),
            try item(10, "Taxes", "2027-01-07", .later),
            try item(11, "Flight", "2027-01-07T18:00", .later),
        ])
        #expect(ListPresenter.displayData(for: found) == UpcomingDisplayData(
            today: "2026-11-24", weekStart: "monday", through: nil,
            sections: [
                UpcomingDisplaySection(title: "Overdue", items: [
                    UpcomingDisplayItem(id: 9, name: "Old bill", dueLabel: "Wed 31 Dec 2025", due: "2025-12-31"),
                    UpcomingDisplayItem(id: 3, name: "Pay rent", dueLabel: "Thu 19 Nov 09:00", due: "2026-11-19T09:00"),
                ], isOverdue: true),
                UpcomingDisplaySection(title: "Today", items: [
                    UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-24"),
                    UpcomingDisplayItem(id: 2, name: "Dentist", dueLabel: "14:30", due: "2026-11-24T14:30"),
                ]),
                UpcomingDisplaySection(title: "Tomorrow", items: [
                    UpcomingDisplayItem(id: 4, name: "Call Mum", dueLabel: "Wednesday", due: "2026-11-25"),
                    UpcomingDisplayItem(id: 5, name: "Gym", dueLabel: "Wednesday 07:05", due: "2026-11-25T07:05"),
                ]),
                UpcomingDisplaySection(title: "Later This Week", items: [
                    UpcomingDisplayItem(id: 6, name: "Book club", dueLabel: "Friday", due: "2026-11-27"),
                ]),
                UpcomingDisplaySection(title: "Next Week", items: [
                    UpcomingDisplayItem(id: 7, name: "Renew passport", dueLabel: "Tuesday 08:00", due: "2026-12-01T08:00"),
                ]),
                UpcomingDisplaySection(title: "Later", items: [
                    UpcomingDisplayItem(id: 8, name: "Christmas", dueLabel: "Fri 25 Dec", due: "2026-12-25"),
                    UpcomingDisplayItem(id: 10, name: "Taxes", dueLabel: "Thu 7 Jan 2027", due: "2027-01-07"),
                    UpcomingDisplayItem(id: 11, name: "Flight", dueLabel: "Thu 7 Jan 2027 18:00", due: "2027-01-07T18:00"),
                ]),
            ],
            noContentMessage: "Nothing due."))
    }

    @Test func emptySectionsAreLeftOutAndTheRestKeepTheirOrder() throws {
        let found = try upcoming(today: "2026-11-24", through: "2026-12-06", items: [
            try item(2, "Pay rent", "2026-11-20", .overdue),
            try item(1, "Renew passport", "2026-12-01", .nextWeek),
        ])
        let data = ListPresenter.displayData(for: found)
        #expect(data.sections.map(\.title) == ["Overdue", "Next Week"])
        #expect(data.sections.map { $0.items.map(\.id) } == [[2], [1]])
        #expect(data.through == "2026-12-06")
    }

    @Test(arguments: [
        (UpcomingSection.overdue, "Overdue"), (.today, "Today"), (.tomorrow, "Tomorrow"),
        (.laterThisWeek, "Later This Week"), (.nextWeek, "Next Week"), (.later, "Later"),
    ])
    func sectionTitles(section: UpcomingSection, title: String) {
        #expect(ListPresenter.title(of: section) == title)
    }

    @Test(arguments: [(Weekday.monday, "monday"), (.sunday, "sunday"), (.saturday, "saturday")])
    func weekStartIsTheLowerCaseDayName(weekStart: Weekday, name: String) throws {
        let data = ListPresenter.displayData(for: try upcoming(today: "2026-11-21", weekStart: weekStart, through: nil))
        #expect(data.weekStart == name)
    }

    // MARK: Nothing to show

    @Test func noContentMessageNamesTheLastDayShown() throws {
        let data = ListPresenter.displayData(for: try upcoming(today: "2026-11-21", through: "2026-11-29"))
        #expect(data == UpcomingDisplayData(today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
                                            sections: [], noContentMessage: "Nothing due through Sunday 29 November."))
    }

    @Test func noContentMessageHasTheYearWhenTheLastDayShownIsInAnotherYear() throws {
        let data = ListPresenter.displayData(for: try upcoming(today: "2026-12-28", through: "2027-01-10"))
        #expect(data.noContentMessage == "Nothing due through Sunday 10 January 2027.")
    }

    @Test func noContentMessageWithAllIsNothingDue() throws {
        let data = ListPresenter.displayData(for: try upcoming(today: "2026-11-21", through: nil))
        #expect(data.noContentMessage == "Nothing due.")
        #expect(data.through == nil)
    }

    // MARK: What the view is told

    /// A presenter wired to spies, as the List wireframe wires the real roles.
    private struct Harness {
        let interactor: ListInteractorSpy
        let view = ListViewSpy()
        let wireframe = ListWireframeSpy()
        let presenter: ListPresenter

        init(includingLater: Bool = false, reply: UpcomingItems? = nil) {
            interactor = ListInteractorSpy(reply: reply)
            presenter = ListPresenter(interactor: interactor, wireframe: wireframe, includingLater: includingLater)
            interactor.output = presenter
            presenter.view = view
        }
    }

    @Test func foundItemsAreShownAsDisplayData() throws {
        let harness = Harness()
        let found = try upcoming(today: "2026-11-21", through: "2026-11-29",
                                 items: [try item(1, "Buy milk", "2026-11-21", .today)])
        try harness.presenter.foundUpcomingItems(found)
        #expect(harness.view.calls == [.upcoming(UpcomingDisplayData(
            today: "2026-11-21", weekStart: "monday", through: "2026-11-29",
            sections: [UpcomingDisplaySection(title: "Today", items: [
                UpcomingDisplayItem(id: 1, name: "Buy milk", dueLabel: "", due: "2026-11-21"),
            ])],
            noContentMessage: "Nothing due through Sunday 29 November."))])
    }

    @Test func nothingFoundShowsTheNoContentMessage() throws {
        let harness = Harness()
        try harness.presenter.foundUpcomingItems(try upcoming(today: "2026-11-21", through: "2026-11-29"))
        #expect(harness.view.calls == [.noContent(UpcomingDisplayData(
            today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [],
            noContentMessage: "Nothing due through Sunday 29 November."))])
    }

    /// A wiring mistake is an internal error (exit 70), never a silent, empty exit 0.
    @Test func foundItemsWithoutAViewAreAnInternalError() throws {
        let harness = Harness()
        harness.presenter.view = nil
        let error = #expect(throws: TodoError.self) {
            try harness.presenter.foundUpcomingItems(try upcoming(today: "2026-11-21", through: "2026-11-29"))
        }
        #expect(error?.status == .software)
    }

    // MARK: Events

    @Test(arguments: [false, true])
    func updateViewAsksTheInteractorOnceWithIncludingLater(includingLater: Bool) throws {
        let harness = Harness(includingLater: includingLater)
        try harness.presenter.updateView()
        #expect(harness.interactor.requests == [includingLater])
    }

    @Test func updateViewDrawsWhatTheInteractorFound() throws {
        let harness = Harness(reply: try upcoming(today: "2026-11-21", through: "2026-11-29"))
        try harness.presenter.updateView()
        #expect(harness.view.calls == [.noContent(UpcomingDisplayData(
            today: "2026-11-21", weekStart: "monday", through: "2026-11-29", sections: [],
            noContentMessage: "Nothing due through Sunday 29 November."))])
    }

    @Test func addNewEntryAsksTheWireframeToPresentAddWithThePresenterAsDelegate() throws {
        let harness = Harness()
        try harness.presenter.addNewEntry()
        #expect(harness.wireframe.presentAddInterfaceCount == 1)
        #expect(harness.wireframe.delegates.count == 1)
        #expect(harness.wireframe.delegates.first === harness.presenter)
        #expect(harness.interactor.requests.isEmpty)
    }

    @Test func aSavedItemRefreshesTheList() throws {
        let harness = Harness(includingLater: true)
        let asDelegate: any AddModuleDelegate = harness.presenter
        try asDelegate.addModuleDidSaveAddAction(id: 1)
        #expect(harness.interactor.requests == [true])
    }

    /// Back from the Add screen without an item, the list is drawn again under `Not added.`.
    @Test func aCancelledAddRefreshesTheList() throws {
        let harness = Harness()
        let asDelegate: any AddModuleDelegate = harness.presenter
        try asDelegate.addModuleDidCancelAddAction()
        #expect(harness.interactor.requests == [false])
    }

    @Test func undoAsksTheWireframeAndAnUndoRefreshesTheList() throws {
        let harness = Harness()
        try harness.presenter.undoLatestChange()
        #expect(harness.wireframe.undoCount == 1)
        #expect(harness.wireframe.delegates.first === harness.presenter)
        #expect(harness.interactor.requests.isEmpty)
        let asDelegate: any UndoModuleDelegate = harness.presenter
        try asDelegate.undoModuleDidUndo()
        #expect(harness.interactor.requests == [false])
    }

    @Test func completeItemAsksTheWireframeAndASavedChangeRefreshesTheList() throws {
        let harness = Harness()
        try harness.presenter.completeItems(ids: ["4"])
        #expect(harness.wireframe.changeActions == [.complete(ids: ["4"])])
        #expect(harness.wireframe.delegates.first === harness.presenter)
        #expect(harness.interactor.requests.isEmpty)
        let asDelegate: any ChangeModuleDelegate = harness.presenter
        try asDelegate.changeModuleDidSaveChangeAction()
        #expect(harness.interactor.requests == [false])
    }
}

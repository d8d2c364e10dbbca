import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Someday and repeating items through the presenters (what they read and the labels they
/// make, against spies) and the views (the words and the JSON), each alone. Today: Saturday
/// 2026-11-21.
@Suite struct SomedayRepeatPresentationTests {
    private static let today = LocalDate(year: 2026, month: 11, day: 21) ?? .epoch
    private static let dates = DueDateParserSource(clock: FixedClock(today: today, stamps: FrozenClock()),
                                                   calendar: WeekCalendar(firstWeekday: .monday))
    private static func rule(_ text: String) -> RepeatRule? { RepeatRuleParser.rule(in: text) }

    // Held here: presenters keep their wireframes weakly.
    private let addWireframe = AddWireframeSpy()
    private let changeWireframe = ChangeWireframeSpy()

    // MARK: Add presenter

    private func addPresenter(_ interactor: AddInteractorSpy, view: AddViewSpy) -> AddPresenter {
        let presenter = AddPresenter(interactor: interactor, wireframe: addWireframe, dates: Self.dates)
        presenter.view = view
        return presenter
    }

    @Test(arguments: ["none", "someday", " SomeDay "])
    func addReadsNoDate(text: String) throws {
        let interactor = AddInteractorSpy()
        let view = AddViewSpy(answers: [], log: nil)
        try addPresenter(interactor, view: view).saveAddAction(ItemDraft(name: "Read", due: text))
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Read", due: nil)])
        #expect(view.shown == [ItemDisplay(id: 7, name: "Read", dueLabel: nil, due: nil)])
    }

    @Test func addReadsTheRuleAndLabelsTheItem() throws {
        let interactor = AddInteractorSpy()
        let view = AddViewSpy(answers: [], log: nil)
        try addPresenter(interactor, view: view).saveAddAction(ItemDraft(name: "Rent", due: "dec 31", every: "Monthly"))
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Rent", due: try Fixture.due("2026-12-31"), every: Self.rule("month"))])
        #expect(view.shown == [ItemDisplay(id: 7, name: "Rent", dueLabel: "Thu 31 Dec", due: "2026-12-31", every: "month")])
    }

    @Test func aBadRuleIsAUsageErrorAndTheInteractorIsNotCalled() throws {
        let interactor = AddInteractorSpy()
        let view = AddViewSpy()
        #expect(throws: TodoError.usage("cannot read \"fortnightly\" as a repeat rule; try " + RepeatRuleParser.acceptedForms)) {
            try addPresenter(interactor, view: view)
                .saveAddAction(ItemDraft(name: "Rent", every: "fortnightly"))
        }
        #expect(interactor.saves.isEmpty)
    }

    // MARK: Add view

    @Test func theAddLineSaysNoDateOrTheRule() {
        #expect(AddView.savedLine(ItemDisplay(id: 9, name: "Read", dueLabel: nil, due: nil))
                == "Added 9: Read (no due date)\n")
        #expect(AddView.savedLine(ItemDisplay(id: 9, name: "Rent", dueLabel: "Thu 31 Dec", due: "2026-12-31", every: "month"))
                == "Added 9: Rent (due Thu 31 Dec, every month)\n")
    }

    @Test func theAddJSONHasDueAndEveryOnlyWhenSet() throws {
        let terminal = FakeTerminal()
        let view = AddView(eventHandler: AddModuleInterfaceSpy(), terminal: terminal, format: .json)
        view.showSavedItem(ItemDisplay(id: 9, name: "Read", dueLabel: nil, due: nil))
        view.showSavedItem(ItemDisplay(id: 10, name: "Rent", dueLabel: "Thu 31 Dec", due: "2026-12-31", every: "month"))
        #expect(terminal.output == """
            {"id": 9, "name": "Read", "tags": []}
            {"id": 10, "name": "Rent", "due": "2026-12-31", "every": "month", "tags": []}

            """)
    }

    // MARK: Change presenter

    private func changePresenter(_ interactor: ChangeInteractorSpy, view: ChangeViewSpy) -> ChangePresenter {
        let presenter = ChangePresenter(interactor: interactor, wireframe: changeWireframe, dates: Self.dates)
        presenter.view = view
        return presenter
    }

    @Test func editReadsNoneAndNever() throws {
        let interactor = ChangeInteractorSpy()
        let view = ChangeViewSpy()
        let presenter = changePresenter(interactor, view: view)
        try presenter.editAction(ids: ["3"], draft: ItemDraft(due: "None"))
        try presenter.editAction(ids: ["3"], draft: ItemDraft(every: " never "))
        try presenter.editAction(ids: ["3"], draft: ItemDraft(due: "fri", every: "2w"))
        #expect(interactor.calls == [
            .edit(id: 3, name: nil, due: .removed, every: .unchanged),
            .edit(id: 3, name: nil, due: .unchanged, every: .removed),
            .edit(id: 3, name: nil, due: .set(try Fixture.due("2026-11-27")), every: .set(try #require(Self.rule("2 weeks")))),
        ])
    }

    @Test func aBadRuleOnEditIsAUsageErrorAndTheInteractorIsNotCalled() {
        let interactor = ChangeInteractorSpy()
        let view = ChangeViewSpy()
        #expect(throws: TodoError.usage("cannot read \"nope\" as a repeat rule; try " + RepeatRuleParser.acceptedForms)) {
            try changePresenter(interactor, view: view).editAction(ids: ["3"], draft: ItemDraft(every: "nope"))
        }
        #expect(interactor.calls.isEmpty)
    }

    @Test func doneLabelsTheNextItem() throws {
        let interactor = ChangeInteractorSpy()
        interactor.outcome = ChangeOutcome(items: [
            ItemSnapshot(id: 4, name: "Pay rent", due: try Fixture.due("2026-11-30"), every: Self.rule("month"),
                        done: "2026-11-21T09:30:00Z"),
        ], next: [4: ItemSnapshot(id: 9, name: "Pay rent", due: try Fixture.due("2026-12-31T09:00"), every: Self.rule("month"))])
        let view = ChangeViewSpy()
        try changePresenter(interactor, view: view).completeAction(ids: ["4"])
        #expect(view.shown == [ChangeDisplayData(verb: "Done", items: [
            ItemDisplay(id: 4, name: "Pay rent", due: "2026-11-30", every: "month", done: "2026-11-21T09:30:00Z"),
        ], next: [4: ItemDisplay(id: 9, name: "Pay rent", due: "2026-12-31T09:00", every: "month", dueLabel: "Thu 31 Dec 09:00")])])
    }

    @Test func editOfAnUndatedItemShowsThatItHasNoDate() throws {
        let interactor = ChangeInteractorSpy()
        interactor.outcome = ChangeOutcome(items: [ItemSnapshot(id: 4, name: "Read", due: nil)])
        let view = ChangeViewSpy()
        try changePresenter(interactor, view: view).editAction(ids: ["4"], draft: ItemDraft(due: "none"))
        #expect(view.shown == [ChangeDisplayData(verb: "Edited", items: [
            ItemDisplay(id: 4, name: "Read", due: nil, dueLabel: nil),
        ], showsDue: true)])
    }

    // MARK: Change view

    @Test func theChangeLinesSayTheNextItemAndTheRule() {
        let terminal = FakeTerminal()
        let view = ChangeView(eventHandler: ChangeModuleInterfaceSpy(), terminal: terminal, format: .text)
        view.showChangedItems(ChangeDisplayData(verb: "Done", items: [
            ItemDisplay(id: 4, name: "Pay rent", due: "2026-11-30", every: "month", done: "2026-11-21T09:30:00Z"),
            ItemDisplay(id: 5, name: "Milk", due: "2026-11-21", done: "2026-11-21T09:30:00Z"),
        ], next: [4: ItemDisplay(id: 9, name: "Pay rent", due: "2026-12-31", dueLabel: "Thu 31 Dec")]))
        view.showChangedItems(ChangeDisplayData(verb: "Edited", items: [
            ItemDisplay(id: 6, name: "Gym", due: "2026-11-23", every: "monday", dueLabel: "Mon 23 Nov"),
            ItemDisplay(id: 7, name: "Read", due: nil),
        ], showsDue: true))
        #expect(terminal.output == """
            Done 4: Pay rent; next is 9, due Thu 31 Dec
            Done 5: Milk
            Edited 6: Gym (due Mon 23 Nov, every monday)
            Edited 7: Read (no due date)

            """)
    }

    @Test func theChangeJSONCarriesEveryAndNext() {
        let data = ChangeDisplayData(verb: "Done", items: [
            ItemDisplay(id: 4, name: "Pay rent", due: "2026-11-30", every: "month on the 31st", done: "2026-11-21T09:30:00Z"),
            ItemDisplay(id: 7, name: "Read", due: nil, done: "2026-11-21T09:30:00Z"),
        ], next: [4: ItemDisplay(id: 9, name: "Pay rent", due: "2026-12-31", dueLabel: "Thu 31 Dec")])
        #expect(String(decoding: ChangeView.json(data), as: UTF8.self)
            == #"[{"id": 4, "name": "Pay rent", "due": "2026-11-30", "every": "month on the 31st", "#
            + #""done": "2026-11-21T09:30:00Z", "tags": [], "next": {"id": 9, "due": "2026-12-31"}}, "#
            + #"{"id": 7, "name": "Read", "done": "2026-11-21T09:30:00Z", "tags": []}]"# + "\n")
    }

    // MARK: List

    @Test func someDayItemsAreFoundOnlyWithAll() throws {
        let store = InMemoryDataStore(items: [
            TodoItem(id: 1, name: "Read", due: nil),
            TodoItem(id: 2, name: "Rent", due: try Fixture.due("2027-01-31"), every: Self.rule("month")),
            TodoItem(id: 3, name: "Milk", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 4, name: "Done", due: nil, done: "2026-11-20T10:00:00Z"),
        ])
        let interactor = ListInteractor(dataStore: store, clock: try Fixture.clock("2026-11-21"),
                                        calendar: WeekCalendar(firstWeekday: .monday))
        #expect(try interactor.upcomingItems(includingLater: false).items.map(\.id) == [3])
        let all = try interactor.upcomingItems(includingLater: true).items
        #expect(all == [
            UpcomingItem(id: 3, name: "Milk", due: try Fixture.due("2026-11-21"), section: .today),
            UpcomingItem(id: 2, name: "Rent", due: try Fixture.due("2027-01-31"), every: Self.rule("month"), section: .later),
            UpcomingItem(id: 1, name: "Read", due: nil, section: .someday),
        ])
    }

    @Test func theSomedaySectionComesLastWithNoLabels() throws {
        let data = ListPresenter.displayData(for: UpcomingItems(today: Self.today, weekStart: .monday, through: nil, items: [
            UpcomingItem(id: 2, name: "Rent", due: try Fixture.due("2027-01-31"), every: Self.rule("month"), section: .later),
            UpcomingItem(id: 1, name: "Read", due: nil, section: .someday),
            UpcomingItem(id: 5, name: "Learn Welsh", due: nil, section: .someday),
        ]))
        #expect(data.sections == [
            UpcomingDisplaySection(title: "Later", items: [
                UpcomingDisplayItem(id: 2, name: "Rent", dueLabel: "Sun 31 Jan 2027", due: "2027-01-31", every: "month"),
            ]),
            UpcomingDisplaySection(title: "Someday", items: [
                UpcomingDisplayItem(id: 1, name: "Read", dueLabel: ""),
                UpcomingDisplayItem(id: 5, name: "Learn Welsh", dueLabel: ""),
            ]),
        ])
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct AddPresenterTests {
    /// A presenter on Saturday 2026-11-21, wired to spies that share one event log.
    private struct Harness {
        let log = EventLog()
        let interactor: AddInteractorSpy
        let view: AddViewSpy
        let wireframe: AddWireframeSpy
        let delegate: AddModuleDelegateSpy
        let presenter: AddPresenter

        init(interactorError: TodoError? = nil, answers: [String] = [], presetDueDate: String? = nil,
             hasDelegate: Bool = true) throws {
            interactor = AddInteractorSpy(nextID: 7, error: interactorError, log: log)
            view = AddViewSpy(answers: answers, log: log)
            wireframe = AddWireframeSpy(log: log)
            delegate = AddModuleDelegateSpy(log: log)
            let dates = DueDateParserSource(clock: try Fixture.clock("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
            presenter = AddPresenter(interactor: interactor, wireframe: wireframe, dates: dates,
                                     delegate: hasDelegate ? delegate : nil, preset: ItemDraft(due: presetDueDate))
            presenter.view = view
        }
    }

    // MARK: Saving

    @Test func theNameAndDueDateReachTheInteractorExactly() throws {
        let harness = try Harness()
        try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk", due: "2026-11-27"))
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Buy milk", due: try Fixture.due("2026-11-27"))])
    }

    /// The name rule is the interactor's: the presenter passes the name on untouched.
    @Test func theNameIsPassedOnAsTyped() throws {
        let harness = try Harness()
        try harness.presenter.saveAddAction(ItemDraft(name: "  Buy  milk\t"))
        #expect(harness.interactor.saves.map(\.name) == ["  Buy  milk\t"])
    }

    @Test func noDueDateMeansToday() throws {
        let harness = try Harness()
        try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk"))
        #expect(harness.interactor.saves.map(\.due) == [try Fixture.due("2026-11-21")])
    }

    /// A script's unset variable (`--due "$when"`) must not quietly mean today.
    @Test(arguments: ["", "   ", "\t"])
    func anEmptyOrBlankDueDateIsAUsageError(dueDate: String) throws {
        let harness = try Harness()
        let error = #expect(throws: TodoError.self) {
            try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk", due: dueDate))
        }
        #expect(error == TodoError.usage("cannot read \"\(TerminalText.escaped(dueDate))\" as a date; try " + DueDateParser.acceptedForms))
        #expect(error?.field == .dueDate)
        #expect(harness.log.events.isEmpty)
    }

    @Test(arguments: [
        ("today", "2026-11-21"), ("TOMORROW", "2026-11-22"), (" tomorrow ", "2026-11-22"),
        ("2026-12-01", "2026-12-01"), (" 2028-02-29 ", "2028-02-29"),
    ])
    func theDueDateIsReadByTheDateParser(dueDate: String, expected: String) throws {
        let harness = try Harness()
        try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk", due: dueDate))
        #expect(harness.interactor.saves.map(\.due) == [try Fixture.due(expected)])
    }

    @Test(arguments: ["whenever", "2026-02-30", "2026-13-01", "12/01/2026"])
    func aBadDateIsAUsageErrorAndTheInteractorIsNotCalled(dueDate: String) throws {
        let harness = try Harness()
        let error = #expect(throws: TodoError.self) {
            try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk", due: dueDate))
        }
        #expect(error?.status == .usage)
        #expect(error?.status.rawValue == 64)
        #expect(harness.log.events.isEmpty)
    }

    @Test func aSaveShowsTheItemThenDismissesThenTellsTheDelegate() throws {
        let harness = try Harness()
        try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk", due: "2026-11-27"))
        #expect(harness.view.shown == [ItemDisplay(id: 7, name: "Buy milk", dueLabel: "Fri 27 Nov", due: "2026-11-27")])
        #expect(harness.log.events == [
            "interactor.saveNewEntry", "view.showSavedItem", "wireframe.dismiss", "delegate.didSave",
        ])
        #expect(harness.delegate.cancelCount == 0)
    }

    @Test func aRefusedSaveShowsNothingAndStaysOpen() throws {
        let refusal = TodoError.usage("the name is empty")
        let harness = try Harness(interactorError: refusal)
        #expect(throws: refusal) {
            try harness.presenter.saveAddAction(ItemDraft(name: "  "))
        }
        #expect(harness.log.events == ["interactor.saveNewEntry"])
    }

    @Test func withoutADelegateASaveStillShowsAndDismisses() throws {
        let harness = try Harness(hasDelegate: false)
        try harness.presenter.saveAddAction(ItemDraft(name: "Buy milk"))
        #expect(harness.log.events == ["interactor.saveNewEntry", "view.showSavedItem", "wireframe.dismiss"])
    }

    // MARK: Cancelling

    @Test func cancelSaysSoDismissesThenTellsTheDelegateAndSavesNothing() throws {
        let harness = try Harness()
        try harness.presenter.cancelAddAction()
        #expect(harness.log.events == ["view.showCancelled", "wireframe.dismiss", "delegate.didCancel"])
        #expect(harness.interactor.saves.isEmpty)
        #expect(harness.view.shown.isEmpty)
    }

    // MARK: The Add screen

    @Test func theScreenAsksTheNameThenTheDateAndSaves() throws {
        let harness = try Harness(answers: ["Call mum", "fri 9am", ""])
        try harness.presenter.startAddAction()
        #expect(harness.view.questions == [.name, .dueDate, .repeatRule])
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Call mum", due: try Fixture.due("2026-11-27T09:00"))])
        #expect(harness.log.events == [
            "view.ask name", "view.ask dueDate", "view.ask repeatRule", "interactor.saveNewEntry", "view.showSavedItem",
            "wireframe.dismiss", "delegate.didSave",
        ])
    }

    @Test func anEmptyNameCancels() throws {
        let harness = try Harness(answers: ["   "])
        try harness.presenter.startAddAction()
        #expect(harness.log.events == ["view.ask name", "view.showCancelled", "wireframe.dismiss", "delegate.didCancel"])
    }

    /// A name the rule refuses is explained and asked again before the date is asked.
    @Test func aRefusedNameIsExplainedAndAskedAgainAtOnce() throws {
        let harness = try Harness(answers: ["Bell\u{7}", "Call mum", "tomorrow", ""])
        try harness.presenter.startAddAction()
        #expect(harness.view.questions == [.name, .name, .dueDate, .repeatRule])
        #expect(harness.view.problems == ["the name contains a control character (\\u{7})"])
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Call mum", due: try Fixture.due("2026-11-22"))])
    }

    @Test func aBadDateIsExplainedAndAskedAgainWithTheNameKept() throws {
        let harness = try Harness(answers: ["Call mum", "whenever", "tomorrow", ""])
        try harness.presenter.startAddAction()
        #expect(harness.view.questions == [.name, .dueDate, .dueDate, .repeatRule])
        #expect(harness.view.problems == ["cannot read \"whenever\" as a date; try " + DueDateParser.acceptedForms])
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Call mum", due: try Fixture.due("2026-11-22"))])
    }

    /// The screen offers today ("Due [today]: "): an empty answer takes it.
    @Test(arguments: ["", "  "])
    func anEmptyAnswerOnTheScreenMeansToday(answer: String) throws {
        let harness = try Harness(answers: ["Call mum", answer, ""])
        try harness.presenter.startAddAction()
        #expect(harness.interactor.saves.map(\.due) == [try Fixture.due("2026-11-21")])
        #expect(harness.view.problems.isEmpty)
    }

    @Test func aBlankPresetDateIsAUsageErrorNotToday() throws {
        let harness = try Harness(answers: ["Call mum"], presetDueDate: " ")
        let error = #expect(throws: TodoError.self) { try harness.presenter.startAddAction() }
        #expect(error?.status == .usage)
        #expect(harness.interactor.saves.isEmpty)
    }

    @Test func aBadNameIsNotAnsweredByAskingTheDateAgain() throws {
        let refusal = TodoError.usage("the name contains a control character (\\u{7})").about(.name)
        let harness = try Harness(interactorError: refusal, answers: ["Bad", "today", "", "today", ""])
        #expect(throws: refusal) { try harness.presenter.startAddAction() }
        #expect(harness.view.questions == [.name, .dueDate, .repeatRule])
        #expect(harness.view.problems.isEmpty)
    }

    @Test func aPresetDateIsNotAskedFor() throws {
        let harness = try Harness(answers: ["Call mum", ""], presetDueDate: "fri")
        try harness.presenter.startAddAction()
        #expect(harness.view.questions == [.name, .repeatRule])
        #expect(harness.interactor.saves.map(\.due) == [try Fixture.due("2026-11-27")])
    }

    @Test func aBadPresetDateIsAUsageErrorNotAQuestion() throws {
        let harness = try Harness(answers: ["Call mum"], presetDueDate: "whenever")
        let error = #expect(throws: TodoError.self) { try harness.presenter.startAddAction() }
        #expect(error?.status == .usage)
        #expect(harness.view.questions == [.name])
        #expect(harness.interactor.saves.isEmpty)
    }

    @Test func endOfInputAtEitherQuestionCancelsTheItemSayingSo() throws {
        let atName = try Harness(answers: [])
        try atName.presenter.startAddAction()
        let atDate = try Harness(answers: ["Call mum"])
        try atDate.presenter.startAddAction()
        let cancelled = ["view.showCancelled", "wireframe.dismiss", "delegate.didCancel"]
        #expect(atName.log.events == ["view.ask name"] + cancelled)
        #expect(atDate.log.events == ["view.ask name", "view.ask dueDate"] + cancelled)
        #expect(atDate.interactor.saves.isEmpty)
    }

    /// A wiring mistake is an internal error (exit 70), never a silent exit 0.
    @Test func startingTheScreenWithoutAViewIsAnInternalError() throws {
        let harness = try Harness(answers: ["Call mum"])
        harness.presenter.view = nil
        let error = #expect(throws: TodoError.self) { try harness.presenter.startAddAction() }
        #expect(error?.status == .software)
        #expect(harness.log.events.isEmpty)
    }

    // MARK: Display data

    @Test(arguments: [
        ("2026-11-27", "Fri 27 Nov"),
        ("2026-11-21T09:05", "Sat 21 Nov 09:05"),
        ("2027-01-07", "Thu 7 Jan 2027"),
        ("2028-02-29T23:59", "Tue 29 Feb 2028 23:59"),
    ])
    func displayDataLabelsTheDueDate(due: String, label: String) throws {
        let item = ItemSnapshot(id: 12, name: "Buy milk", due: try Fixture.due(due))
        #expect(AddPresenter.displayData(for: item, today: try Fixture.date("2026-11-21"))
            == ItemDisplay(id: 12, name: "Buy milk", dueLabel: label, due: due))
    }
}

extension AddPresenterTests {
    @Test func todayIsReadWhenTheUserActsNotWhenTheScreenOpened() throws {
        let clock = MovableClock(day: try Fixture.date("2026-11-21"))
        let interactor = AddInteractorSpy()
        let presenter = AddPresenter(interactor: interactor, wireframe: AddWireframeSpy(),
                                     dates: DueDateParserSource(clock: clock, calendar: WeekCalendar(firstWeekday: .monday)))
        let view = AddViewSpy()
        presenter.view = view
        try presenter.saveAddAction(ItemDraft(name: "One", due: "today"))
        clock.day = try Fixture.date("2026-11-22")
        try presenter.saveAddAction(ItemDraft(name: "Two", due: "today"))
        try presenter.saveAddAction(ItemDraft(name: "Three"))
        #expect(try interactor.saves.map(\.due) == ["2026-11-21", "2026-11-22", "2026-11-22"].map(Fixture.due))
    }
}

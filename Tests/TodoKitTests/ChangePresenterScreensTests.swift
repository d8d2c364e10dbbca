import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Change presenter's screen actions (`e ID`, `r ID...`) against spies: what it asks, what
/// an answer means, and when it gives up.
@Suite struct ChangePresenterScreensTests {
    let interactor = ChangeInteractorSpy()
    let wireframe = ChangeWireframeSpy()
    let delegate = ChangeModuleDelegateSpy()

    private func presenter(answers: [String]) -> (ChangePresenter, ChangeViewSpy) {
        let dates = DueDateParserSource(clock: FixedClock(today: ChangePresenterTests.today, stamps: FrozenClock()),
                                        calendar: WeekCalendar(firstWeekday: .monday))
        let presenter = ChangePresenter(interactor: interactor, wireframe: wireframe, dates: dates, delegate: delegate)
        let view = ChangeViewSpy(answers: answers)
        presenter.view = view
        return (presenter, view)
    }

    private let milk: ItemSnapshot

    init() throws {
        milk = ItemSnapshot(id: 3, name: "Buy milk", due: try Fixture.due("2026-11-27"))
    }

    @Test func editAsksWithTheItemsNameAndDateThenEditsWhatWasTyped() throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: ["Buy oat milk", "tomorrow", ""])
        try presenter.startEditAction(id: "3")
        #expect(view.questions == [.name(current: "Buy milk"), .dueDate(current: "Fri 27 Nov"), .repeatRule(current: nil)])
        #expect(interactor.calls == [.find([3]), .edit(id: 3, name: "Buy oat milk",
                                                      due: .set(try Fixture.due("2026-11-22")), every: .unchanged)])
        #expect(view.shown.map(\.verb) == ["Edited"])
        #expect(delegate.savedCount == 1)
    }

    @Test func emptyAnswersKeepWhatTheItemHas() throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: ["", "none"])
        try presenter.startEditAction(id: "3")
        #expect(interactor.calls.last == .edit(id: 3, name: nil, due: .removed, every: .unchanged))
        #expect(view.cancellations.isEmpty)
    }

    @Test func nothingNewEditsNothingAndSaysSo() throws {
        interactor.found = [ItemSnapshot(id: 5, name: "Read", due: nil)]
        let (presenter, view) = presenter(answers: ["  ", ""])
        try presenter.startEditAction(id: "5")
        #expect(view.questions == [.name(current: "Read"), .dueDate(current: nil)])
        #expect(interactor.calls == [.find([5])])
        #expect(view.cancellations == [.notEdited])
        #expect(delegate.cancelledCount == 1)
        #expect(delegate.savedCount == 0)
    }

    @Test func aRefusedNameOrDateIsExplainedAndAskedAgainAtOnce() throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: ["Bell\u{7}", "Milk", "whenever", "fri", ""])
        try presenter.startEditAction(id: "3")
        #expect(view.questions == [.name(current: "Buy milk"), .name(current: "Buy milk"),
                                   .dueDate(current: "Fri 27 Nov"), .dueDate(current: "Fri 27 Nov"), .repeatRule(current: nil)])
        #expect(view.problems == ["the name contains a control character (\\u{7})",
                                  "cannot read \"whenever\" as a date; try " + DueDateParser.acceptedForms])
        #expect(interactor.calls.last == .edit(id: 3, name: "Milk", due: .set(try Fixture.due("2026-11-27")),
                                               every: .unchanged))
    }

    @Test func endOfInputAtAnEditQuestionEditsNothing() throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: ["Milk"])
        try presenter.startEditAction(id: "3")
        #expect(interactor.calls == [.find([3])])
        #expect(view.cancellations == [.notEdited])
        #expect(delegate.cancelledCount == 1)
    }

    @Test func anIDThatIsNotOneIsRefusedBeforeAnythingIsAsked() throws {
        let (presenter, view) = presenter(answers: [])
        #expect(throws: TodoError.usage("'x' is not an item id (ids are positive whole numbers)")) {
            try presenter.startEditAction(id: "x")
        }
        #expect(view.questions.isEmpty)
        #expect(interactor.calls.isEmpty)
    }

    @Test(arguments: ["y", "Y", " yes "])
    func removeAsksFirstAndYesRemoves(answer: String) throws {
        interactor.found = [milk]
        interactor.outcome = ChangeOutcome(items: [milk])
        let (presenter, view) = presenter(answers: [answer])
        try presenter.startRemoveAction(ids: ["3"])
        #expect(view.questions == [.removal([ItemDisplay(id: 3, name: "Buy milk", due: "2026-11-27")])])
        #expect(interactor.calls == [.find([3]), .remove([3])])
        #expect(view.shown.map(\.verb) == ["Removed"])
        #expect(delegate.savedCount == 1)
    }

    @Test(arguments: ["", "n", "no", "yep", "y es"])
    func anythingButYesKeepsTheItems(answer: String) throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: [answer])
        try presenter.startRemoveAction(ids: ["3"])
        #expect(interactor.calls == [.find([3])])
        #expect(view.cancellations == [.notRemoved])
        #expect(delegate.cancelledCount == 1)
    }

    @Test func endOfInputAtTheRemoveQuestionKeepsTheItems() throws {
        interactor.found = [milk]
        let (presenter, view) = presenter(answers: [])
        try presenter.startRemoveAction(ids: ["3"])
        #expect(interactor.calls == [.find([3])])
        #expect(view.cancellations == [.notRemoved])
    }

    @Test func anIDNoItemHasIsRefusedBeforeTheQuestion() throws {
        interactor.error = TodoError.notFound("no item has id 9")
        let (presenter, view) = presenter(answers: ["y"])
        #expect(throws: TodoError.notFound("no item has id 9")) { try presenter.startRemoveAction(ids: ["9"]) }
        #expect(view.questions.isEmpty)
    }
}

/// The Edit screen's repeat question, against doubles.
@Suite struct ChangePresenterRepeatQuestionTests {
    private let interactor = ChangeInteractorSpy()
    private let delegate = ChangeModuleDelegateSpy()

    private func presenter(answers: [String]) throws -> (ChangePresenter, ChangeViewSpy) {
        let dates = DueDateParserSource(clock: try Fixture.clock("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        let presenter = ChangePresenter(interactor: interactor, wireframe: ChangeWireframeSpy(), dates: dates, delegate: delegate)
        let view = ChangeViewSpy(answers: answers)
        presenter.view = view
        return (presenter, view)
    }

    private func rent() throws -> ItemSnapshot {
        ItemSnapshot(id: 4, name: "Pay rent", due: try Fixture.due("2026-11-27"), every: try RepeatRuleParser.parse("month"))
    }

    @Test func theItemsRuleIsOfferedAndAnEmptyAnswerKeepsIt() throws {
        interactor.found = [try rent()]
        let (presenter, view) = try presenter(answers: ["", "", ""])
        try presenter.startEditAction(id: "4")
        #expect(view.questions == [.name(current: "Pay rent"), .dueDate(current: "Fri 27 Nov"), .repeatRule(current: "month")])
        #expect(view.cancellations == [.notEdited])
    }

    @Test func aNewRuleOrNeverIsTheEdit() throws {
        interactor.found = [try rent()]
        let (presenter, view) = try presenter(answers: ["", "", "2 weeks"])
        try withExtendedLifetime(view) { try presenter.startEditAction(id: "4") }
        #expect(interactor.calls.last == .edit(id: 4, name: nil, due: .unchanged, every: .set(try RepeatRuleParser.parse("2 weeks"))))
        let (stopping, stoppingView) = try self.presenter(answers: ["", "", "never"])
        try withExtendedLifetime(stoppingView) { try stopping.startEditAction(id: "4") }
        #expect(interactor.calls.last == .edit(id: 4, name: nil, due: .unchanged, every: .removed))
    }

    /// No date, no rule: `none`, or no date kept, asks no rule.
    @Test func noDateAsksNoRule() throws {
        interactor.found = [try rent()]
        let (presenter, view) = try presenter(answers: ["", "none"])
        try presenter.startEditAction(id: "4")
        #expect(view.questions == [.name(current: "Pay rent"), .dueDate(current: "Fri 27 Nov")])
        interactor.found = [ItemSnapshot(id: 5, name: "Read", due: nil)]
        let (undated, undatedView) = try self.presenter(answers: ["", ""])
        try undated.startEditAction(id: "5")
        #expect(undatedView.questions == [.name(current: "Read"), .dueDate(current: nil)])
    }
}

import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The Add screen's questions past the date: the repeat rule, and the words of the name that
/// answer questions (`due:`, `every:`, `pri:`), against doubles.
@Suite struct AddPresenterScreenQuestionsTests {
    private let log = EventLog()

    private func presenter(answers: [String]) throws -> (AddPresenter, AddViewSpy, AddInteractorSpy) {
        let interactor = AddInteractorSpy(nextID: 7, error: nil, log: log)
        let view = AddViewSpy(answers: answers, log: log)
        let dates = DueDateParserSource(clock: try Fixture.clock("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        let presenter = AddPresenter(interactor: interactor, wireframe: AddWireframeSpy(log: log), dates: dates,
                                     delegate: AddModuleDelegateSpy(log: log))
        presenter.view = view
        return (presenter, view, interactor)
    }

    @Test func theRuleIsAskedAfterTheDateAndAskedAgainWhileItCannotBeRead() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Water plants", "mon", "sometimes", "week"])
        try presenter.startAddAction()
        #expect(view.questions == [.name, .dueDate, .repeatRule, .repeatRule])
        #expect(view.problems.count == 1)
        #expect(view.problems.first?.hasPrefix("cannot read \"sometimes\" as a repeat rule") == true)
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Water plants", due: try Fixture.due("2026-11-23"),
                                                           every: try RepeatRuleParser.parse("week"))])
    }

    @Test(arguments: ["", "never", " Never "])
    func anEmptyAnswerOrNeverIsNoRule(_ answer: String) throws {
        let (presenter, view, interactor) = try presenter(answers: ["Water plants", "", answer])
        try withExtendedLifetime(view) { try presenter.startAddAction() }
        #expect(interactor.saves.map(\.every) == [nil])
    }

    /// No date, no rule: after `none` the rule is not asked.
    @Test func afterNoneTheRuleIsNotAsked() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Learn Go", "none"])
        try presenter.startAddAction()
        #expect(view.questions == [.name, .dueDate])
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Learn Go", due: nil)])
    }

    /// With a start, the date's default is no date (as `todo add --start` without `--due`), the
    /// question says so, and no rule is asked for an item left without one.
    @Test func afterAStartAnEmptyDateIsNoDateAndNoRuleIsAsked() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Plan trip start:2026-11-25", ""])
        try presenter.startAddAction()
        #expect(view.questions == [.name, .dueDateAfterStart])
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Plan trip", due: nil)])
        #expect(AddScreenView.prompt(.dueDateAfterStart) == "Due [none]: ")
        let (dated, datedView, datedSaves) = try self.presenter(answers: ["Plan trip start:2026-11-25", "2026-11-30", ""])
        try dated.startAddAction()
        #expect(datedView.questions == [.name, .dueDateAfterStart, .repeatRule])
        #expect(datedSaves.saves.map(\.due) == [try Fixture.due("2026-11-30")])
    }

    @Test func theNamesWordsAnswerTheirQuestions() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Pay rent due:fri every:month"])
        try presenter.startAddAction()
        #expect(view.questions == [.name])
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Pay rent", due: try Fixture.due("2026-11-27"),
                                                           every: try RepeatRuleParser.parse("month"))])
        let (dated, datedView, _) = try self.presenter(answers: ["Call bob due:fri", ""])
        try dated.startAddAction()
        #expect(datedView.questions == [.name, .repeatRule])
    }

    /// A word that is not a value stays in the name, with the warning `todo add` gives; the name
    /// without any word taken is kept as typed.
    @Test func aWordThatIsNotAValueStaysInTheNameWithAWarning() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Buy  milk due:someday2", "", ""])
        try presenter.startAddAction()
        #expect(view.problems == ["'due:someday2' stays in the name: not a date"])
        #expect(interactor.saves.map(\.name) == ["Buy  milk due:someday2"])
    }

    @Test func aWordGivenTwiceIsExplainedAndTheNameAskedAgain() throws {
        let (presenter, view, interactor) = try presenter(answers: ["Pay due:fri due:mon", "Pay", "", ""])
        try presenter.startAddAction()
        #expect(view.questions == [.name, .name, .dueDate, .repeatRule])
        #expect(view.problems == ["the due date is given twice: 'due:fri' and 'due:mon'"])
        #expect(interactor.saves.map(\.name) == ["Pay"])
    }
}

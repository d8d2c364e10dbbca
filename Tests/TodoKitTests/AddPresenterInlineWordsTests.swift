import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo add`'s NAME words through the presenter, on Saturday 2026-11-21: the attribute words
/// it takes, those it leaves in the name with a warning, and those after `--`.
@Suite struct AddPresenterInlineWordsTests {
    private struct Harness {
        let interactor = AddInteractorSpy(nextID: 7)
        let view = AddViewSpy()
        let wireframe = AddWireframeSpy()
        let presenter: AddPresenter

        init() throws {
            let dates = DueDateParserSource(clock: try Fixture.clock("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
            presenter = AddPresenter(interactor: interactor, wireframe: wireframe, dates: dates)
            presenter.view = view
        }

        func add(_ words: [String], afterEnd: [String] = [], draft: ItemDraft = ItemDraft()) throws {
            try presenter.saveAddCommand(words: words, afterEnd: afterEnd, draft: draft)
        }
    }

    @Test(arguments: [
        (["Call", "bob", "due:fri"], "Call bob", "2026-11-27", nil as String?),
        (["Due:Mon", "Call", "bob"], "Call bob", "2026-11-23", nil),
        (["Pay", "rent", "due:eom", "every:month"], "Pay rent", "2026-11-30", "month"),
        (["Stand-up", "rec:weekdays"], "Stand-up", "2026-11-21", "weekdays"),
        (["Stand-up", "RECUR:weekdays"], "Stand-up", "2026-11-21", "weekdays"),
        // The priority is read into the draft; the field that keeps it is not here yet.
        (["Call", "bob", "pri:h"], "Call bob", "2026-11-21", nil),
    ])
    func aValidWordIsTakenAndLeftOutOfTheName(words: [String], name: String, due: String, every: String?) throws {
        let harness = try Harness()
        try harness.add(words)
        let rule = try every.map { try RepeatRuleParser.parse($0) }
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: name, due: try Fixture.due(due), every: rule)])
        #expect(harness.view.problems == [])
    }

    @Test(arguments: [
        (["Call", "due:someday2"], "Call due:someday2", "'due:someday2' stays in the name: not a date"),
        (["every:often", "Call"], "every:often Call", "'every:often' stays in the name: not a repeat rule"),
        (["Call", "pri:urgent"], "Call pri:urgent", "'pri:urgent' stays in the name: not a priority"),
        (["Call", "due:"], "Call due:", "'due:' stays in the name: not a date"),
    ])
    func aWordWhoseValueIsNotValidStaysWithAWarning(words: [String], name: String, warning: String) throws {
        let harness = try Harness()
        try harness.add(words)
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: name, due: try Fixture.due("2026-11-21"))])
        #expect(harness.view.problems == [warning])
    }

    @Test func wordsAfterTheEndOfOptionsAreTheNamesExactly() throws {
        let harness = try Harness()
        try harness.add(["Read"], afterEnd: ["due:fri", "pri:zz"])
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Read due:fri pri:zz", due: try Fixture.due("2026-11-21"))])
        #expect(harness.view.problems == [])
    }

    @Test(arguments: [
        (["x", "due:fri"], ItemDraft(due: "mon"), "the due date is given twice: --due and 'due:fri'"),
        (["x", "due:fri", "due:mon"], ItemDraft(), "the due date is given twice: 'due:fri' and 'due:mon'"),
        (["x", "every:month"], ItemDraft(every: "week"), "the repeat rule is given twice: --every and 'every:month'"),
        (["x", "pri:h", "priority:l"], ItemDraft(), "the priority is given twice: 'pri:h' and 'priority:l'"),
    ])
    func anAttributeGivenTwiceIsAUsageErrorAndSavesNothing(words: [String], draft: ItemDraft, message: String) throws {
        let harness = try Harness()
        #expect(throws: TodoError.usage(message)) { try harness.add(words, draft: draft) }
        #expect(harness.interactor.saves == [])
    }

    /// A taken `due:` reaches the rules as `--due`'s value would (the interactor refuses a
    /// past one, for both alike).
    @Test func aPastDueWordReachesTheRulesAsThePastDueOptionDoes() throws {
        let word = try Harness()
        let option = try Harness()
        try word.add(["x", "due:2026-11-20"])
        try option.add(["x"], draft: ItemDraft(due: "2026-11-20"))
        #expect(word.interactor.saves == [AddInteractorSpy.Save(name: "x", due: try Fixture.due("2026-11-20"))])
        #expect(word.interactor.saves == option.interactor.saves)
    }

    /// The words are read, not the options' values: `--due` is never split at a colon.
    @Test func theOptionsValuesAreLeftAsTyped() throws {
        let harness = try Harness()
        try harness.add(["Call"], draft: ItemDraft(due: "fri"))
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Call", due: try Fixture.due("2026-11-27"))])
    }
}

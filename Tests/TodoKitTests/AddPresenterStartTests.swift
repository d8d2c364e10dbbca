import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The start through the Add presenter, on Saturday 2026-11-21: the `start:`, `wait:` and `t:`
/// words on the command line and in the Add screen's name; a start without a due date adds no
/// due date (on the screen too: an empty due answer is then no date).
@Suite struct AddPresenterStartTests {
    private func presenter(answers: [String] = []) throws -> (AddPresenter, AddInteractorSpy, AddViewSpy) {
        let interactor = AddInteractorSpy(nextID: 7)
        let view = AddViewSpy(answers: answers)
        let dates = DueDateParserSource(clock: try Fixture.clock("2026-11-21"), calendar: WeekCalendar(firstWeekday: .monday))
        let presenter = AddPresenter(interactor: interactor, wireframe: AddWireframeSpy(), dates: dates)
        presenter.view = view
        return (presenter, interactor, view)
    }

    @Test(arguments: [
        (["Plan", "start:next", "monday"], "2026-11-23"),
        (["Plan", "wait:tue"], "2026-11-24"),
        (["t:2026-12-01", "Plan"], "2026-12-01"),
    ])
    func aStartWordIsTakenAndMeansNoDueDate(words: [String], start: String) throws {
        let (presenter, interactor, view) = try presenter()
        try presenter.saveAddCommand(words: words, afterEnd: [], draft: ItemDraft())
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Plan", due: nil)])
        #expect(interactor.starts == [start])
        #expect(view.problems == [])
    }

    @Test func aStartWordWithATimeKeepsTheTimeInTheName() throws {
        let (presenter, interactor, view) = try presenter()
        // The view is held weakly by the presenter: kept alive here.
        try withExtendedLifetime(view) {
            try presenter.saveAddCommand(words: ["Plan", "start:tomorrow", "5pm"], afterEnd: [], draft: ItemDraft())
        }
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Plan 5pm", due: nil)])
        #expect(interactor.starts == ["2026-11-22"])
    }

    @Test func theAddScreensNameTakesTheStartWord() throws {
        let (presenter, interactor, view) = try presenter(answers: ["Renew passport start:2026-12-01", "2026-12-07", ""])
        try withExtendedLifetime(view) { try presenter.startAddAction() }
        #expect(interactor.saves == [AddInteractorSpy.Save(name: "Renew passport", due: try Fixture.due("2026-12-07"))])
        #expect(interactor.starts == ["2026-12-01"])
    }
}

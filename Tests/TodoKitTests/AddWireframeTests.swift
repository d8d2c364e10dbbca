import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct AddWireframeTests {
    /// Makes the Add views, all on one fake terminal, and keeps them so a test can look at them.
    private final class ViewMaker {
        let terminal: FakeTerminal
        let format: OutputFormat
        private(set) var made: [AddView] = []
        private(set) var madeScreens: [AddScreenView] = []

        init(format: OutputFormat, input: [String]) {
            self.format = format
            terminal = FakeTerminal(interactive: true, input: input)
        }

        func makeScreen(presetDueDate: String?) -> AddScreenView {
            let view = AddScreenView(terminal: terminal, presetDueDate: presetDueDate)
            madeScreens.append(view)
            return view
        }

        func make() -> AddView {
            let view = AddView(terminal: terminal, format: format)
            made.append(view)
            return view
        }
    }

    /// A wireframe over a real presenter whose interactor is a spy.
    private struct Harness {
        let views: ViewMaker
        let interactor = AddInteractorSpy(nextID: 7)
        let presenter: AddPresenter
        let wireframe: AddWireframe

        var terminal: FakeTerminal { views.terminal }
        var madeViews: [AddView] { views.made }

        init(format: OutputFormat = .text, input: [String] = []) throws {
            let views = ViewMaker(format: format, input: input)
            self.views = views
            presenter = AddPresenter(dateParser: DueDateParser(today: try Fixture.date("2026-11-21"),
                                                               calendar: WeekCalendar(firstWeekday: .monday)))
            presenter.interactor = interactor
            wireframe = AddWireframe(presenter: presenter, makeView: { views.make() },
                                     makeScreenView: { views.makeScreen(presetDueDate: $0) })
        }
    }

    @Test func theWireframeBecomesItsPresentersWireframe() throws {
        let harness = try Harness()
        #expect(harness.presenter.wireframe === harness.wireframe)
    }

    @Test func presentAddCommandWiresViewAndPresenterAndSubmitsTheArguments() throws {
        let harness = try Harness()

        try harness.wireframe.presentAddCommand(nameWords: ["Buy", "milk"], dueDate: "2026-11-27")

        #expect(harness.madeViews.count == 1)
        let view = try #require(harness.madeViews.first)
        #expect(view.eventHandler === harness.presenter)
        #expect(harness.presenter.view === view)
        #expect(harness.interactor.saves == [AddInteractorSpy.Save(name: "Buy milk", due: try Fixture.due("2026-11-27"))])
        #expect(harness.terminal.output == "Added 7: Buy milk (due Fri 27 Nov)\n")
    }

    @Test func presentAddCommandWritesJSONWhenAsked() throws {
        let harness = try Harness(format: .json)
        try harness.wireframe.presentAddCommand(nameWords: ["Buy", "milk"], dueDate: nil)
        #expect(harness.terminal.output == #"{"id": 7, "name": "Buy milk", "due": "2026-11-21"}"# + "\n")
    }

    @Test func theCommandHasNoDelegate() throws {
        let harness = try Harness()
        let earlier = AddModuleDelegateSpy()
        harness.presenter.delegate = earlier

        try harness.wireframe.presentAddCommand(nameWords: ["Buy", "milk"], dueDate: nil)

        #expect(harness.presenter.delegate == nil)
        #expect(earlier.saveCount == 0)
        #expect(earlier.cancelCount == 0)
    }

    @Test func aBadDateFromTheCommandLineIsAUsageErrorAndNothingIsSaved() throws {
        let harness = try Harness()
        let error = #expect(throws: TodoError.self) {
            try harness.wireframe.presentAddCommand(nameWords: ["Buy", "milk"], dueDate: "someday")
        }
        #expect(error?.status == .usage)
        #expect(harness.interactor.saves.isEmpty)
        #expect(harness.terminal.output == "")
    }

    @Test func presentAddScreenWiresTheScreenAndTellsTheDelegateOfTheSave() throws {
        let harness = try Harness(input: ["Buy milk", "tomorrow"])
        let delegate = AddModuleDelegateSpy()

        try harness.wireframe.presentAddScreen(delegate: delegate)

        #expect(harness.presenter.delegate === delegate)
        #expect(harness.views.madeScreens.count == 1)
        #expect(harness.views.madeScreens.first?.eventHandler === harness.presenter)
        #expect(harness.interactor.saves.map(\.name) == ["Buy milk"])
        #expect(delegate.saveCount == 1)
        #expect(delegate.cancelCount == 0)
    }

    @Test func presentAddScreenCancelledSavesNothing() throws {
        let harness = try Harness(input: [""])
        let delegate = AddModuleDelegateSpy()

        try harness.wireframe.presentAddScreen(delegate: delegate, presetDueDate: "fri")

        #expect(harness.interactor.saves.isEmpty)
        #expect(delegate.saveCount == 0)
        #expect(delegate.cancelCount == 1)
        #expect(harness.terminal.output == AddScreenView.namePrompt)
    }

    @Test func everyPresentationMakesAFreshView() throws {
        let harness = try Harness()
        try harness.wireframe.presentAddCommand(nameWords: ["One"], dueDate: nil)
        try harness.wireframe.presentAddCommand(nameWords: ["Two"], dueDate: nil)
        #expect(harness.madeViews.count == 2)
        #expect(harness.madeViews.first !== harness.madeViews.last)
        #expect(harness.interactor.saves.map(\.name) == ["One", "Two"])
    }
}

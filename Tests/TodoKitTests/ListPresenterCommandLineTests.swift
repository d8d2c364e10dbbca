import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// The List presenter's `:` command line and `s` sync, against spies: what each command routes
/// to, what it said on the status line, and what is printed on quit.
@Suite struct ListPresenterCommandLineTests {
    let interactor: ListInteractorSpy
    let view: ListViewSpy
    let wireframe: ListWireframeSpy
    let messages: ScreenMessages
    let presenter: ListPresenter

    init() throws {
        let spies = try ListScreenSpies()
        (interactor, view, wireframe, messages, presenter) =
            (spies.interactor, spies.view, spies.wireframe, spies.messages, spies.presenter)
        wireframe.commandOutput = { [messages] command in
            switch command.command {
            case .add?: messages.post("Added 5: \(command.operands.joined(separator: " ")) (due Mon 23 Nov)\n")
            case .sync?: messages.post("+ 5 From the phone\nSynced with phone: 1 added\n")
            default: break
            }
        }
    }

    private var lastFrame: ListScreenFrame? { view.frames.last }

    private func type(_ line: String) throws {
        view.answers = [line]
        try presenter.perform(.commandLine)
    }

    @Test func colonAsksForACommandLine() throws {
        try presenter.updateView()
        try type("")
        #expect(view.questions == [.command])
        #expect(wireframe.changeActions.isEmpty && wireframe.commands.isEmpty)
    }

    @Test func doneReopenRmAndEditAloneAreTheScreensChanges() throws {
        try presenter.updateView()
        try type("done 3 4")
        try type("todo reopen 2")
        try type("rm 1")
        try type("edit 4")
        #expect(wireframe.changeActions == [.complete(ids: ["3", "4"]), .reopen(ids: ["2"]), .remove(ids: ["1"]),
                                            .edit(id: "4")])
        #expect(wireframe.delegates.allSatisfy { $0 === presenter })
    }

    @Test func addWithANameRunsAsOnTheShellAndWhatItPrintedIsTheStatusAndTheLog() throws {
        try presenter.updateView()
        try type("add 'Buy milk' --due mon")
        #expect(wireframe.commands.map(\.command) == [.add])
        #expect(wireframe.commands.first?.operands == ["Buy milk"])
        #expect(interactor.queries.count == 2)
        #expect(lastFrame?.status == ListStatus("Added 5: Buy milk (due Mon 23 Nov)" + ListScreenView.undoes))
        #expect(presenter.changeLog == ["Added 5: Buy milk (due Mon 23 Nov)\n"])
    }

    @Test func addAloneOpensTheAddScreenWithTheOptionsGiven() throws {
        try presenter.updateView()
        try type("add --due fri")
        #expect(wireframe.addPresets == [ItemDraft(due: "fri")])
    }

    @Test func listSetsTheFilterAndWhatIsShown() throws {
        try presenter.updateView()
        try type("list +home --all")
        #expect(presenter.query == ListQuery(includingLater: true, filter: ItemFilter(words: ["+home"])))
        #expect(interactor.queries.last == presenter.query)
        try type("list")
        #expect(presenter.query == ListQuery())
    }

    @Test func showAndUndoAreTheirKeys() throws {
        try presenter.updateView()
        try type("show 3")
        try type("show 2 x1")
        try type("undo")
        #expect(wireframe.shownIDs == [["3"], ["2", "x1"]])
        #expect(wireframe.undoCount == 1)
    }

    @Test func aRefusedLineChangesNothingAndSaysWhy() throws {
        try presenter.updateView()
        try type("import tasks.json")
        #expect(wireframe.commands.isEmpty)
        #expect(lastFrame?.status == ListStatus("todo import is not taken on the List screen: run it from the shell",
                                                isProblem: true))
        try type("list --json")
        #expect(presenter.query == ListQuery())
        #expect(lastFrame?.status.isProblem == true)
    }

    @Test func aCommandThatFailsSaysWhyAndLogsNothing() throws {
        try presenter.updateView()
        wireframe.commandError = TodoError.usage("could not read the due date 'blue'")
        try type("add Paint --due blue")
        #expect(lastFrame?.status == ListStatus("could not read the due date 'blue'", isProblem: true))
        #expect(presenter.changeLog.isEmpty)
    }

    @Test func escAtTheCommandLineRunsNothing() throws {
        try presenter.updateView()
        view.answers = []
        try presenter.perform(.commandLine)
        #expect(lastFrame?.status == ListStatus("Nothing run."))
        #expect(wireframe.commands.isEmpty)
    }

    @Test func sSyncsAndItsLinesAreTheStatusLineAndTheLog() throws {
        try presenter.updateView()
        try presenter.perform(.sync)
        #expect(wireframe.commands.map(\.command) == [.sync])
        #expect(view.frames.contains { $0.status == ListStatus("Syncing…") })
        #expect(lastFrame?.status == ListStatus("+ 5 From the phone Synced with phone: 1 added"))
        #expect(presenter.changeLog == ["+ 5 From the phone\nSynced with phone: 1 added\n"])
        try type("sync phone")
        #expect(wireframe.commands.last?.operands == ["phone"])
    }

    @Test func aSyncThatCannotRunSaysWhyNot() throws {
        try presenter.updateView()
        wireframe.commandError = TodoError.usage("todo sync syncs a folder store: name it with --vdir DIR or TODO_VDIR")
        try presenter.perform(.sync)
        #expect(lastFrame?.status == ListStatus("todo sync syncs a folder store: name it with --vdir DIR or TODO_VDIR",
                                                isProblem: true))
        #expect(presenter.changeLog.isEmpty)
    }
}

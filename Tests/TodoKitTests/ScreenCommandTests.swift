import Testing
@testable import TodoCore
@testable import TodoKit

/// The List screen's `:` line: split as a shell splits it, read as the command line is, and
/// turned into what the screen does; what the screen does not take is refused with a message.
@Suite struct ScreenCommandTests {
    private func command(_ line: String) throws -> ScreenCommand? {
        try ScreenCommand(line: line)
    }

    @Test func doneReopenAndRmAreTheScreensChangesOnTheIDsTyped() throws {
        #expect(try command("done 3 4") == .change(.complete(ids: ["3", "4"])))
        #expect(try command("todo done 3") == .change(.complete(ids: ["3"])))
        #expect(try command("reopen 7") == .change(.reopen(ids: ["7"])))
        #expect(try command("rm 2 5") == .change(.remove(ids: ["2", "5"])))
        #expect(try command("remove 2") == .change(.remove(ids: ["2"])))
    }

    @Test func editWithoutOptionsOpensTheEditScreenAndWithThemRunsAtOnce() throws {
        #expect(try command("edit 3") == .change(.edit(id: "3")))
        let withDue = try #require(try command("edit 3 --due 'next fri'"))
        guard case .run(let parsed) = withDue else { Issue.record("\(withDue)"); return }
        #expect(parsed.command == .edit)
        #expect(parsed.operands == ["3"])
        #expect(parsed.draft.due == "next fri")
        guard case .run(let tagged) = try command("edit 3 +home") else { Issue.record("not run"); return }
        #expect(tagged.operands == ["3", "+home"])
    }

    @Test func addWithANameRunsAndWithoutOneOpensTheAddScreen() throws {
        guard case .run(let parsed) = try command("add \"Buy milk\" --due fri") else { Issue.record("not run"); return }
        #expect(parsed.command == .add)
        #expect(parsed.operands == ["Buy milk"])
        #expect(parsed.draft.due == "fri")
        #expect(try command("add") == .add(preset: ItemDraft()))
        #expect(try command("add --due fri") == .add(preset: ItemDraft(due: "fri")))
    }

    @Test func listSetsWhatIsShownAndShowUndoAndSyncAreTheirKeys() throws {
        #expect(try command("list +home 'milk & eggs' --all")
            == .list(ListQuery(includingLater: true, filter: ItemFilter(words: ["+home", "milk & eggs"]))))
        #expect(try command("ls --done") == .list(ListQuery(showsDone: true)))
        #expect(try command("show 12") == .show(ids: ["12"]))
        #expect(try command("show 12 3") == .show(ids: ["12", "3"]))
        #expect(try command("undo") == .undo)
        #expect(try command("sync") == .sync(pair: nil))
        #expect(try command("sync phone") == .sync(pair: "phone"))
    }

    @Test func anEmptyLineIsNoCommand() throws {
        #expect(try command("") == nil)
        #expect(try command("  todo ") == nil)
    }

    @Test(arguments: [
        ("import tasks.json", "todo import is not taken on the List screen: run it from the shell"),
        ("export", "todo export is not taken on the List screen: run it from the shell"),
        ("help", "todo help is not taken on the List screen: ? shows the keys"),
        ("--all", "a command is needed: add, done, reopen, rm, edit, undo, show, list or sync"),
        ("list --json", "--json is not taken on the List screen: what a command prints goes to the status line"),
        ("list --file other.json", "--file is not taken on the List screen: it keeps the store and settings it was opened with"),
        ("add x --vdir cal", "--vdir is not taken on the List screen: it keeps the store and settings it was opened with"),
        ("list --today 2026-01-01", "--today is not taken on the List screen: it keeps the store and settings it was opened with"),
        ("done --help", "--help is not taken on the List screen: ? shows the keys"),
        ("frobnicate", "unknown command 'frobnicate'; the List screen takes add, done, reopen, rm, edit, undo, show, list or sync"),
        ("dne 3", "unknown command 'dne'; did you mean 'done'?"),
        ("add 'milk", "the command line has a ' that is not closed"),
    ])
    func whatTheScreenDoesNotTakeIsRefused(line: String, message: String) {
        #expect(throws: TodoError.usage(message)) { try ScreenCommand(line: line) }
    }
}

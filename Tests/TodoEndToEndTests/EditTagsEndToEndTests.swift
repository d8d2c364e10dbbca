import Foundation
import Testing
import TodoTestSupport

/// `todo edit ID +tag @ctx --untag WORD` through the built binary, on Saturday 2026-11-21 in
/// Europe/Berlin, on both stores.
@Suite struct EditTagsEndToEndTests {
    @Test(arguments: [false, true])
    func tagWordsAreAddedOnceAndTakenOut(inFolder: Bool) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let store = inFolder ? ["--vdir", todo.folder.appendingPathComponent("tasks").path] : []
        #expect(try todo.run(store + ["add", "Call", "bob", "+work"]).status == 0)
        #expect(try todo.run(store + ["edit", "1", "+home", "@phone", "--untag", "work"])
                == .init(status: 0, stdout: "Edited 1: Call bob +home @phone (due Sat 21 Nov)\n", stderr: ""))
        #expect(try todo.run(store + ["edit", "1", "+HOME", "--name", "Ring bob"])
                == .init(status: 0, stdout: "Edited 1: Ring bob +HOME (due Sat 21 Nov)\n", stderr: ""))
        #expect(try todo.run(store + ["edit", "1", "--untag", "@nothing", "--untag", "+home"])
                == .init(status: 0, stdout: "Edited 1: Ring bob (due Sat 21 Nov)\n", stderr: ""))
        // One change each: undo takes back the last edit only.
        #expect(try todo.run(store + ["undo"]).status == 0)
        #expect(try todo.run(store + ["list"]).stdout.contains("Ring bob +HOME"))
    }

    @Test func anEditThatChangesNothingSaysSoAndWritesNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Call", "bob", "+home"]).status == 0)
        let before = todo.fileText()
        #expect(try todo.run(["edit", "1", "+Home"])
                == .init(status: 0, stdout: "", stderr: "todo: 1 is left as it was: nothing to change\n"))
        #expect(todo.fileText() == before)
        // The add is still the change undo takes back.
        #expect(try todo.run(["undo"]).stdout.hasPrefix("Undid"))
    }

    @Test(arguments: [
        (["edit", "1", "--untag", "work"], "todo: the name is empty\n"),
        (["edit", "1", "2"], "todo: todo edit takes one ID, not 2: todo edit ID [+TAG|@CONTEXT...] [--name NAME] [--due DATE] [--start DATE] [--every RULE] [--priority P] [--note TEXT] [--url URL] [--untag WORD]... [--json]; quote a name that has spaces\n"),
        (["edit", "1", "--untag", ""], "todo: --untag needs one word, not ''\n"),
    ])
    func refusalsAre64AndWriteNothing(arguments: [String], stderr: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "--", "+work"]).status == 0)
        let before = todo.fileText()
        #expect(try todo.run(arguments) == .init(status: 64, stdout: "", stderr: stderr))
        #expect(todo.fileText() == before)
    }
}

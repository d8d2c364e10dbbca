import Foundation
import Testing
import TodoTestSupport

/// `todo add`'s `due:`, `every:` and `pri:` NAME words through the built binary, on Saturday
/// 2026-11-21 in Europe/Berlin: taken, left with a warning, refused when given twice, and kept
/// as they are after `--`.
@Suite struct InlineAttributesEndToEndTests {
    @Test func validWordsAreTakenAsTheirOptions() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Call", "bob", "due:fri"])
                == .init(status: 0, stdout: "Added 1: Call bob (due Fri 27 Nov)\n", stderr: ""))
        #expect(try todo.run(["add", "Pay", "rent", "DUE:eom", "rec:month"])
                == .init(status: 0, stdout: "Added 2: Pay rent (due Mon 30 Nov, every month)\n", stderr: ""))
        #expect(try todo.run(["add", "Read", "due:none"])
                == .init(status: 0, stdout: "Added 3: Read (no due date)\n", stderr: ""))
    }

    @Test func aWordThatIsNotValidStaysInTheNameWithAWarning() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Plan", "due:someday2", "every:often"])
                == .init(status: 0, stdout: "Added 1: Plan due:someday2 every:often (due Sat 21 Nov)\n",
                         stderr: "todo: 'due:someday2' stays in the name: not a date\n"
                             + "todo: 'every:often' stays in the name: not a repeat rule\n"))
    }

    @Test func wordsAfterTheEndOfOptionsAreTheNamesExactly() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Read", "due:fri", "--", "due:mon", "pri:zz"])
                == .init(status: 0, stdout: "Added 1: Read due:mon pri:zz (due Fri 27 Nov)\n", stderr: ""))
    }

    @Test(arguments: [
        (["add", "x", "due:fri", "--due", "mon"], "todo: the due date is given twice: --due and 'due:fri'\n"),
        (["add", "x", "due:fri", "due:mon"], "todo: the due date is given twice: 'due:fri' and 'due:mon'\n"),
        (["add", "x", "pri:h", "priority:low"], "todo: the priority is given twice: 'pri:h' and 'priority:low'\n"),
        (["add", "x", "recur:weekdays", "--every", "month"], "todo: the repeat rule is given twice: --every and 'recur:weekdays'\n"),
    ])
    func givenTwiceOrBothWaysIs64AndAddsNothing(arguments: [String], stderr: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(arguments) == .init(status: 64, stdout: "", stderr: stderr))
        #expect(todo.fileText() == nil)
    }

    /// A past `due:` is taken as a past `--due` is: added, overdue at once.
    @Test func aPastDueWordIsTakenAsThePastDueOption() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "x", "due:2026-11-20"]) == .init(status: 0, stdout: "Added 1: x (due Fri 20 Nov, overdue)\n", stderr: ""))
        #expect(try todo.run(["add", "x", "--due", "2026-11-20"]) == .init(status: 0, stdout: "Added 2: x (due Fri 20 Nov, overdue)\n", stderr: ""))
    }

    @Test func theFolderStoreTakesThemAlike() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let vdir = ["--vdir", todo.folder.appendingPathComponent("tasks").path]
        #expect(try todo.run(vdir + ["add", "Call", "bob", "due:fri", "due:x"])
                == .init(status: 0, stdout: "Added 1: Call bob due:x (due Fri 27 Nov)\n",
                         stderr: "todo: 'due:x' stays in the name: not a date\n"))
    }
}

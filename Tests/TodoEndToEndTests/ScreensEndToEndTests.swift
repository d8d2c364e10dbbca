import Foundation
import Testing

/// The screens of the built `todo` in a real pseudo-terminal, typed at as a person would.
@Suite struct ScreensEndToEndTests {
    /// With `TERM=dumb` there is no List screen: the list as `todo list` prints it, and why.
    @Test func aDumbTerminalGetsTheListAndTheReason() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Call mum", "--due", "tomorrow"])
        let session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "dumb"]))
        #expect(session.waitForExit() == 0)
        #expect(session.screen.contains("Tomorrow\r\n  1  Call mum  Sunday\r\n"), "screen: \(session.screen)")
        #expect(session.screen.contains("todo: TERM is dumb: the list is printed instead of the List screen"))
        #expect(!session.screen.contains("\u{1B}["))
    }

    @Test func endOfInputLeavesCleanly() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try PseudoTerminalSession(arguments: ["add", "--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "dumb"]))
        #expect(session.waitFor("Name (empty to cancel): "))
        session.typeEndOfInput()
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText() == nil)
    }

    @Test func controlCLeavesCleanlyAndWritesNothing() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Keep me"])
        let before = todo.fileText()
        let session = try PseudoTerminalSession(arguments: ["add", "--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "dumb"]))
        #expect(session.waitFor("Name (empty to cancel): "))
        session.interrupt()
        #expect(session.waitForExit() == 130)
        #expect(!session.screen.contains("Fatal error"))
        #expect(todo.fileText() == before)
    }
}

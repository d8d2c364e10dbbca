import Foundation
import Testing

/// The screens of the built `todo` in a real pseudo-terminal, typed at as a person would.
@Suite struct ScreensEndToEndTests {
    @Test func addFromTheListScreenInATerminal() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "dumb"]))
        #expect(session.waitFor("q quit\r\n> "), "screen: \(session.screen)")
        session.type("a")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.type("Call mum")
        #expect(session.waitFor("Due [today]: "))
        session.type("whenever")
        #expect(session.waitFor("todo: cannot read \"whenever\" as a date"))
        session.type("tomorrow 18:00")
        #expect(session.waitFor("Repeat [never]: "))
        session.type("")
        #expect(session.waitFor("Added 1: Call mum (due Sun 22 Nov 18:00)"))
        #expect(session.waitFor("Tomorrow\r\n  1  Call mum  Sunday 18:00\r\n"))
        session.type("q")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText().map(UIDMask.masked)?.contains(#"{"id": 1, "name": "Call mum", "due": "2026-11-22T18:00", "uid": "UUID"}"#) == true)
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
        let session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "dumb"]))
        #expect(session.waitFor("q quit\r\n> "))
        session.type("a")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.interrupt()
        #expect(session.waitForExit() == 130)
        #expect(!session.screen.contains("Fatal error"))
        #expect(todo.fileText() == before)
    }
}

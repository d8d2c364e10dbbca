import Foundation
import Testing

/// The screens' line editor in a real pseudo-terminal (`TERM=xterm`): keys typed as their bytes,
/// the line the program gets, the terminal left as it was found, and the List screen after a
/// resize.
@Suite struct LineEditorEndToEndTests {
    private let left = "\u{1B}[D", up = "\u{1B}[A"

    private func screen(_ todo: TodoBinary, _ arguments: [String] = []) throws -> PseudoTerminalSession {
        try PseudoTerminalSession(arguments: arguments + ["--today", "2026-11-21"],
                                  environment: todo.environment(["TERM": "xterm", "LANG": "C.UTF-8"]))
    }

    @Test func leftMovesTheCursorThroughTheTypedLine() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, ["add"])
        #expect(session.waitFor("Name (empty to cancel): "))
        session.press("abc" + left + left + "X\r")
        #expect(session.waitFor("Due [today]: "))
        session.press("\r")
        #expect(session.waitFor("Repeat [never]: "))
        session.press("\r")
        #expect(session.waitFor("Added 1: aXbc (due Sat 21 Nov)"), "screen: \(session.screen)")
        #expect(session.waitForExit() == 0)
    }

    @Test func controlUAndWideCharacters() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, ["add"])
        #expect(session.waitFor("Name (empty to cancel): "))
        session.press("typo\u{15}買い物 milk" + left + left + left + left + "\u{7F}: \r")
        #expect(session.waitFor("Due [today]: "))
        session.press("tomorrow\r")
        #expect(session.waitFor("Repeat [never]: "))
        session.press("\r")
        #expect(session.waitFor("Added 1: 買い物: milk (due Sun 22 Nov)"), "screen: \(session.screen)")
        #expect(session.waitForExit() == 0)
    }

    /// Ctrl-C (SIGINT: the terminal's raw mode keeps the keyboard's signals) in the middle of a
    /// name: exit 130, nothing written, and the terminal back in its usual mode, bracketed paste
    /// off, before the program ends. (The pty is not the program's controlling terminal, so the
    /// test sends the signal that typing Ctrl-C would.)
    @Test func controlCRestoresTheTerminalAndExits130() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, ["add"])
        #expect(session.waitFor("Name (empty to cancel): "))
        session.press("half a na")
        // No width set for this terminal: the cursor is left where the line ends.
        #expect(session.waitUntil { $0.hasSuffix("half a na") }, "screen: \(session.screen)")
        session.interrupt()
        #expect(session.waitUntil { $0.hasSuffix("half a na\u{1B}[?2004l\r\n") }, "screen: \(session.screen)")
        #expect(session.terminalIsCooked)
        #expect(session.waitForExit() == 130)
        #expect(todo.fileText() == nil)
    }

    /// Columns as a terminal shows them: the CJK characters used here take two.
    private func displayWidth(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) ? 2 : 1) }
    }
}

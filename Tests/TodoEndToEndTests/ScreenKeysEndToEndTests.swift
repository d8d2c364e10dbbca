import Foundation
import Testing

/// Each key of the List screen, and each way back to it, in a real pseudo-terminal
/// (`TERM=xterm`: the line editor, and the screen cleared before each draw), as typed.
@Suite struct ScreenKeysEndToEndTests {
    private static let clear = "\u{1B}[H\u{1B}[2J"

    private func screen(_ todo: TodoBinary, term: String = "xterm") throws -> PseudoTerminalSession {
        try todo.run(["add", "Buy milk", "--due", "today"])
        try todo.run(["add", "Call mum", "--due", "tomorrow"])
        let session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": term, "LANG": "C.UTF-8"]))
        #expect(session.waitFor("q quit\r\n> "), "screen: \(session.screen)")
        return session
    }

    /// What the screen shows since it was last cleared, escape sequences taken out.
    private func lastDraw(_ session: PseudoTerminalSession) -> String {
        let text = session.screen.components(separatedBy: Self.clear).last ?? ""
        return text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    /// How many times the screen was cleared for a draw so far.
    private func draws(_ session: PseudoTerminalSession) -> Int {
        session.screen.components(separatedBy: Self.clear).count - 1
    }

    /// Presses `keys`, then waits for the list to be drawn again (cleared first) with `lines`
    /// in it, then the prompt.
    private func pressAndWaitForDraw(_ session: PseudoTerminalSession, _ keys: String, _ lines: String) -> Bool {
        let before = draws(session)
        session.press(keys)
        return session.waitUntil(seconds: 20) { _ in
            let draw = lastDraw(session)
            return draws(session) > before && draw.contains(lines) && draw.hasSuffix("q quit\r\n> ")
        }
    }

    @Test func aOpensTheAddScreenAndTheListComesBackUnderAdded() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        session.press("a\r")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.press("Pay rent\r")
        #expect(session.waitFor("Due [today]: "))
        session.press("fri\r")
        #expect(session.waitFor("Repeat [never]: "))
        #expect(pressAndWaitForDraw(session, "\r", "  3  Pay rent  Friday\r\nAdded 3: Pay rent (due Fri 27 Nov)\r\n"),
                "screen: \(lastDraw(session))")
        session.press("q\r")
        #expect(session.waitForExit() == 0)
    }

    /// The message stays under the list drawn again, whatever the list's length: the list is
    /// drawn first, then the message, then the prompt.
    @Test func dMarksDoneAndTheMessageIsKeptInViewUnderTheList() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        let underTheList = "Nothing due through Sunday 29 November.\r\nDone 1: Buy milk\r\nDone 2: Call mum\r\n\r\n"
        #expect(pressAndWaitForDraw(session, "d 1 2\r", underTheList), "screen: \(lastDraw(session))")
        #expect(lastDraw(session).hasPrefix("Nothing due"))
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText()?.contains(#""done""#) == true)
    }

    @Test func eAsksWithTheItemsOwnNameAndDateAndAnEmptyLineKeepsThem() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        session.press("e 1\r")
        #expect(session.waitFor("Name [Buy milk]: "), "screen: \(session.screen)")
        session.press("\r")
        #expect(session.waitFor("Due [Sat 21 Nov]: "))
        session.press("next fri\r")
        #expect(session.waitFor("Repeat [never]: "))
        #expect(pressAndWaitForDraw(session, "\r", "Edited 1: Buy milk (due Fri 27 Nov)\r\n"),
                "screen: \(lastDraw(session))")
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText().map(UIDMask.masked)?.contains(#"{"id": 1, "name": "Buy milk", "due": "2026-11-27", "uid": "UUID"}"#) == true)
    }

    @Test func rAsksFirstAndYRemoves() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        session.press("r 1\r")
        #expect(session.waitFor("Remove 1: Buy milk? [y/N] "), "screen: \(session.screen)")
        #expect(pressAndWaitForDraw(session, "y\r", "Removed 1: Buy milk\r\n"), "screen: \(lastDraw(session))")
        #expect(!lastDraw(session).contains("  1  Buy milk"))
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText()?.contains("Buy milk") == false)
    }

    @Test func rAnsweredWithAnythingButYesKeepsTheItemsSayingSo() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        let before = todo.fileText()
        session.press("r 1 2\r")
        #expect(session.waitFor("Remove 1: Buy milk and 2: Call mum? [y/N] "), "screen: \(session.screen)")
        #expect(pressAndWaitForDraw(session, "N\r", "  1  Buy milk\r\n"), "screen: \(lastDraw(session))")
        #expect(lastDraw(session).contains("Not removed.\r\n"))
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText() == before)
    }

    /// `u` takes back the latest change, made on the screen or by a command before it.
    @Test func uUndoesTheLatestChange() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        #expect(pressAndWaitForDraw(session, "d 1\r", "Done 1: Buy milk\r\n"), "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "u\r", "  1  Buy milk\r\n"), "screen: \(lastDraw(session))")
        #expect(lastDraw(session).contains("Undid: restored 1: Buy milk\r\n"))
        #expect(pressAndWaitForDraw(session, "u\r", "Undid: removed 2: Call mum\r\n"), "screen: \(lastDraw(session))")
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText()?.contains("Call mum") == false)
        #expect(todo.fileText().map(UIDMask.masked)?.contains(#"{"id": 1, "name": "Buy milk", "due": "2026-11-21", "uid": "UUID"}"#) == true)
    }

    @Test func lShowsLaterAndSlashFilters() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Renew passport", "--due", "2027-03-01"])
        let session = try screen(todo)
        #expect(pressAndWaitForDraw(session, "l\r", "Later\r\n  1  Renew passport  Mon 1 Mar 2027\r\n"),
                "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "/ milk\r", "Today\r\n  2  Buy milk\r\n"), "screen: \(lastDraw(session))")
        #expect(!lastDraw(session).contains("Call mum"))
        session.press("q\r")
        #expect(session.waitForExit() == 0)
    }

    @Test func questionMarkListsTheKeys() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        session.press("?\r")
        #expect(session.waitFor("r ID...       remove items, once you say y\r\n"), "screen: \(session.screen)")
        #expect(session.waitFor("Space, PgDn   the next page of the list\r\n"))
        session.press("q\r")
        #expect(session.waitForExit() == 0)
    }

    @Test func qAndControlDAtTheListEachExitZero() throws {
        for key in ["q\r", "\u{4}"] {
            let todo = try TodoBinary()
            defer { todo.cleanUp() }
            let session = try screen(todo)
            let before = todo.fileText()
            session.press(key)
            #expect(session.waitForExit(seconds: 20) == 0)
            #expect(todo.fileText() == before)
        }
    }

    /// Ctrl-D at the Add screen gives up the item, says so, and goes back to the list, which
    /// still takes keys.
    @Test func controlDAtTheAddScreenCancelsBackToTheList() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo)
        let before = todo.fileText()
        session.press("a\r")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.press("Pay rent\r")
        #expect(session.waitFor("Due [today]: "))
        #expect(pressAndWaitForDraw(session, "\u{4}", "  2  Call mum  Sunday\r\nNot added.\r\n"), "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "d 2\r", "Done 2: Call mum\r\n"), "screen: \(lastDraw(session))")
        session.press("q\r")
        #expect(session.waitForExit() == 0)
        #expect(todo.fileText()?.contains("Pay rent") == false)
        #expect(before?.contains("Call mum") == true)
    }

    /// With the terminal's own line input (`TERM=dumb`), Ctrl-D at the Add screen is not the
    /// end of all input either: the List screen comes back and still takes keys.
    @Test func controlDAtTheAddScreenOfADumbTerminalCancelsBackToTheList() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, term: "dumb")
        session.type("a")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.typeEndOfInput()
        #expect(session.waitFor("  2  Call mum  Sunday\r\nNot added.\r\n"), "screen: \(session.screen)")
        session.type("d 2")
        #expect(session.waitFor("Done 2: Call mum\r\n"), "screen: \(session.screen)")
        session.type("q")
        #expect(session.waitForExit() == 0)
    }

    /// A name the rule refuses is explained and asked again at once, before the date. (A
    /// dumb terminal passes the bell character through as typed.)
    @Test func aRefusedNameIsAskedAgainAtOnce() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, term: "dumb")
        session.type("a")
        #expect(session.waitFor("Name (empty to cancel): "))
        session.type("Ring\u{7}bell")
        #expect(session.waitFor("todo: the name contains a control character (\\u{7})\r\nName (empty to cancel): "),
                "screen: \(session.screen)")
        #expect(!session.screen.contains("Due [today]: "))
        session.type("Ring the bell")
        #expect(session.waitFor("Due [today]: "))
        session.type("")
        #expect(session.waitFor("Repeat [never]: "))
        session.type("")
        #expect(session.waitFor("Added 3: Ring the bell (due Sat 21 Nov)"), "screen: \(session.screen)")
        session.type("q")
        #expect(session.waitForExit() == 0)
    }
}

import Foundation
import Testing

/// The List screen's picks, digits and done items in a real terminal (a pseudo-terminal of
/// 80×24), and what it prints once it has left the alternate screen.
@Suite struct ListScreenPicksEndToEndTests {
    private func session(_ todo: TodoBinary) throws -> ScreenSession {
        try ListScreenEndToEndTests().storeList(todo)
        let session = try ScreenSession(todo, columns: 80, rows: 24)
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        return session
    }

    private func selected(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix(">") }
    }

    @Test func picksAcrossAPageBreakAreDoneAsOneChangeAndPrintedOnQuit() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo)
        session.type("m")
        #expect(session.waitUntil { $0.contains { $0.hasPrefix(">* 1  Overdue 1") } }, "\(session.lines)")
        session.press("PageDown")
        #expect(session.waitUntil { $0[1] != "Overdue" && selected($0) != nil }, "\(session.lines)")
        // Digits typed together: item 18, on the page after item 1's.
        session.type("18")
        #expect(session.waitUntil { selected($0)?.hasPrefix("> 18  Pay rent") == true }, "\(session.lines)")
        session.type("m")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items · 2 picked" }, "\(session.lines)")
        #expect(session.waitUntil { selected($0)?.hasPrefix(">*18  Pay rent") == true }, "\(session.lines)")
        session.type("x")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 18 items" }, "\(session.lines)")
        #expect(session.lines.contains("Done 1: Overdue 1 Done 18: Pay rent · u undoes"))
        // One change: one undo brings both back.
        session.type("u")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.linesAfterScreen == [
            "Done 1: Overdue 1", "Done 18: Pay rent",
            "Undid: restored 1: Overdue 1", "Undid: restored 18: Pay rent",
        ])
    }

    @Test func anIDNotShownSaysSoAndHShowsTheDoneItemsWhereXReopens() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo)
        // The first 9 selects item 9 on the way; 99 is not shown, so the selection is back
        // where it was before the first 9.
        session.type("99")
        #expect(session.waitFor(line: "No item 99 is shown."), "\(session.lines)")
        #expect(selected(session.lines)?.hasPrefix(">  1  Overdue 1") == true)
        session.type("x")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 19 items" }, "\(session.lines)")
        session.type("h")
        #expect(session.waitUntil { $0.first == "todo · todo.json · done · 1 item" }, "\(session.lines)")
        session.type("x")
        #expect(session.waitUntil { $0.contains { $0.hasPrefix("Reopened 1: Overdue 1") } }, "\(session.lines)")
        session.type("h")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.linesAfterScreen == ["Done 1: Overdue 1", "Reopened 1: Overdue 1"])
    }

    /// Another `todo` marks an item done while the screen waits: shown without a key press
    /// (the screen looks at the file every 2 seconds; the deadline is generous).
    @Test func aChangeFromAnotherProcessIsShownWithoutAKey() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo)
        let done = try todo.run(["done", "2"])
        #expect(done.status == 0)
        #expect(session.waitUntil(seconds: 30) { $0.first == "todo · todo.json · 19 items" }, "\(session.lines)")
        #expect(selected(session.lines)?.hasPrefix(">  1  Overdue 1") == true)
        #expect(!session.lines.contains { $0.hasPrefix("   2  Overdue 2") })
        session.type("q")
        #expect(session.exitStatus() == 0)
        // Not a change made on the screen: nothing printed after it.
        #expect(session.linesAfterScreen == [])
    }
}

import Foundation
import Testing
import TodoTestSupport

/// The List screen's rows scrolled by the terminal (a scroll region around them) when `j` or
/// `k` moves the view by a row or a few, in real terminals (pseudo-terminals) of 80×24 and
/// 60×16: what they show then is what a full redraw shows, and no region is left set.
@Suite struct ListScreenScrollEndToEndTests {
    private func selected(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix(">") }
    }

    /// Presses `key` `count` times, each once the last one's selection is shown.
    private func press(_ key: String, _ count: Int, in session: ScreenSession) {
        for _ in 0..<count {
            let before = selected(session.lines)
            session.type(key)
            #expect(session.waitUntil { selected($0) != nil && selected($0) != before }, "\(key): \(session.lines)")
        }
    }

    /// The screen drawn whole again (a resize to the same size: every line written) shows
    /// what `lines` showed.
    private func expectFullRedrawShows(_ lines: [String], in session: ScreenSession, columns: Int, rows: Int) {
        let before = session.session.screen.utf8.count
        _ = session.resize(columns: columns, rows: rows)
        #expect(session.waitUntil { now in
            let drawn = String(session.session.screen.utf8.dropFirst(before)) ?? ""
            return drawn.contains("\u{1B}[1;1H") && drawn.contains("\u{1B}[\(rows);1H") && now == lines
        }, "\(lines)\n\(session.lines)")
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func jToTheLastItemAndKBackScrollAsAFullRedrawDraws(columns: Int, rows: Int) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try ListScreenEndToEndTests().storeList(todo)
        let session = try ScreenSession(todo, columns: columns, rows: rows)
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        press("j", 19, in: session)
        #expect(selected(session.lines)?.hasPrefix("> 19  Dentist") == true, "\(session.lines)")
        #expect(session.session.screen.contains("\u{1B}[2;\(rows - 2)r"))
        expectFullRedrawShows(session.lines, in: session, columns: columns, rows: rows)
        press("k", 19, in: session)
        #expect(selected(session.lines)?.hasPrefix(">  1  Overdue 1") == true, "\(session.lines)")
        #expect(session.lines[1] == "Overdue")
        expectFullRedrawShows(session.lines, in: session, columns: columns, rows: rows)
        session.type("q")
        #expect(session.waitUntil { _ in session.session.screen.hasSuffix("\u{1B}[?1049l\u{1B}[?2004l") })
        var screen = ScreenGrid(width: columns, height: rows)
        screen.apply(session.session.screen)
        #expect(screen.scrollRegion == nil)
        #expect(session.exitStatus() == 0)
    }

    /// Ctrl-C on the list after a scroll: the region reset with the rest as the screen is left.
    @Test func ctrlCAfterAScrollLeavesNoRegion() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try ListScreenEndToEndTests().storeList(todo)
        let session = try ScreenSession(todo, columns: 60, rows: 16)
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        press("j", 14, in: session)
        session.press("C-c")
        #expect(session.waitUntil { _ in session.session.screen.hasSuffix("\u{1B}[?1049l\u{1B}[?2004l") })
        #expect(session.session.screen.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[r\u{1B}[?1049l\u{1B}[?2004l"))
        var screen = ScreenGrid(width: 60, height: 16)
        screen.apply(session.session.screen)
        #expect(screen.scrollRegion == nil)
        #expect(session.session.terminalIsCooked)
        #expect(session.exitStatus() == 130)
    }
}

import Foundation
import Testing

/// The List screen of the built `todo` in real terminals (pseudo-terminals) of 80×24 and 60×16:
/// what the screen shows after each key, as a terminal of that size shows it.
@Suite struct ListScreenEndToEndTests {
    /// Fifteen overdue items (the case where Today used to start on the fourth page), three
    /// today, two tomorrow, one after next week (hidden until `l`).
    func storeList(_ todo: TodoBinary) throws {
        var items: [String] = []
        for id in 1...15 { items.append(#"{"id": \#(id), "name": "Overdue \#(id)", "due": "2026-11-\#(id + 1 < 10 ? "0" : "")\#(id + 1)"}"#) }
        // Overdue 1 is due Mon 2 Nov, ..., Overdue 15 Mon 16 Nov.
        items.append(#"{"id": 16, "name": "Buy milk", "due": "2026-11-21"}"#)
        items.append(#"{"id": 17, "name": "Call mum", "due": "2026-11-21T18:00"}"#)
        items.append(#"{"id": 18, "name": "Pay rent", "due": "2026-11-21"}"#)
        items.append(#"{"id": 19, "name": "Dentist", "due": "2026-11-22T09:00"}"#)
        items.append(#"{"id": 20, "name": "Water plants", "due": "2026-11-22"}"#)
        items.append(#"{"id": 21, "name": "Renew passport", "due": "2027-03-01"}"#)
        try todo.write("{\n  \"version\": 1,\n  \"nextId\": 22,\n  \"items\": [\n    "
            + items.joined(separator: ",\n    ") + "\n  ]\n}\n")
    }

    private func session(_ todo: TodoBinary, columns: Int, rows: Int) throws -> ScreenSession {
        try storeList(todo)
        let session = try ScreenSession(todo, columns: columns, rows: rows)
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        return session
    }

    private func selected(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix(">") }
    }

    /// Whether the selected row starts with `start` (`> 16  Buy milk`).
    private func isSelected(_ lines: [String], _ start: String) -> Bool {
        selected(lines)?.hasPrefix(start) == true
    }

    /// Every row fits, and the screen never has more rows than the terminal.
    private func fits(_ lines: [String], columns: Int, rows: Int) -> Bool {
        lines.count <= rows && lines.allSatisfy { $0.count <= columns }
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func itOpensOnTheFirstItemAndMovesWithSingleKeys(columns: Int, rows: Int) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: columns, rows: rows)
        var lines = session.lines
        #expect(lines[1] == "Overdue")
        #expect(lines[2] == ">  1  Overdue 1   Mon 2 Nov")
        #expect(lines[rows - 2] == "1 more after next week: l shows them")
        #expect(lines[rows - 1].hasPrefix("j/k move"))
        #expect(fits(lines, columns: columns, rows: rows))
        session.type("jj")
        #expect(session.waitUntil { isSelected($0, ">  3  Overdue 3") }, "\(session.lines)")
        // t: the first item due today, wherever Overdue ends.
        session.type("t")
        #expect(session.waitUntil { isSelected($0, "> 16  Buy milk") }, "\(session.lines)")
        lines = session.lines
        #expect(lines.contains("Today"))
        session.press("Tab")
        #expect(session.waitUntil { isSelected($0, "> 20  Water plants") }, "\(session.lines)")
        session.press("BTab")
        #expect(session.waitUntil { isSelected($0, "> 16  Buy milk") })
        session.press("End")
        #expect(session.waitUntil { isSelected($0, "> 19  Dentist") })
        session.press("Home")
        #expect(session.waitUntil { isSelected($0, ">  1  Overdue 1") })
        session.press("PageDown")
        #expect(session.waitUntil { $0[1] != "Overdue" && selected($0) != nil }, "\(session.lines)")
        #expect(fits(session.lines, columns: columns, rows: rows))
        session.type("q")
        // The alternate screen left, the terminal as it was found.
        #expect(session.waitUntil { _ in session.session.screen.hasSuffix("\u{1B}[?1049l\u{1B}[?2004l") })
        #expect(session.session.terminalIsCooked)
        #expect(session.exitStatus() == 0)
    }

    @Test(arguments: [(80, 24), (60, 16)])
    func aAsksOnTheBottomRowWithTheListInViewAndSelectsTheNewItem(columns: Int, rows: Int) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: columns, rows: rows)
        session.type("a")
        #expect(session.waitUntil { $0.last == "Name (empty to cancel):" }, "\(session.lines)")
        #expect(session.lines[2] == ">  1  Overdue 1   Mon 2 Nov")
        // Longer than the row: it scrolls sideways inside it, drawn once.
        let long = "Book the table at the restaurant by the river for Saturday evening, eight people"
        session.type(long)
        #expect(session.waitUntil { $0.last?.hasSuffix("eight people") == true }, "\(session.lines)")
        #expect(session.lines.count <= rows)
        #expect(session.lines.filter { $0.contains("eight people") }.count == 1)
        session.press("Enter")
        #expect(session.waitUntil { $0.last == "Due [today]:" })
        session.type("whenever")
        session.press("Enter")
        #expect(session.waitUntil { $0.contains { $0.hasPrefix("todo: cannot read \"whenever\" as a date") } },
                "\(session.lines)")
        session.type("2027-01-15")
        session.press("Enter")
        #expect(session.waitUntil { $0.last == "Repeat [never]:" })
        session.press("Enter")
        // After next week: shown as l would, and selected.
        #expect(session.waitUntil { selected($0)?.hasPrefix("> 22  Book the table") == true }, "\(session.lines)")
        let lines = session.lines
        #expect(lines[0] == "todo · todo.json · all · 22 items")
        #expect(lines.contains { $0.hasPrefix("Added 22: Book the table") })
        #expect(lines.joined(separator: " ").contains("u undoes"))
        #expect(fits(lines, columns: columns, rows: rows))
        session.type("q")
        #expect(session.exitStatus() == 0)
    }

    @Test func xThenUAndRWithOneKey() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: 60, rows: 16)
        session.type("tx")
        #expect(session.waitFor(line: "Done 16: Buy milk · u undoes"), "\(session.lines)")
        #expect(isSelected(session.lines, "> 18  Pay rent"))
        session.type("u")
        #expect(session.waitUntil { $0.contains { $0.hasPrefix("Undid: ") && $0.hasSuffix("16: Buy milk") } }, "\(session.lines)")
        session.type("r")
        #expect(session.waitUntil { $0.last == "Remove 18: Pay rent? [y/N]" }, "\(session.lines)")
        session.type("n")
        #expect(session.waitFor(line: "Not removed."))
        session.type("ry")
        #expect(session.waitFor(line: "Removed 18: Pay rent · u undoes"), "\(session.lines)")
        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(todo.fileText()?.contains("Pay rent") == false)
        #expect(todo.fileText()?.contains(#""done""#) == false)
    }

    @Test func escAndCtrlCAtAQuestionCancelOnlyThatChange() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: 80, rows: 24)
        session.type("e")
        #expect(session.waitUntil { $0.last == "Name [Overdue 1]:" }, "\(session.lines)")
        session.type("Renamed")
        session.press("Escape")
        #expect(session.waitFor(line: "Not changed."), "\(session.lines)")
        session.press("Enter")
        #expect(session.waitUntil { $0.last == "Name [Overdue 1]:" })
        session.press("C-c")
        #expect(session.waitUntil { $0.last?.hasPrefix("j/k move") == true && $0.contains("Not changed.") },
                "\(session.lines)")
        // Esc on the list never quits.
        // (An arrow key's bytes right after it: had Esc quit, Down would move nothing.)
        session.press("Escape")
        session.press("Down")
        #expect(session.waitUntil { selected($0)?.hasPrefix(">  2") == true }, "\(session.lines)")
        #expect(todo.fileText()?.contains("Renamed") == false)
        // Ctrl-C on the list itself: 130, the screen left.
        session.press("C-c")
        #expect(session.waitUntil { _ in session.session.screen.hasSuffix("\u{1B}[?1049l\u{1B}[?2004l") })
        #expect(session.session.terminalIsCooked)
        #expect(session.exitStatus() == 130)
    }

    @Test func iAndQuestionMarkShowAPageUntilAKey() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: 80, rows: 24)
        session.type("ti")
        #expect(session.waitUntil { $0.first == "todo show 16" }, "\(session.lines)")
        #expect(session.lines[1] == "16  Buy milk")
        session.type("x")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" })
        #expect(isSelected(session.lines, "> 16  Buy milk"))
        session.type("?")
        #expect(session.waitUntil { $0.first == "Keys" }, "\(session.lines)")
        // Every key on one 80×24 screen: the last one's line is there, the footer under it.
        #expect(session.lines[1] == "Down, j / Up, k        the next / previous item (headings are skipped)")
        #expect(session.lines.suffix(2) == ["Esc                    closes ? or i, clears picks, else the filter; never quits",
                                            "Any key goes back to the list"], "\(session.lines)")
        session.type("q")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" })
        session.type("/")
        #expect(session.waitUntil { $0.last == "Filter:" })
        session.type("rent")
        session.press("Enter")
        #expect(session.waitUntil { $0.first == "todo · todo.json · rent · 1 item" }, "\(session.lines)")
        session.press("Escape")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" })
        session.type("l")
        #expect(session.waitUntil { $0.first == "todo · todo.json · all · 21 items" })
        session.type("q")
        #expect(session.exitStatus() == 0)
    }

    /// A resize draws everything again at once, at the new size, the selection in view.
    @Test func aResizeDrawsAgainAtOnce() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: 80, rows: 24)
        session.type("G")
        #expect(session.waitUntil { isSelected($0, "> 19  Dentist") })
        for (columns, rows) in [(60, 16), (20, 10), (120, 30)] {
            let size = session.resize(columns: columns, rows: rows)
            #expect(session.waitUntil { _ in
                let lines = session.lines(at: size)
                return lines.count == rows && lines[rows - 1].contains("? keys") && selected(lines)?.hasPrefix("> 19") == true
                    && fits(lines, columns: columns, rows: rows)
            }, "\(columns)×\(rows): \(session.lines(at: size))")
        }
        session.type("q")
        #expect(session.exitStatus() == 0)
    }

    /// A resize while the Add screen asks for a name: the list and the question drawn again at
    /// the new size at once; the answer typed then is the one saved.
    @Test func aResizeAtAQuestionDrawsEverythingAgain() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try session(todo, columns: 80, rows: 24)
        session.type("a")
        #expect(session.waitUntil { $0.last == "Name (empty to cancel):" }, "\(session.lines)")
        session.type("Call")
        // Drawn first: the program waits for a key when the resize comes.
        #expect(session.waitUntil { $0.last == "Name (empty to cancel): Call" }, "\(session.lines)")
        let size = session.resize(columns: 60, rows: 16)
        #expect(session.waitUntil { _ in
            let lines = session.lines(at: size)
            return lines.count == 16 && lines[0] == "todo · todo.json · 20 items" && lines[15] == "Name (empty to cancel): Call"
                && lines[14] == "Enter answers · Esc cancels" && fits(lines, columns: 60, rows: 16)
        }, "\(session.lines(at: size))")
        session.type(" bob")
        session.press("Enter")
        #expect(session.waitUntil { _ in session.lines(at: size).last?.hasPrefix("Due [today]:") == true }, "\(session.lines(at: size))")
        session.press("Escape")
        #expect(session.waitUntil { _ in session.lines(at: size).contains("Not added.") }, "\(session.lines(at: size))")
        session.type("q")
        #expect(session.exitStatus() == 0)
    }
}

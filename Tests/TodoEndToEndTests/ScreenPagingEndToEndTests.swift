import Foundation
import Testing

/// The List screen with a real list in a real pseudo-terminal of a given size (`TERM=xterm`:
/// the line editor, the screen cleared before each draw): pages, the keys line and the prompt,
/// wrapped messages, the questions, the histories, the filter line and the cut names.
@Suite struct ScreenPagingEndToEndTests {
    private static let clear = "\u{1B}[H\u{1B}[2J"

    /// Items 1–5 overdue, 6–10 today, 11–`count` next week, named `Task N`.
    private func writeItems(_ todo: TodoBinary, count: Int = 60) throws {
        let items = (1...count).map { id in
            let due = id <= 5 ? "2026-11-20" : id <= 10 ? "2026-11-21" : "2026-11-2\(3 + id % 7)"
            return #"{"id": \#(id), "name": "Task \#(id)", "due": "\#(due)"}"#
        }
        try todo.write(#"{"version": 1, "items": ["# + items.joined(separator: ", ") + "]}\n")
    }

    private func screen(_ todo: TodoBinary, columns: Int, rows: Int) throws -> PseudoTerminalSession {
        let session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"],
                                                environment: todo.environment(["TERM": "xterm", "LANG": "C.UTF-8"]),
                                                columns: columns, rows: rows)
        #expect(session.waitUntil(seconds: 30) { _ in draws(session) >= 1 && lastDraw(session).hasSuffix("\r\n> ") },
                "screen: \(session.screen)")
        return session
    }

    /// What the screen shows since it was last cleared, escape sequences taken out.
    private func lastDraw(_ session: PseudoTerminalSession) -> String {
        let text = session.screen.components(separatedBy: Self.clear).last ?? ""
        return text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    private func draws(_ session: PseudoTerminalSession) -> Int {
        session.screen.components(separatedBy: Self.clear).count - 1
    }

    /// The rows of the last draw, up to and with the prompt's.
    private func rows(_ session: PseudoTerminalSession) -> [String] {
        lastDraw(session).components(separatedBy: "\r\n")
    }

    /// Presses `keys`, then waits for the list to be drawn again with `text` in it, then the prompt.
    private func pressAndWaitForDraw(_ session: PseudoTerminalSession, _ keys: String, _ text: String) -> Bool {
        let before = draws(session)
        session.press(keys)
        return session.waitUntil(seconds: 30) { _ in
            draws(session) > before && lastDraw(session).contains(text) && lastDraw(session).hasSuffix("\r\n> ")
        }
    }

    private func finish(_ session: PseudoTerminalSession) {
        session.press("q\r")
        #expect(session.waitForExit(seconds: 30) == 0)
    }

    @Test func sixtyItemsInEightyByTwentyArePagedFromTheTop() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo)
        let session = try screen(todo, columns: 80, rows: 20)
        let first = rows(session)
        #expect(first.count == 20, "\(first)")
        #expect(Array(first.prefix(3)) == ["Overdue", "   1  Task 1  Fri 20 Nov", "   2  Task 2  Fri 20 Nov"])
        #expect(first.contains("Today"))
        #expect(first.contains("49 more: Space shows the next page"))
        #expect(first.last == "> ")
        #expect(first.allSatisfy { $0.count <= 80 })

        #expect(pressAndWaitForDraw(session, " ", "b the one before"), "screen: \(lastDraw(session))")
        let second = rows(session)
        #expect(second.count <= 20, "\(second)")
        #expect(second.first == "Next Week")
        #expect(!second.contains("Overdue"))
        #expect(second.contains("34 more: Space shows the next page, b the one before"))

        #expect(pressAndWaitForDraw(session, "\u{1B}[6~", "19 more"), "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "b", "34 more"), "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "\u{1B}[5~", "Overdue"), "screen: \(lastDraw(session))")

        // A change starts again at the top, its message kept in view.
        #expect(pressAndWaitForDraw(session, " ", "b the one before"))
        #expect(pressAndWaitForDraw(session, "d 30\r", "Done 30: Task 30"), "screen: \(lastDraw(session))")
        #expect(rows(session).first == "Overdue")
        #expect(rows(session).count <= 20, "\(rows(session))")
        finish(session)
    }

    /// The prompt is `> `: what is typed starts in the third column, the keys on the line above.
    @Test func theTypedTextStartsNearTheLeftAtEightyColumns() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo, count: 3)
        let session = try screen(todo, columns: 80, rows: 30)
        #expect(rows(session).dropLast().last == "a add · d done · e edit · r rm · u undo · l later · / filter · ? help · q quit")
        session.press("d 1")
        // The editor draws the prompt's row again, from its start (`\r`), then puts the cursor back.
        let typedRow = { lastDraw(session).components(separatedBy: "\r").last { !$0.isEmpty } ?? "" }
        #expect(session.waitUntil { _ in typedRow() == "> d 1" }, "screen: \(lastDraw(session))")
        #expect(typedRow().distance(from: typedRow().startIndex, to: typedRow().firstIndex(of: "d") ?? typedRow().endIndex) < 20)
        session.press("\u{15}")
        finish(session)
    }

    /// A long error is wrapped between words, never in one: put back together with spaces,
    /// its rows are the message; none is wider than the terminal.
    @Test(arguments: [40, 80])
    func aLongErrorIsWrappedBetweenWords(columns: Int) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo, count: 3)
        let session = try screen(todo, columns: columns, rows: 30)
        session.press("a\r")
        #expect(session.waitUntil { $0.hasSuffix("Name (empty to cancel): ") })
        session.press("Water plants\r")
        #expect(session.waitUntil { $0.hasSuffix("Due [today]: ") })
        session.press("\r")
        #expect(session.waitUntil { $0.hasSuffix("Repeat [never]: ") })
        session.press("sometimes\r")
        // After the answer: the error, then the question again.
        let afterAnswer = {
            (session.plainScreen.components(separatedBy: "Repeat [never]: sometimes").last ?? "").drop { $0 == "\r" || $0 == "\n" }
        }
        #expect(session.waitUntil { _ in
            session.plainScreen.contains("Repeat [never]: sometimes") && afterAnswer().hasSuffix("\r\nRepeat [never]: ")
        }, "screen: \(session.screen)")
        let error = afterAnswer().components(separatedBy: "\r\nRepeat [never]: ").first ?? ""
        let errorRows = error.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let message = "todo: cannot read \"sometimes\" as a repeat rule; try day, week, month, year, 3 days, 2 weeks, "
            + "6 months, 2 years, daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays"
        #expect(errorRows.joined(separator: " ") == message, "\(errorRows)")
        #expect(errorRows.count == (columns == 40 ? 6 : 3), "\(errorRows)")
        #expect(errorRows.allSatisfy { $0.count <= columns }, "\(errorRows)")
        session.press("\u{4}")
        #expect(session.waitFor("Not added."))
        finish(session)
    }

    @Test func dWithoutAnIDAsksWhich() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo, count: 3)
        let session = try screen(todo, columns: 80, rows: 30)
        session.press("d\r")
        #expect(session.waitUntil { $0.hasSuffix("Done which? ") }, "screen: \(session.screen)")
        #expect(pressAndWaitForDraw(session, "2\r", "Done 2: Task 2\r\n"), "screen: \(lastDraw(session))")
        #expect(!lastDraw(session).contains("Task 2  "))
        finish(session)
    }

    /// Up at the Name question brings back the names typed before, not the keys typed at the list.
    @Test func upAtTheNameRecallsNamesOnly() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, columns: 80, rows: 30)
        session.press("a\r")
        #expect(session.waitUntil { $0.hasSuffix("Name (empty to cancel): ") })
        session.press("Pay rent\r")
        #expect(session.waitUntil { $0.hasSuffix("Due [today]: ") })
        session.press("\r")
        #expect(session.waitUntil { $0.hasSuffix("Repeat [never]: ") })
        #expect(pressAndWaitForDraw(session, "\r", "Added 1: Pay rent"))
        session.press("a\r")
        #expect(session.waitUntil { $0.hasSuffix("Name (empty to cancel): ") })
        session.press("\u{1B}[A\r")
        #expect(session.waitUntil { $0.hasSuffix("Due [today]: ") })
        session.press("\r")
        #expect(session.waitUntil { $0.hasSuffix("Repeat [never]: ") })
        #expect(pressAndWaitForDraw(session, "\r", "Added 2: Pay rent"), "screen: \(lastDraw(session))")
        finish(session)
    }

    /// The rule is asked at Add, shown in the list, offered at Edit, and kept by an empty answer.
    @Test func theRepeatRuleIsAskedAndKept() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, columns: 80, rows: 30)
        session.press("a\r")
        #expect(session.waitUntil { $0.hasSuffix("Name (empty to cancel): ") })
        session.press("Water plants\r")
        #expect(session.waitUntil { $0.hasSuffix("Due [today]: ") })
        session.press("mon\r")
        #expect(session.waitUntil { $0.hasSuffix("Repeat [never]: ") })
        #expect(pressAndWaitForDraw(session, "week\r", "  1  Water plants  Monday ↻\r\n"), "screen: \(lastDraw(session))")
        session.press("e 1\r")
        #expect(session.waitUntil { $0.hasSuffix("Name [Water plants]: ") })
        session.press("\r")
        #expect(session.waitUntil { $0.hasSuffix("Due [Mon 23 Nov]: ") })
        session.press("\r")
        #expect(session.waitUntil { $0.hasSuffix("Repeat [week]: ") }, "screen: \(session.screen)")
        #expect(pressAndWaitForDraw(session, "\r", "Not changed.\r\n"), "screen: \(lastDraw(session))")
        finish(session)
        #expect(todo.fileText()?.contains(#""every": "week""#) == true)
    }

    /// The name takes `todo add`'s words: a question such a word answered is not asked.
    @Test func theNamesWordsAnswerTheirQuestions() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let session = try screen(todo, columns: 80, rows: 30)
        session.press("a\r")
        #expect(session.waitUntil { $0.hasSuffix("Name (empty to cancel): ") })
        #expect(pressAndWaitForDraw(session, "Pay rent due:fri every:month pri:h\r", "Added 1: Pay rent"),
                "screen: \(session.screen)")
        #expect(!session.screen.contains("Due [today]: "))
        #expect(!session.screen.contains("Repeat [never]: "))
        #expect(lastDraw(session).contains("  1  !!! Pay rent  Friday ↻\r\n"), "screen: \(lastDraw(session))")
        finish(session)
    }

    @Test func theFilterIsShownAboveTheListAndTheHintNamesL() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(#"{"version": 1, "items": [{"id": 1, "name": "Clean +home", "due": "2026-11-21"}, "#
            + #"{"id": 2, "name": "Call bank", "due": "2026-11-21"}, {"id": 3, "name": "Paint +home", "due": "2027-01-10"}]}"#)
        let session = try screen(todo, columns: 80, rows: 30)
        #expect(lastDraw(session).contains("\r\n1 more after next week: l shows them\r\n"), "screen: \(lastDraw(session))")
        #expect(pressAndWaitForDraw(session, "/ +home\r", "Filter: +home\r\nToday\r\n  1  Clean +home\r\n"),
                "screen: \(lastDraw(session))")
        #expect(lastDraw(session).hasPrefix("Filter: +home\r\n"))
        #expect(!lastDraw(session).contains("Call bank"))
        #expect(pressAndWaitForDraw(session, "/ nothing\r", "Filter: nothing\r\nNothing matches nothing"),
                "screen: \(lastDraw(session))")
        finish(session)
    }

    /// A name that must be cut fills the width: its line (and, lined up, every label) ends at the edge.
    @Test func aCutNameFillsTheWidth() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let long = String(repeating: "Renew the passport and the identity card ", count: 5)
        try todo.write(#"{"version": 1, "items": [{"id": 1, "name": "\#(long)", "due": "2026-11-21"}, "#
            + #"{"id": 2, "name": "\#(long)", "due": "2026-11-22"}, {"id": 3, "name": "Tax", "due": "2026-11-22"}]}"#)
        let session = try screen(todo, columns: 100, rows: 30)
        for columns in [100, 60, 30] {
            if columns != 100 {
                session.resize(columns: columns, rows: 30)
                #expect(pressAndWaitForDraw(session, "\r", "Tomorrow"))
            }
            let items = rows(session).filter { $0.hasPrefix("  ") }
            #expect(items.count == 3, "at \(columns): \(items)")
            #expect(items.prefix(2).allSatisfy { $0.count == columns && $0.contains("…") }, "at \(columns): \(items)")
            #expect(items[1].hasSuffix("…  Sunday"))
            #expect(items[2].hasPrefix("  3  Tax  ") && items[2].hasSuffix("  Sunday") && items[2].count == columns)
        }
        finish(session)
    }

    /// A resize on a later page draws that page again from its first item, fitted to the new size.
    @Test func aResizeOnALaterPageKeepsItsFirstItem() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo)
        let session = try screen(todo, columns: 80, rows: 20)
        #expect(pressAndWaitForDraw(session, " ", "b the one before"))
        let firstItem = rows(session).dropFirst().first
        session.resize(columns: 50, rows: 12)
        #expect(pressAndWaitForDraw(session, "\r", "Next Week"), "screen: \(lastDraw(session))")
        let resized = rows(session)
        #expect(resized.count <= 12, "\(resized)")
        #expect(resized.dropFirst().first == firstItem)
        #expect(resized.allSatisfy { $0.count <= 50 }, "\(resized)")
        finish(session)
    }

    /// A resize at the List screen's prompt draws the page again at once, at the new size.
    @Test func aResizeAtThePromptDrawsAgainAtOnce() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try writeItems(todo)
        let session = try screen(todo, columns: 80, rows: 20)
        #expect(pressAndWaitForDraw(session, " ", "b the one before"))
        let firstItem = rows(session).dropFirst().first
        let before = draws(session)
        session.resize(columns: 60, rows: 10)
        session.signalResize()
        #expect(session.waitUntil(seconds: 30) { _ in draws(session) > before && lastDraw(session).hasSuffix("\r\n> ") },
                "screen: \(lastDraw(session))")
        #expect(rows(session).count <= 10, "\(rows(session))")
        #expect(rows(session).dropFirst().first == firstItem)
        finish(session)
    }
}

import Foundation
import TodoTestSupport

/// The built `todo` on a real pseudo-terminal of a set size, its screen read back as a terminal
/// of that size shows it (`ScreenGrid` applied to every byte the program wrote), keys typed as
/// their bytes.
final class ScreenSession {
    let session: PseudoTerminalSession
    let columns: Int
    let rows: Int

    init(_ todo: TodoBinary, arguments: [String] = [], environment extra: [String: String] = [:],
         columns: Int, rows: Int) throws {
        self.columns = columns
        self.rows = rows
        let environment = todo.environment(["TERM": "xterm", "LANG": "C.UTF-8"]).merging(extra) { $1 }
        session = try PseudoTerminalSession(arguments: ["--today", "2026-11-21"] + arguments, environment: environment,
                                            columns: columns, rows: rows)
    }

    /// The screen's rows as shown now, trailing spaces dropped.
    var lines: [String] {
        var grid = ScreenGrid(width: columns, height: rows)
        grid.apply(session.screen)
        return grid.lines
    }

    /// What the program wrote after it last left the alternate screen, line by line: the
    /// changes printed on quit.
    var linesAfterScreen: [String] {
        let leave = "\u{1B}[?1049l\u{1B}[?2004l"
        guard let range = session.screen.range(of: leave, options: .backwards) else { return [] }
        return session.screen[range.upperBound...].replacingOccurrences(of: "\r", with: "")
            .split(separator: "\n").map(String.init)
    }

    func type(_ text: String) {
        session.press(text)
    }

    /// Presses keys by name: `Down`, `PageDown`, `Tab`, `BTab`, `Home`, `End`, `Escape`, `C-c`, `Enter`.
    func press(_ keys: String...) {
        let bytes: [String: String] = ["Down": "\u{1B}[B", "Up": "\u{1B}[A", "PageDown": "\u{1B}[6~", "PageUp": "\u{1B}[5~",
                                       "Tab": "\t", "BTab": "\u{1B}[Z", "Home": "\u{1B}[H", "End": "\u{1B}[F",
                                       "Escape": "\u{1B}", "C-c": "\u{3}", "Enter": "\r"]
        for key in keys { session.press(bytes[key] ?? key) }
    }

    /// Sets the terminal's size and sends the program SIGWINCH, as a terminal window resized does.
    func resize(columns: Int, rows: Int) -> ScreenSession.Resized {
        session.resize(columns: columns, rows: rows)
        session.signalResize()
        return Resized(columns: columns, rows: rows)
    }

    struct Resized {
        let columns: Int
        let rows: Int
    }

    /// The screen at another size (after `resize`).
    func lines(at size: Resized) -> [String] {
        var grid = ScreenGrid(width: size.columns, height: size.rows)
        grid.apply(session.screen)
        return grid.lines
    }

    /// Waits until the screen satisfies `condition` (at most `seconds`); false if it never did.
    @discardableResult
    func waitUntil(seconds: Double = 20, _ condition: ([String]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(lines) { return true }
            usleep(10_000)
        }
        return condition(lines)
    }

    @discardableResult
    func waitFor(line: String, seconds: Double = 20) -> Bool {
        waitUntil(seconds: seconds) { $0.contains(line) }
    }

    func exitStatus() -> Int32 {
        session.waitForExit(seconds: 20)
    }
}

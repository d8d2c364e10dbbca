/// Why bytes are not an iCalendar file, with the line (1-based, as folded in the file).
package struct CalendarSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    package let line: Int
    package let reason: String

    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    package var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}

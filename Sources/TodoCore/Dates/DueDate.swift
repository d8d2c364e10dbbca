/// When an item is due: a floating local date, and optionally a time on it.
///
/// Stored as `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, never as a UTC instant, so a due date does
/// not move when the time zone or daylight saving time changes.
package struct DueDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var date: LocalDate
    package var time: LocalTime?

    package init(date: LocalDate, time: LocalTime? = nil) {
        self.date = date
        self.time = time
    }

    /// By date, then an item with no time before a timed one, then by time.
    package static func < (lhs: DueDate, rhs: DueDate) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        switch (lhs.time, rhs.time) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case let (left?, right?): return left < right
        }
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    package var iso: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        appendISO(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `iso` as UTF-8: the data file's encoder writes every item's date this way.
    package func appendISO(to output: inout [UInt8]) {
        date.appendISO(to: &output)
        guard let time else { return }
        output.append(UInt8(ascii: "T"))
        time.appendISO(to: &output)
    }

    package var description: String { iso }

    /// Reads exactly the two stored forms; nil for anything else.
    package init?(iso text: some StringProtocol) {
        var text = String(text)
        guard let due = text.withUTF8(ISODateReader.dueDate) else { return nil }
        self = due
    }
}

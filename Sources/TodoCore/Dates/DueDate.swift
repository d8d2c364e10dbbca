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
        String(unsafeUninitializedCapacity: 16) { writeISO(into: $0) }
    }

    /// Writes `iso` as UTF-8 into `buffer` (room for 16 bytes); returns how many it wrote.
    package func writeISO(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        date.writeISO(into: buffer)
        guard let time else { return 10 }
        buffer[10] = UInt8(ascii: "T")
        Digits.put(time.hour, width: 2, into: buffer, at: 11)
        buffer[13] = UInt8(ascii: ":")
        Digits.put(time.minute, width: 2, into: buffer, at: 14)
        return 16
    }

    package var description: String { iso }

    /// Reads exactly the two stored forms; nil for anything else.
    package init?(iso text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        if utf8.count == 10 {
            guard let date = LocalDate(iso: text) else { return nil }
            self.init(date: date)
            return
        }
        guard utf8.count == 16, utf8[10] == UInt8(ascii: "T"), utf8[13] == UInt8(ascii: ":"),
              let date = LocalDate(iso: String(decoding: utf8[0..<10], as: UTF8.self)),
              let hour = Digits.value(utf8[11..<13]), let minute = Digits.value(utf8[14..<16]),
              let time = LocalTime(hour: hour, minute: minute) else { return nil }
        self.init(date: date, time: time)
    }
}

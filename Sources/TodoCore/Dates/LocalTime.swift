/// A wall-clock time of day with minute precision and no time zone.
package struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var hour: Int { Int(storedHour) }
    package var minute: Int { Int(storedMinute) }

    // Two bytes, not sixteen: see `LocalDate`.
    private let storedHour: UInt8
    private let storedMinute: UInt8

    /// A valid time (00:00 through 23:59), or nil.
    package init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        storedHour = UInt8(truncatingIfNeeded: hour)
        storedMinute = UInt8(truncatingIfNeeded: minute)
    }

    /// 00:00, the first minute of a day.
    package static let midnight = LocalTime(checkedHour: 0, minute: 0)

    private init(checkedHour hour: UInt8, minute: UInt8) {
        storedHour = hour
        storedMinute = minute
    }

    package static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// `HH:MM`, 24-hour.
    package var iso: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5)
        appendISO(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `iso` as UTF-8.
    func appendISO(to output: inout [UInt8]) {
        Digits.append(hour, width: 2, to: &output)
        output.append(UInt8(ascii: ":"))
        Digits.append(minute, width: 2, to: &output)
    }

    package var description: String { iso }
}

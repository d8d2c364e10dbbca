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

    package static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// `HH:MM`, 24-hour.
    package var iso: String {
        String(unsafeUninitializedCapacity: 5) { buffer in
            Digits.put(hour, width: 2, into: buffer, at: 0)
            buffer[2] = UInt8(ascii: ":")
            Digits.put(minute, width: 2, into: buffer, at: 3)
            return 5
        }
    }

    package var description: String { iso }
}

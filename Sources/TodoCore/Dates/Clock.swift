
/// What time it is: today's local date, and the UTC instant for stamps such as `done`.
package protocol Clock: Sendable {
    /// Today, in the local time zone (`TZ`).
    func today() -> LocalDate
    /// Now as an ISO 8601 UTC time to the second: `2026-11-20T18:02:11Z`.
    func utcTimestamp() -> String
    /// The local date at an instant (the day an item was done); nil outside the supported
    /// years. By default in `TZ` (`Clock+LocalDay.swift`).
    func localDate(at time: DoneTime) -> LocalDate?
    /// The local time of day now, to the minute (what `now` means). By default the system's,
    /// in `TZ` (`Clock+LocalDay.swift`).
    func localTimeNow() -> LocalTime
}

/// The system clock, read through the C library so that `TZ` is honoured.
package struct SystemClock: Clock {
    package init() {}

    package func today() -> LocalDate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
              let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                                   day: Int(parts.tm_mday)) else {
            return .epoch
        }
        return date
    }

    package func utcTimestamp() -> String {
        var now = time(nil)
        var parts = tm()
        guard gmtime_r(&now, &parts) != nil,
              let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                                   day: Int(parts.tm_mday)) else { return "1970-01-01T00:00:00Z" }
        var stamp: [UInt8] = []
        stamp.reserveCapacity(20)
        date.appendISO(to: &stamp)
        stamp.append(UInt8(ascii: "T"))
        Digits.append(Int(parts.tm_hour), width: 2, to: &stamp)
        stamp.append(UInt8(ascii: ":"))
        Digits.append(Int(parts.tm_min), width: 2, to: &stamp)
        stamp.append(UInt8(ascii: ":"))
        Digits.append(Int(parts.tm_sec), width: 2, to: &stamp)
        stamp.append(UInt8(ascii: "Z"))
        return String(decoding: stamp, as: UTF8.self)
    }
}

/// A clock whose today is fixed (`--today`, `TODO_TODAY`, tests); stamps still come from `stamps`.
package struct FixedClock: Clock {
    private let fixedToday: LocalDate
    private let stamps: any Clock

    package init(today: LocalDate, stamps: any Clock = SystemClock()) {
        self.fixedToday = today
        self.stamps = stamps
    }

    package func today() -> LocalDate { fixedToday }
    package func utcTimestamp() -> String { stamps.utcTimestamp() }
    /// The zone is the stamps' clock's: a fixed today does not move the time zone.
    package func localDate(at time: DoneTime) -> LocalDate? { stamps.localDate(at: time) }
    /// `now` with `--today`: that day, at the time it is now.
    package func localTimeNow() -> LocalTime { stamps.localTimeNow() }
}

/// A POSIX `TZ` rule (`CET-1CEST,M3.5.0,M10.5.0/3`), as a TZif file's footer gives it for
/// the times after its last transition: a zone file may list transitions only until 2037, or
/// (written `zic -b slim`) only until the rule took over.
///
/// What POSIX and RFC 8536 allow: names alphabetic or `<quoted>`, offsets `[+-]hh[:mm[:ss]]`
/// (west of UTC positive), transition days `Jn`, `n` and `Mm.w.d`, transition times from
/// -167 to 167 hours.
package struct PosixZoneRule: Equatable, Sendable {
    /// A day in a year on which summer time starts or ends.
    enum Day: Equatable, Sendable {
        /// `Jn`: day 1 through 365, February 29 never counted.
        case julian(Int)
        /// `n`: day 0 through 365, February 29 counted.
        case zeroBased(Int)
        /// `Mm.w.d`: day `d` (0 = Sunday) of week `w` (5 = the last) of month `m`.
        case month(Int, week: Int, weekday: Int)
    }

    /// When in a year summer time starts or ends: a day and a local time on it (seconds).
    struct Change: Equatable, Sendable {
        let day: Day
        let time: Int
    }

    /// Seconds east of UTC in standard time.
    let standardOffset: Int
    /// Summer time; nil for a zone without it.
    let summer: Summer?

    /// Summer time: seconds east of UTC, and when it starts and ends.
    struct Summer: Equatable, Sendable {
        let offset: Int
        let start: Change
        let end: Change
    }

    /// Nil for text that is not such a rule.
    package init?(_ text: some Sequence<UInt8>) {
        var reader = Reader(bytes: Array(text))
        guard reader.skipName(), let standard = reader.offset() else { return nil }
        standardOffset = -standard
        if reader.atEnd {
            summer = nil
            return
        }
        guard reader.skipName() else { return nil }
        let summerOffset = reader.atEnd || reader.peekIsComma ? standardOffset + 3_600 : reader.offset().map { -$0 }
        guard let summerOffset else { return nil }
        // Without a rule, POSIX leaves the days to the implementation; glibc takes the US rule.
        if reader.atEnd {
            summer = Summer(offset: summerOffset, start: Change(day: .month(3, week: 2, weekday: 0), time: 7_200),
                            end: Change(day: .month(11, week: 1, weekday: 0), time: 7_200))
            return
        }
        guard reader.skip(UInt8(ascii: ",")), let start = reader.change(), reader.skip(UInt8(ascii: ",")),
              let end = reader.change(), reader.atEnd else { return nil }
        summer = Summer(offset: summerOffset, start: start, end: end)
    }

    /// Seconds east of UTC at `instant` (seconds since 1970 UTC).
    package func offset(atUTC instant: Int) -> Int {
        guard let summer else { return standardOffset }
        let localDays = floorDivide(instant + standardOffset, 86_400)
        guard let year = LocalDate(daysSinceEpoch: localDays)?.year,
              let start = Self.instant(of: summer.start, in: year, offset: standardOffset),
              let end = Self.instant(of: summer.end, in: year, offset: summer.offset) else { return standardOffset }
        // Southern hemisphere: summer time runs over the new year, from start to the next end.
        let inSummer = start < end ? (start <= instant && instant < end) : !(end <= instant && instant < start)
        return inSummer ? summer.offset : standardOffset
    }

    /// The UTC instant of `change` in `year`, the local time on it being `offset` east of UTC.
    private static func instant(of change: Change, in year: Int, offset: Int) -> Int? {
        guard let days = days(of: change.day, in: year) else { return nil }
        return days * 86_400 + change.time - offset
    }

    /// Days since 1970 of `day` in `year`.
    private static func days(of day: Day, in year: Int) -> Int? {
        guard let january1 = LocalDate(year: year, month: 1, day: 1)?.daysSinceEpoch else { return nil }
        switch day {
        case .julian(let number):
            let isLeap = LocalDate(year: year, month: 2, day: 29) != nil
            return january1 + number - 1 + (isLeap && number >= 60 ? 1 : 0)
        case .zeroBased(let number):
            return january1 + number
        case .month(let month, let week, let weekday):
            guard let first = LocalDate(year: year, month: month, day: 1)?.daysSinceEpoch,
                  let next = (month == 12 ? LocalDate(year: year + 1, month: 1, day: 1)
                              : LocalDate(year: year, month: month + 1, day: 1))?.daysSinceEpoch else { return nil }
            let firstWeekday = ((first + 4) % 7 + 7) % 7
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            while day >= next { day -= 7 }
            return day
        }
    }

    private func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }
}

extension PosixZoneRule {
    /// Reads the parts of a rule, left to right.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index == bytes.count }
        var peekIsComma: Bool { index < bytes.count && bytes[index] == UInt8(ascii: ",") }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// `CET`, or `<+0330>`: at least three characters.
        mutating func skipName() -> Bool {
            let start = index
            if skip(UInt8(ascii: "<")) {
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                guard index - start - 1 >= 3, skip(UInt8(ascii: ">")) else { return false }
                return true
            }
            while index < bytes.count, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index] & ~0x20) {
                index += 1
            }
            return index - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, up to 167 hours.
        mutating func offset() -> Int? {
            let negative = skip(UInt8(ascii: "-"))
            if !negative { _ = skip(UInt8(ascii: "+")) }
            guard let hours = number(maxDigits: 3), hours <= 167 else { return nil }
            var seconds = hours * 3_600
            if skip(UInt8(ascii: ":")) {
                guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if skip(UInt8(ascii: ":")) {
                    guard let rest = number(maxDigits: 2), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return negative ? -seconds : seconds
        }

        /// `date[/time]`; the time is 02:00 when not given.
        mutating func change() -> Change? {
            let day: Day
            if skip(UInt8(ascii: "J")) {
                guard let number = number(maxDigits: 3), (1...365).contains(number) else { return nil }
                day = .julian(number)
            } else if skip(UInt8(ascii: "M")) {
                guard let month = number(maxDigits: 2), (1...12).contains(month), skip(UInt8(ascii: ".")),
                      let week = number(maxDigits: 1), (1...5).contains(week), skip(UInt8(ascii: ".")),
                      let weekday = number(maxDigits: 1), weekday <= 6 else { return nil }
                day = .month(month, week: week, weekday: weekday)
            } else {
                guard let number = number(maxDigits: 3), number <= 365 else { return nil }
                day = .zeroBased(number)
            }
            guard skip(UInt8(ascii: "/")) else { return Change(day: day, time: 7_200) }
            guard let time = offset() else { return nil }
            return Change(day: day, time: time)
        }

        private mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            var count = 0
            while index < bytes.count, count < maxDigits, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            return count == 0 ? nil : value
        }
    }
}

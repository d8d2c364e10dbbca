package import TodoCore
import TodoFileSystem

/// RFC 5545 DATE and DATE-TIME values (3.3.4, 3.3.5) as `todo` reads and writes them.
package enum CalendarDateTime {
    /// A `DUE` (or any date property) as a due date in `localZone`: a DATE is that day, a
    /// floating DATE-TIME that wall-clock time, one in UTC (`Z`) or with a `TZID` that the
    /// system's time-zone database knows (under one of the names calendar programs write) is
    /// moved into `localZone`. A `TZID` it does not know is read as floating, the nearest
    /// guess without the file's VTIMEZONE. Nil for a value it cannot read.
    package static func dueDate(_ line: ContentLine, localZone: LocalZone) -> DueDate? {
        let bytes = Array(line.value.utf8)
        guard bytes.count >= 8, let date = date(bytes[0..<8]) else { return nil }
        if bytes.count == 8 { return DueDate(date: date) }
        guard bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")),
              bytes[8] == UInt8(ascii: "T"),
              let hour = number(bytes[9..<11]), let minute = number(bytes[11..<13]), let second = number(bytes[13..<15]),
              let time = LocalTime(hour: hour, minute: minute), second < 61 else { return nil }
        let wallClock = date.daysSinceEpoch * 86_400 + hour * 3_600 + minute * 60 + second
        if bytes.count == 16 {
            return localZone.dueDate(atUTC: wallClock) ?? DueDate(date: date, time: time)
        }
        guard let zone = line.parameter("TZID").flatMap(timeZone), zone.name != localZone.name else {
            return DueDate(date: date, time: time)
        }
        return localZone.dueDate(atUTC: zone.instant(atWallClock: wallClock)) ?? DueDate(date: date, time: time)
    }

    /// The `DUE` line for a due date: `DUE;VALUE=DATE:20261124` or a floating `DUE:20261124T143000`.
    package static func dueLine(_ due: DueDate) -> ContentLine {
        guard let time = due.time else {
            return ContentLine(name: "DUE", parameters: [CalendarParameter("VALUE", ["DATE"])], value: text(due.date))
        }
        return ContentLine(name: "DUE", value: text(due.date) + "T" + two(time.hour) + two(time.minute) + "00")
    }

    /// `20261120T180211Z` from whole seconds since 1970 UTC.
    package static func utcText(secondsSinceEpoch seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let date = LocalDate(daysSinceEpoch: days) ?? .epoch
        return text(date) + "T" + two(rest / 3_600) + two(rest / 60 % 60) + two(rest % 60) + "Z"
    }

    /// `2026-11-20T18:02:11Z` (the data file's done stamp) from `20261120T180211Z`; a DATE or
    /// a floating time is taken as UTC. Nil for anything else.
    package static func doneStamp(_ value: String) -> String? {
        let bytes = Array(value.utf8)
        guard bytes.count >= 8, let date = date(bytes[0..<8]) else { return nil }
        guard bytes.count > 8 else { return date.iso + "T00:00:00Z" }
        guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T"), let hour = number(bytes[9..<11]),
              let minute = number(bytes[11..<13]), let second = number(bytes[13..<15]),
              hour < 24, minute < 60, second < 61 else { return nil }
        return date.iso + "T" + two(hour) + ":" + two(minute) + ":" + two(second) + "Z"
    }

    /// `20261120T180211Z` from a done stamp; nil when the stamp is not a time.
    package static func completedText(doneStamp: String) -> String? {
        DoneTime(stamp: doneStamp).map { utcText(secondsSinceEpoch: $0.secondsSinceEpoch) }
    }

    static func text(_ date: LocalDate) -> String {
        var text = String(date.year)
        while text.utf8.count < 4 { text = "0" + text }
        return text + two(date.month) + two(date.day)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }

    private static func date(_ bytes: ArraySlice<UInt8>) -> LocalDate? {
        guard let year = number(bytes.prefix(4)), let month = number(bytes.dropFirst(4).prefix(2)),
              let day = number(bytes.dropFirst(6).prefix(2)) else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return bytes.isEmpty ? nil : value
    }

    /// The zone of a `TZID`, under any of the names calendar programs write for it
    /// (`CalendarZoneNames`): `TZID=/Europe/Paris`, `W. Europe Standard Time`,
    /// `/mozilla.org/20050126_1/America/Los_Angeles`.
    private static func timeZone(_ identifier: String) -> ZoneRules? {
        for name in CalendarZoneNames.candidates(for: identifier) {
            if let rules = ZoneInfoDatabase.rules(named: name) { return rules }
        }
        return nil
    }
}

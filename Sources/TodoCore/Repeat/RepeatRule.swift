/// How an item repeats: every so many days, weeks, months or years, every week on a
/// weekday, or every Monday to Friday. `todo done` on a repeating item adds the next one (`nextDueDate`).
///
/// Stored in the data file as its `text`, one spelling per rule (`"day"`, `"3 days"`,
/// `"2 weeks"`, `"month"`, `"monday"`, `"weekdays"`), so that a file `todo` wrote reads back byte for byte.
package struct RepeatRule: Hashable, Sendable, CustomStringConvertible {
    /// A step of the calendar that a series moves by.
    package enum Unit: String, CaseIterable, Sendable {
        case day, week, month, year
    }

    package enum Kind: Hashable, Sendable {
        /// Every `count` units (1 through `RepeatRule.largestCount`).
        case step(count: Int, unit: Unit)
        /// Every week on this day.
        case weekday(Weekday)
        /// Every Monday, Tuesday, Wednesday, Thursday and Friday: Taskwarrior's `weekdays`,
        /// iCalendar's `BYDAY=MO,TU,WE,TH,FR`.
        case weekdays
    }

    package var kind: Kind {
        if storedKind == RepeatRule.weekdaysKind { return .weekdays }
        if storedKind >= 4 { return .weekday(Weekday(rawValue: Int(storedKind) - 3) ?? .sunday) }
        return .step(count: Int(storedCount), unit: RepeatRule.Unit.allCases[Int(storedKind)])
    }

    /// The day of the month a month or year series keeps, when the due date could not keep it
    /// (a series that started on Jan 31 is due Feb 28, then Mar 31 again): nil when it is the
    /// due date's own day, which is nearly always.
    package var anchorDay: Int? { storedAnchor == 0 ? nil : Int(storedAnchor) }

    // Four bytes, not twenty-five: every item has room for a rule (see `LocalDate`).
    /// 0...3: a step of that `Unit`; 4...10: a weekday (Sunday = 4); 11: Monday to Friday.
    private let storedKind: UInt8
    private let storedAnchor: UInt8
    private let storedCount: UInt16

    private static let weekdaysKind: UInt8 = 11

    /// The most units a step may have: 999 years is past any date the file can hold.
    package static let largestCount = 999

    /// A rule; nil for a count outside 1...999, or an anchor day outside 1...31 or on a rule
    /// that has no day of the month to keep (days, weeks, weekdays).
    package init?(_ kind: Kind, anchorDay: Int? = nil) {
        if case .step(let count, let unit) = kind {
            guard (1...RepeatRule.largestCount).contains(count) else { return nil }
            if anchorDay != nil, unit == .day || unit == .week { return nil }
        } else if anchorDay != nil {
            return nil
        }
        if let anchorDay, !(1...31).contains(anchorDay) { return nil }
        switch kind {
        case .step(let count, let unit):
            storedKind = UInt8(RepeatRule.Unit.allCases.firstIndex(of: unit) ?? 0)
            storedCount = UInt16(count)
        case .weekday(let day):
            storedKind = UInt8(day.rawValue + 3)
            storedCount = 1
        case .weekdays:
            storedKind = RepeatRule.weekdaysKind
            storedCount = 1
        }
        storedAnchor = UInt8(anchorDay ?? 0)
    }

    /// The stored spelling: `day`, `3 days`, `week`, `2 weeks`, `month`, `6 months`, `year`,
    /// `monday`, `weekdays`; a kept day of the month follows a month or year step: `month on the 31st`.
    ///
    /// Built by concatenation, without interpolation or case mapping: `todo list --json` asks
    /// for it once for each repeating item it shows.
    package var text: String {
        var text: String
        switch kind {
        case .step(1, let unit): text = unit.rawValue
        case .step(let count, let unit): text = String(count) + " " + unit.rawValue + "s"
        case .weekday(let day): text = RepeatRule.weekdayNames[day.rawValue - 1]
        case .weekdays: text = "weekdays"
        }
        if let anchorDay { text += " on the " + String(anchorDay) + DateWords.ordinalSuffix(of: anchorDay) }
        return text
    }

    /// Sunday first, as `Weekday` numbers them.
    private static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    package var description: String { text }
}

extension RepeatRule {
    /// The same rule for a series that starts again from a new due date: no day of the
    /// month is kept from the old one.
    package var restarted: RepeatRule {
        RepeatRule(kind) ?? self
    }
}

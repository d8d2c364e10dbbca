/// How an item repeats: every so many days, weeks, months or years, or every week on a
/// weekday. `todo done` on a repeating item adds the next one (`nextDueDate`).
///
/// Stored in the data file as its `text`, one spelling per rule (`"day"`, `"3 days"`,
/// `"2 weeks"`, `"month"`, `"monday"`), so that a file `todo` wrote reads back byte for byte.
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
    }

    package let kind: Kind
    /// The day of the month a month or year series keeps, when the due date could not keep it
    /// (a series that started on Jan 31 is due Feb 28, then Mar 31 again): nil when it is the
    /// due date's own day, which is nearly always.
    package let anchorDay: Int?

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
        self.kind = kind
        self.anchorDay = anchorDay
    }

    /// The stored spelling: `day`, `3 days`, `week`, `2 weeks`, `month`, `6 months`, `year`,
    /// `monday`; a kept day of the month follows a month or year step: `month on the 31st`.
    package var text: String {
        var text: String
        switch kind {
        case .step(1, let unit): text = unit.rawValue
        case .step(let count, let unit): text = "\(count) \(unit.rawValue)s"
        case .weekday(let day): text = day.name.lowercased()
        }
        if let anchorDay { text += " on the \(anchorDay)\(DateWords.ordinalSuffix(of: anchorDay))" }
        return text
    }

    package var description: String { text }
}

extension RepeatRule {
    /// The same rule for a series that starts again from a new due date: no day of the
    /// month is kept from the old one.
    package var restarted: RepeatRule {
        RepeatRule(kind) ?? self
    }
}

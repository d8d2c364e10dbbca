/// How urgent an item is, as Taskwarrior, todo.txt, iCalendar and Apple Reminders all have it:
/// three levels; no priority is nil, not a case, so that an item without one costs nothing.
package enum Priority: String, CaseIterable, Equatable, Sendable {
    case high, medium, low

    /// The word `--priority` takes: the name or its first letter, in either case. `none` is
    /// not a priority (the caller says what it means).
    package init?(word: String) {
        switch word {
        case "high", "h", "H": self = .high
        case "medium", "m", "M": self = .medium
        case "low", "l", "L": self = .low
        default: return nil
        }
    }

    /// Its place in the list, highest first; 3 is no priority.
    package var rank: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }

    /// How many `!` the list's marker has, as Apple Reminders writes it: `!!!` high, `!!`
    /// medium, `!` low. A count, not a string, so that the list appends bytes and measures nothing.
    package var markCount: Int { 3 - rank }

    /// RFC 5545's `PRIORITY` (3.8.1.9): 1–4 high, 5 medium, 6–9 low; 0 (and anything else) is
    /// no priority, as todoman reads it.
    package init?(calendarValue: Int) {
        switch calendarValue {
        case 1...4: self = .high
        case 5: self = .medium
        case 6...9: self = .low
        default: return nil
        }
    }

    /// The one value written for each level: the middle of none, the ends of the ranges.
    package var calendarValue: Int {
        switch self {
        case .high: 1
        case .medium: 5
        case .low: 9
        }
    }
}

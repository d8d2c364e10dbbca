import TodoCore
/// The `rec:` values of todo.txt (`1w`, `+1m`, `3d`, `1y`) as repeat rules, and back.
///
/// A leading `+` repeats from the due date rather than from the day it was done; `todo`
/// always repeats from the due date, so both read the same, and `todo export` writes `+`.
///
/// `1b` (one business day, as topydo and the todo.txt recurrence add-ons write it) is the
/// `weekdays` rule: the next Monday-to-Friday day. Other counts of business days have no rule.
enum TodoTxtRecurrence {
    private static let units: [Character: RepeatRule.Unit] = ["d": .day, "w": .week, "m": .month, "y": .year]

    /// The rule, or nil for a value with no match (`5b`, no count, `0d`).
    static func rule(_ text: Substring) -> RepeatRule? {
        let value = text.hasPrefix("+") ? text.dropFirst() : text
        if value.lowercased() == "1b" || value.lowercased() == "b" { return RepeatRule(.weekdays) }
        guard let last = value.last, let unit = units[Character(last.lowercased())] else { return nil }
        let digits = value.dropLast()
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let count = digits.isEmpty ? 1 : Int(digits) else { return nil }
        return RepeatRule(.step(count: count, unit: unit))
    }

    /// `+1w`, `+3d`; a weekday rule is `+1w` (its due date is on that weekday); `weekdays` is `+1b`.
    static func value(_ rule: RepeatRule) -> String {
        switch rule.kind {
        case .step(let count, let unit): "+\(count)\(unit.rawValue.prefix(1))"
        case .weekday: "+1w"
        case .weekdays: "+1b"
        }
    }
}

import TodoCore
/// Taskwarrior's recurrence periods (`daily`, `weekly`, `2w`, `3days`, `quarterly`, `P1M`)
/// as repeat rules: every one of them that counts days, weeks, months or years.
enum TaskwarriorRecurrence {
    /// Words Taskwarrior has that `--every` does not.
    private static let words: [String: (Int, RepeatRule.Unit)] = [
        "biweekly": (2, .week), "fortnight": (2, .week), "bimonthly": (2, .month),
        "quarterly": (3, .month), "semiannual": (6, .month), "annual": (1, .year),
        "biannual": (2, .year), "biyearly": (2, .year),
    ]

    private static let units: [String: (Int, RepeatRule.Unit)] = [
        "d": (1, .day), "day": (1, .day), "days": (1, .day),
        "w": (1, .week), "wk": (1, .week), "wks": (1, .week), "week": (1, .week), "weeks": (1, .week),
        "m": (1, .month), "mo": (1, .month), "mos": (1, .month), "mth": (1, .month), "mths": (1, .month),
        "month": (1, .month), "months": (1, .month),
        "q": (3, .month), "qtr": (3, .month), "qtrs": (3, .month), "quarter": (3, .month), "quarters": (3, .month),
        "y": (1, .year), "yr": (1, .year), "yrs": (1, .year), "year": (1, .year), "years": (1, .year),
    ]

    /// The rule, or nil for a period with no match (hours, `0d`).
    static func rule(_ text: String) -> RepeatRule? {
        let word = text.lowercased().filter { !$0.isWhitespace }
        if word == "weekdays" { return RepeatRule(.weekdays) }
        if let (count, unit) = words[word] { return RepeatRule(.step(count: count, unit: unit)) }
        if let rule = RepeatRuleParser.rule(in: text), case .step = rule.kind { return rule }
        // ISO 8601 durations: P1D, P2W, P1M, P1Y.
        let period = word.hasPrefix("p") ? String(word.dropFirst()) : word
        let digits = period.prefix(while: { $0.isASCII && $0.isNumber })
        guard let count = digits.isEmpty ? 1 : Int(digits),
              let (times, unit) = units[String(period.dropFirst(digits.count))] else { return nil }
        let (product, overflow) = count.multipliedReportingOverflow(by: times)
        return overflow ? nil : RepeatRule(.step(count: product, unit: unit))
    }
}

/// Reads what a person typed after `--every`: `week`, `2 weeks`, `2w`, `weekly`, `monday`,
/// `weekdays`, `every 3 days`, in any case, with white space anywhere between words.
///
/// The data file's `"every"` is read the same way (a hand edit may spell a rule any way this
/// accepts); `todo` writes it back as `RepeatRule.text`.
package enum RepeatRuleParser {
    /// The one-line list of accepted forms that refusals name.
    package static let acceptedForms = "day, week, month, year, 3 days, 2 weeks, 6 months, 2 years, "
        + "daily, weekly, monthly, yearly, 3d, 2w, 1m, 1y, a weekday (monday, mon), or weekdays"

    /// Words that mean one unit: `daily` is `day`.
    private static let adverbs: [String: RepeatRule.Unit] = [
        "daily": .day, "weekly": .week, "monthly": .month, "yearly": .year, "annually": .year,
    ]

    private static let units: [String: RepeatRule.Unit] = [
        "d": .day, "day": .day, "days": .day,
        "w": .week, "week": .week, "weeks": .week,
        "m": .month, "month": .month, "months": .month,
        "y": .year, "year": .year, "years": .year,
    ]

    /// The rule `text` names, or `TodoError.usage` naming the accepted forms.
    package static func parse(_ text: String) throws -> RepeatRule {
        guard let rule = rule(in: text) else {
            throw TodoError.usage("cannot read \"\(TerminalText.escaped(text))\" as a repeat rule; try " + acceptedForms)
        }
        return rule
    }

    /// The rule `text` names, or nil.
    package static func rule(in text: String) -> RepeatRule? {
        var words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        if words.first == "every" { words.removeFirst() }
        var anchorDay: Int?
        if words.count >= 2, let onIndex = words.lastIndex(of: "on") {
            guard let day = dayOfMonth(words[(onIndex + 1)...]) else { return nil }
            anchorDay = day
            words.removeSubrange(onIndex...)
        }
        guard let kind = kind(words) else { return nil }
        return RepeatRule(kind, anchorDay: anchorDay)
    }

    private static func kind(_ words: [String]) -> RepeatRule.Kind? {
        switch words.count {
        case 1:
            let word = words[0]
            if let unit = adverbs[word] ?? RepeatRule.Unit(rawValue: word) { return .step(count: 1, unit: unit) }
            if let day = DateWords.weekdays[word] { return .weekday(day) }
            // `every weekday` is how English says it; `weekdays` is how Taskwarrior does.
            if word == "weekdays" || word == "weekday" { return .weekdays }
            // `2w`, `3d`: the count and the unit in one word.
            let digits = word.prefix(while: \.isASCIIDigit)
            guard !digits.isEmpty, let unit = units[String(word.dropFirst(digits.count))] else { return nil }
            return step(String(digits), unit)
        case 2:
            guard words[0].allSatisfy(\.isASCIIDigit), let unit = units[words[1]] else { return nil }
            return step(words[0], unit)
        default:
            return nil
        }
    }

    private static func step(_ digits: String, _ unit: RepeatRule.Unit) -> RepeatRule.Kind? {
        guard digits.count <= 4, let count = Int(digits) else { return nil }
        return .step(count: count, unit: unit)
    }

    /// `the 31st`, `31st`, `31`: a day of the month.
    private static func dayOfMonth(_ words: ArraySlice<String>) -> Int? {
        var words = words
        if words.first == "the" { words = words.dropFirst() }
        guard words.count == 1, let word = words.first else { return nil }
        let digits = word.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, digits.count <= 2, let day = Int(digits) else { return nil }
        let suffix = word.dropFirst(digits.count)
        guard suffix.isEmpty || suffix == DateWords.ordinalSuffix(of: day) else { return nil }
        return day
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Splits `todo add`'s NAME words into the name and the attribute words `due:VALUE`,
/// `every:`/`rec:`/`recur:VALUE` and `pri:`/`priority:VALUE`, as the contract's `todo add`
/// says: a word is taken only when its VALUE is valid, else it stays in the name with a
/// warning; an attribute given twice, or both as a word and as its option, is 64.
///
/// The checks are passed in rather than known here, so that this rule does not wait for the
/// types that will read the values (a priority type does not exist yet), and so that a test
/// states exactly what counts as valid. `standard(today:calendar:)` gives the real ones.
package struct InlineAttributeReader: Sendable {
    /// Whether VALUE is one of that attribute's values.
    package typealias Check = @Sendable (String) -> Bool

    // Kept apart and chosen by a switch, not in dictionaries keyed by the attribute: such a
    // dictionary's type is built at run time from its mangled name, and its key's Hashable
    // conformance searched for among all of the program's, 430,000 instructions of each
    // `todo add` (issue 30).
    private let isDate: Check
    private let isRule: Check
    private let isPriority: Check
    private let isDay: Check

    /// `isDay`: whether a text is a DATE that is a day, with no time (for `.day`'s reach).
    package init(isDate: @escaping Check, isRule: @escaping Check, isPriority: @escaping Check,
                 isDay: @escaping Check = { _ in false }) {
        self.isDate = isDate
        self.isRule = isRule
        self.isPriority = isPriority
        self.isDay = isDay
    }

    /// Whether VALUE is one of `attribute`'s values.
    private func accepts(_ value: String, as attribute: InlineAttribute) -> Bool {
        switch attribute {
        case .due: isDate(value)
        case .every: isRule(value)
        case .priority: isPriority(value)
        case .start: value == "none" || isDay(value)
        }
    }

    /// Whether words make one DATE of `reach`, for a VALUE that takes the words after it.
    private func reads(_ reach: InlineAttribute.Reach) -> Check {
        switch reach {
        case .date: isDate
        case .day: isDay
        }
    }

    /// The words before `--` are read; those after it are the name's, exactly, never read:
    /// the way to keep `due:fri` in a name. The caller splits at the first `--` (the command
    /// line parser already does). `given` holds the attributes the options gave
    /// (`--due fri`): a valid word for one of them is the same attribute given twice.
    package func read(_ words: [String], afterEnd: [String] = [], given: Set<InlineAttribute> = []) throws -> InlineAttributes {
        var result = InlineAttributes()
        var takenWords: [InlineAttribute: String] = [:]
        var index = words.startIndex
        while index < words.endIndex {
            var word = words[index]
            index += 1
            guard let (attribute, typedValue) = InlineAttribute.split(word) else {
                result.nameWords.append(word)
                continue
            }
            var value = typedValue
            var dateWarning: String?
            if let reach = attribute.reach {
                let reads = self.reads(reach)
                // `due:tomorrow 5pm`: the words after the word that make VALUE a longer DATE.
                let following = [value] + words[index...]
                // The words left warn when they read as any DATE, as after `--start`: `start:mon
                // 9am` leaves `9am`, which is no day but is a date.
                let run = DateWordRun(following[...], reads: reads, looksLikeDate: DueDateParser.readsAsDate)
                if run.count > 1 {
                    value = run.date(in: following[...])
                    word = ([word] + following.dropFirst().prefix(run.count - 1)).joined(separator: " ")
                    index += run.count - 1
                }
                dateWarning = run.warning(in: following[...])
            }
            guard accepts(value, as: attribute) else {
                result.nameWords.append(word)
                result.warnings.append("'\(TerminalText.escaped(word))' stays in the name: \(attribute.refusal)")
                continue
            }
            if given.contains(attribute) {
                throw TodoError.usage("\(attribute.noun) is given twice: \(attribute.flag) and '\(TerminalText.escaped(word))'")
            }
            if let earlier = takenWords[attribute] {
                throw TodoError.usage("\(attribute.noun) is given twice: '\(TerminalText.escaped(earlier))' and '\(TerminalText.escaped(word))'")
            }
            takenWords[attribute] = word
            result.values[attribute] = value
            if let dateWarning { result.warnings.append(dateWarning) }
        }
        result.nameWords += afterEnd
        return result
    }
}

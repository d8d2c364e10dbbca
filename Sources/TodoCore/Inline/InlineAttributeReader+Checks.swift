/// The checks `todo add` uses: the DATE language (with `none` and `someday`), the RULE
/// language, and the priority words of `--priority`.
extension InlineAttributeReader {
    /// `--priority`'s words as the contract lists them: the short ones in either case, the
    /// long ones in lower case, `none` for no priority.
    package static let priorityWords: Set<String> = ["high", "medium", "low", "h", "m", "l", "H", "M", "L", "none"]

    /// A past date is valid here: it is taken, then refused with 64 as `--due` refuses it.
    package static func standard(today: LocalDate, calendar: WeekCalendar) -> InlineAttributeReader {
        let dates = DueDateParser(today: today, calendar: calendar)
        return InlineAttributeReader(
            isDate: { DueDateParser.meansNoDate($0) || (try? dates.parse($0)) != nil },
            isRule: { RepeatRuleParser.rule(in: $0) != nil },
            isPriority: { priorityWords.contains($0) },
            isDay: { (try? dates.parse($0))?.time == nil && !DueDateParser.meansNoDate($0) && (try? dates.parse($0)) != nil })
    }
}

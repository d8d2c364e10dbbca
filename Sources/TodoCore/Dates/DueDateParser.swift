/// Reads what a person typed after `--due`: `fri at 9am`, `in 3 days`, `dec 1`, `2026-12-01`.
///
/// The grammar is the contract's DATE table: a day (or nothing, meaning today) and an
/// optional time of day after it, in any case, with white space anywhere between words.
/// Past days are read like any other (`yesterday` is a date); whether one is allowed is the
/// use case's business, not the reader's.
package struct DueDateParser: Sendable {
    package let today: LocalDate
    package let calendar: WeekCalendar
    /// The local time of day now, which `now` means (on `today`, which `--today` may move).
    package let currentTime: LocalTime

    init(today: LocalDate, calendar: WeekCalendar, currentTime: LocalTime = .midnight) {
        self.today = today
        self.calendar = calendar
        self.currentTime = currentTime
    }

    /// The one-line list of accepted forms that refusals name (used by other messages too).
    /// Forms of several words are quoted, as a shell needs them when more words follow.
    static let acceptedForms = "today, tomorrow, fri, \"next fri\", \"in 3 days\", 2w, eow, eom, 15th, "
        + "2026-12-01, 1.12., \"dec 1\", with an optional time before or after: 9am, 14:30, noon"

    /// Reads what a person typed after --due; throws TodoError.usage(message) for anything else.
    package func parse(_ text: String) throws -> DueDate {
        guard let tokens = DateToken.tokenize(text), !tokens.isEmpty, let due = read(tokens[...]) else {
            throw TodoError.usage("cannot read \"\(TerminalText.escaped(text))\" as a date; try "
                + DueDateParser.acceptedForms)
        }
        return due
    }

    /// Tries each way of ending the text with a time, longest first, then no time at all,
    /// then each way of starting it with one (`9am tomorrow`). The candidates are few (a time
    /// is at most four pieces), and trying them all spares the rules from guessing where the
    /// day ends: `dec 1 9 am` is `dec 1` at `9 am`.
    private func read(_ tokens: ArraySlice<DateToken>) -> DueDate? {
        if tokens.count == 1, tokens.first?.kind == .word(DateWords.now) { return DueDate(date: today, time: currentTime) }
        let days = DueDayParser(today: today, calendar: calendar)
        let longestTimeStart = max(tokens.startIndex, tokens.endIndex - TimeOfDayParser.maximumLength)
        for start in longestTimeStart..<tokens.endIndex {
            guard let time = TimeOfDayParser.time(in: tokens[start...]),
                  let day = day(before: start, in: tokens, using: days) else { continue }
            return DueDate(date: day, time: time)
        }
        if let day = days.day(in: tokens) { return DueDate(date: day, time: days.impliedTime(of: tokens)) }
        return timeFirst(tokens, using: days)
    }

    /// `9am tomorrow`, `noon fri`, `14:30 dec 1`: a time, white space, then a day (no `at`,
    /// and no second time: `9am tomorrow 10am` names two times and is refused).
    private func timeFirst(_ tokens: ArraySlice<DateToken>, using days: DueDayParser) -> DueDate? {
        let longestTimeEnd = min(tokens.endIndex - 1, tokens.startIndex + TimeOfDayParser.maximumLength)
        for end in stride(from: longestTimeEnd, to: tokens.startIndex, by: -1) where !tokens[end].isGlued {
            guard let time = TimeOfDayParser.time(in: tokens[..<end]),
                  let day = days.day(in: tokens[end...]) else { continue }
            return DueDate(date: day, time: time)
        }
        return nil
    }

    /// The day named by the pieces before a time that starts at `start`: after `at`, after
    /// the `T` of `2026-12-01T14:30`, or after white space; nothing at all means today.
    private func day(before start: Int, in tokens: ArraySlice<DateToken>, using days: DueDayParser) -> LocalDate? {
        var dayTokens = tokens[..<start]
        let timeIsGlued = tokens[start].isGlued && start > tokens.startIndex
        if let last = dayTokens.last, last.kind == .word("t"), last.isGlued, timeIsGlued {
            return days.iso(dayTokens.dropLast())
        }
        guard !timeIsGlued else { return nil }
        if dayTokens.last?.kind == .word("at") { dayTokens = dayTokens.dropLast() }
        return dayTokens.isEmpty ? today : days.day(in: dayTokens)
    }
}

/// Reads the day part of a due date (what comes before any time of day), relative to today.
///
/// One small rule per family of forms; each reads all the pieces or gives nil. A nil from
/// every rule is a refusal, so a rule never needs to say why it did not match.
struct DueDayParser {
    let today: LocalDate
    let calendar: WeekCalendar

    /// The day `tokens` name; nil if they name none, or one outside the supported years.
    func day(in tokens: ArraySlice<DateToken>) -> LocalDate? {
        guard !tokens.isEmpty else { return nil }
        return phrase(tokens) ?? weekday(tokens) ?? relative(tokens) ?? iso(tokens) ?? yearFirstSlashed(tokens)
            ?? dotted(tokens) ?? monthFirst(tokens) ?? dayFirst(tokens) ?? dayOfMonth(tokens)
    }

    /// The time the day's words imply when none is given: 20:00 for `tonight`.
    func impliedTime(of tokens: ArraySlice<DateToken>) -> LocalTime? {
        guard case .evening? = DueDayParser.phrase(of: tokens) else { return nil }
        return DateWords.eveningTime
    }

    /// The phrase that `tokens` are, all of them: only words, joined by single spaces.
    private static func phrase(of tokens: ArraySlice<DateToken>) -> DateWords.Phrase? {
        var words: [String] = []
        for token in tokens {
            guard case .word(let word) = token.kind else { return nil }
            words.append(word)
        }
        return DateWords.phrases[words.joined(separator: " ")]
    }

    /// `today`, `tom`, `next month`, `eow`, `end of next week`, `tonight`, `weekend`, …
    private func phrase(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        switch DueDayParser.phrase(of: tokens) {
        case .step(let count, let unit)?: return unit.step(today, by: count)
        case .evening?: return today
        // Saturday and Sunday in every locale; on a Sunday the weekend is still on, and the
        // next one starts six days later.
        case .weekend?: return today.weekday == .sunday ? today : today.adding(days: today.weekday.days(until: .saturday))
        case .nextWeekend?: return today.adding(days: today.weekday == .sunday ? 6 : today.weekday.days(until: .saturday) + 7)
        // Counted from today rather than asked of `calendar`, whose answers cannot say when
        // the week runs past the supported years.
        case .endOfWeek?: return today.adding(days: 6 - daysIntoWeek)
        case .endOfNextWeek?: return today.adding(days: 13 - daysIntoWeek)
        case .endOfMonth?: return today.endOfMonth
        case .endOfYear?: return LocalDate(year: today.year, month: 12, day: 31)
        case nil: return nil
        }
    }

    private var daysIntoWeek: Int { calendar.firstWeekday.days(until: today.weekday) }

    /// `fri`, `this fri`: on or after today. `next fri`: after today, never today.
    private func weekday(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        let isNext = reader.word("next")
        if !isNext { _ = reader.word("this") }
        guard let day = reader.word(in: DateWords.weekdays), reader.isAtEnd else { return nil }
        let ahead = today.weekday.days(until: day)
        return today.adding(days: isNext && ahead == 0 ? 7 : ahead)
    }

    /// `in 3 days`, `3 days`, `+3d`, `3d`, `in 3d`, `+3 days`, `2w`, `1 month`, `1y`.
    private func relative(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        _ = reader.word("in")
        let hasPlus = reader.mark("+", .spaced)
        guard let count = reader.number(digits: 1...Int.max, hasPlus ? .glued : .spaced),
              let unit = reader.word(in: DateWords.units, .either), reader.isAtEnd else { return nil }
        return unit.step(today, by: count)
    }

    /// `2026-12-01` (a one-digit month or day is read too).
    func iso(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        yearFirst(tokens, separator: "-")
    }

    /// `2026/12/01`, `2026/12/1`: year first, so never `12/01/2026` (December or January?).
    private func yearFirstSlashed(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        yearFirst(tokens, separator: "/")
    }

    private func yearFirst(_ tokens: ArraySlice<DateToken>, separator: Unicode.Scalar) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        guard let year = reader.number(digits: 4...4), reader.mark(separator),
              let month = reader.number(digits: 1...2, .glued), reader.mark(separator),
              let day = reader.number(digits: 1...2, .glued), reader.isAtEnd else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// `1.12.2026`, `1.12.`: day, month and a four-digit year, dotted, as most of Europe writes
    /// them; never month first. The last dot is required (`1.12` could be a decimal number),
    /// and a two-digit year is refused (`1.12.26`: which century?).
    private func dotted(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        guard let day = reader.number(digits: 1...2), reader.mark("."),
              let month = reader.number(digits: 1...2, .glued), reader.mark(".") else { return nil }
        let year = reader.number(digits: 4...4, .glued)
        guard reader.isAtEnd else { return nil }
        return date(month: month, day: day, year: year.map { .given($0) } ?? .absent)
    }

    /// `dec 1`, `december 1st`, `dec 1 2027`, `dec 1, 2027`.
    private func monthFirst(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        guard let month = reader.word(in: DateWords.months), let day = reader.dayOfMonth(),
              let year = reader.yearEnding() else { return nil }
        return date(month: month, day: day, year: year)
    }

    /// `1 dec`, `1st december`, `1 december 2027`.
    private func dayFirst(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        guard let day = reader.dayOfMonth(), let month = reader.word(in: DateWords.months),
              let year = reader.yearEnding() else { return nil }
        return date(month: month, day: day, year: year)
    }

    /// That date in the year given; without one, the first such date on or after today,
    /// looking as far as eight years ahead for a February 29.
    private func date(month: Int, day: Int, year: YearEnding) -> LocalDate? {
        switch year {
        case .given(let year): return LocalDate(year: year, month: month, day: day)
        case .absent:
            for year in today.year...(today.year + 8) {
                if let date = LocalDate(year: year, month: month, day: day), date >= today { return date }
            }
            return nil
        }
    }
}

/// The end of a month-and-day form.
private enum YearEnding {
    case absent
    case given(Int)
}

private extension DateTokenReader {
    /// A day of the month with an optional ordinal suffix: `1`, `1st`, `22nd`. A wrong suffix
    /// (`1th`) is left unread, so the rule refuses it.
    mutating func dayOfMonth() -> Int? {
        guard let day = number(digits: 1...2) else { return nil }
        _ = word(DateWords.ordinalSuffix(of: day), .glued)
        return day
    }

    /// Nothing, or a four-digit year after an optional comma (`dec 1, 2027`); nil when
    /// anything else is left.
    mutating func yearEnding() -> YearEnding? {
        let hasComma = mark(",")
        let year = number(digits: 4...4)
        guard isAtEnd else { return nil }
        switch year {
        case let year?: return .given(year)
        case nil: return hasComma ? nil : .absent
        }
    }
}

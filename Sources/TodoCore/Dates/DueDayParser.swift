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
        return phrase(tokens) ?? weekday(tokens) ?? relative(tokens) ?? iso(tokens)
            ?? monthFirst(tokens) ?? dayFirst(tokens) ?? dayOfMonth(tokens)
    }

    /// `today`, `tom`, `next month`, `eow`, `end of next week`, …
    private func phrase(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var words: [String] = []
        for token in tokens {
            guard case .word(let word) = token.kind else { return nil }
            words.append(word)
        }
        switch DateWords.phrases[words.joined(separator: " ")] {
        case .step(let count, let unit)?: return unit.step(today, by: count)
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
        var reader = DateTokenReader(tokens)
        guard let year = reader.number(digits: 4...4), reader.mark("-"),
              let month = reader.number(digits: 1...2, .glued), reader.mark("-"),
              let day = reader.number(digits: 1...2, .glued), reader.isAtEnd else { return nil }
        return LocalDate(year: year, month: month, day: day)
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
    private func date(month: Int, day: Int, year: DateTokenReader.YearEnding) -> LocalDate? {
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

private extension DateTokenReader {
    /// The end of a month-and-day form.
    enum YearEnding {
        case absent
        case given(Int)
    }

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

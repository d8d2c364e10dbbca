/// `15th`, `the 1st`, `31st`: a day of the month with no month named.
extension DueDayParser {
    /// The first date on or after today that falls on day `N` of its month; months too short
    /// for it are passed over (`31st` in November is December 31, `30th` in February is
    /// March 30). The suffix is required, and must be the day's own (`1st`, `2nd`, `3rd`,
    /// `11th`, `12th`, `13th`, `21st`), so that a bare number never reads as a date.
    func dayOfMonth(_ tokens: ArraySlice<DateToken>) -> LocalDate? {
        var reader = DateTokenReader(tokens)
        _ = reader.word("the")
        guard let day = reader.number(digits: 1...2), (1...31).contains(day),
              reader.word(DateWords.ordinalSuffix(of: day), .glued), reader.isAtEnd else { return nil }
        // Every day 1...31 comes round within three months (31st: at most two short months in a row).
        for step in 0...3 {
            guard let month = today.adding(months: step) else { return nil }
            if let date = LocalDate(year: month.year, month: month.month, day: day), date >= today {
                return date
            }
        }
        return nil
    }
}

/// Reads the time of day that may end a due date: `14:30`, `9am`, `9:15pm`, `9 pm`, `noon`,
/// `midnight`.
///
/// `12am` is 00:00 and `12pm` is noon, as on a 12-hour clock. A bare number is never a time
/// (`dec 1 2027` ends in a year, not at 20:27), so a time has a colon, `am`/`pm`, or is a word.
enum TimeOfDayParser {
    /// The most pieces a time takes: `9`, `:`, `15`, `pm`.
    static let maximumLength = 4

    /// The time that `tokens` are, all of them; nil if they are not exactly one time.
    static func time(in tokens: ArraySlice<DateToken>) -> LocalTime? {
        var reader = DateTokenReader(tokens)
        if let named = reader.word(in: DateWords.namedTimes) {
            return reader.isAtEnd ? named : nil
        }
        guard let hour = reader.number(digits: 1...2) else { return nil }
        var minute: Int?
        if reader.mark(":") {
            guard let minutes = reader.number(digits: 2...2, .glued) else { return nil }
            minute = minutes
        }
        let isAfterNoon = reader.word(in: DateWords.meridiems, .either)
        guard reader.isAtEnd else { return nil }
        switch (minute, isAfterNoon) {
        case (nil, nil):
            return nil
        case (let minute, nil):
            return LocalTime(hour: hour, minute: minute ?? 0)
        case (let minute, let isAfterNoon?):
            guard (1...12).contains(hour) else { return nil }
            return LocalTime(hour: hour % 12 + (isAfterNoon ? 12 : 0), minute: minute ?? 0)
        }
    }
}

/// The words that give no due date at all: the DATE table's `none` and `someday` rows.
extension DueDateParser {
    /// Whether `text` is `none` or `someday` (any case, spaces around ignored). Only `--due`
    /// of `add` and `edit` take them, so the parser itself never reads them as a date.
    package static func meansNoDate(_ text: String) -> Bool {
        let word = text.trimmingWhiteSpace().lowercased()
        return word == "none" || word == "someday"
    }
}

/// Whether a text reads as a DATE, before today is known: the command line is split into a
/// DATE and a name before `--today` and the rest are read.
extension DueDateParser {
    /// A day well inside the supported years, so that whether words read as a DATE does not
    /// hang on today (only a step of thousands of years would).
    private static let reference = DueDateParser(
        today: LocalDate(year: 2000, month: 6, day: 15) ?? .epoch, calendar: WeekCalendar(firstWeekday: .monday))

    /// Whether `text` is a DATE: one of the forms, a time, `now`, and not `none`.
    package static func readsAsDate(_ text: String) -> Bool {
        (try? reference.parse(text)) != nil
    }

    /// Whether `text` is a value of `--due`: a DATE, `none` or `someday`.
    package static func readsAsDueValue(_ text: String) -> Bool {
        meansNoDate(text) || readsAsDate(text)
    }
}

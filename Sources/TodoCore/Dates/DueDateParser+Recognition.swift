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

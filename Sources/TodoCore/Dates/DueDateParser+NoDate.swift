/// The words that give no due date at all: the DATE table's `none` and `someday` rows.
extension DueDateParser {
    /// Whether `text` is `none` or `someday` (any case, spaces around ignored). Only `--due`
    /// of `add` and `edit` take them, so the parser itself never reads them as a date.
    package static func meansNoDate(_ text: String) -> Bool {
        let word = text.trimmingWhiteSpace().lowercased()
        return word == "none" || word == "someday"
    }
}

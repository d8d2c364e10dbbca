import TodoCore
/// The VTODO properties an item's text fields are kept in: the one list of them, so that a new
/// text field is one row here, read and written by `TodoCalendarCodec` from this table alone.
/// (`SUMMARY`, `DUE`, `RRULE`, `STATUS` and `COMPLETED` have types of their own, and are read
/// and written by hand.)
struct CalendarItemProperty: Sendable {
    /// The property's name: `DESCRIPTION`.
    let name: String
    let field: any WritableKeyPath<TodoItem, String?> & Sendable

    static let all: [CalendarItemProperty] = [
        CalendarItemProperty(name: "UID", field: \TodoItem.uid),
        CalendarItemProperty(name: "PRIORITY", field: \.calendarPriority),
        CalendarItemProperty(name: "DESCRIPTION", field: \.note),
    ]
}

extension TodoItem {
    /// The priority as `PRIORITY`'s integer text (RFC 5545 3.8.1.9), so that it is one row of
    /// the table: read 1–4, 5, 6–9; written 1, 5, 9; no priority, no property.
    fileprivate var calendarPriority: String? {
        get { priority.map { String($0.calendarValue) } }
        set { priority = newValue.flatMap { Int($0.trimmingWhiteSpace()) }.flatMap(Priority.init(calendarValue:)) }
    }
}

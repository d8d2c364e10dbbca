import TodoCore
/// The VTODO properties an item's text fields are kept in: the one list of them, so that a new
/// text field is one row here, read and written by `TodoCalendarCodec` from this table alone.
/// (`SUMMARY`, `DUE`, `RRULE`, `STATUS` and `COMPLETED` have types of their own, and are read
/// and written by hand.)
struct CalendarItemProperty: Sendable {
    /// The property's name: `DESCRIPTION`.
    let name: String
    let field: any WritableKeyPath<TodoItem, String?> & Sendable

    static let all: [CalendarItemProperty] = [CalendarItemProperty(name: "UID", field: \TodoItem.uid),
                                              CalendarItemProperty(name: "DESCRIPTION", field: \.note)]
}

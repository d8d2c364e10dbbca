import TodoCore
/// The calendar's view of `ItemField.all`: the fields spelt as text that have a VTODO
/// property, read and written by `TodoCalendarCodec` from the table alone. (`SUMMARY`, `DUE`,
/// `RRULE`, `STATUS` and `COMPLETED` have types of their own, and are read and written by
/// hand.)
enum CalendarItemProperty {
    static let all: [(name: String, field: ItemField)] = ItemField.spelt.compactMap { field in
        field.calendar.map { ($0.name, field) }
    }

    /// The property's value for the field of `item`; nil: the item has none.
    static func value(of field: ItemField, in item: TodoItem) -> String? {
        if case .priority = field.storage { return item.priority.map { String($0.calendarValue) } }
        guard let text = item[spelling: field] else { return nil }
        return field.calendar?.kind == .uri ? text : CalendarText.escape(text)
    }

    /// Sets the field of `item` from the property's value (nil: no property). A `PRIORITY`
    /// is read 1–4, 5, 6–9, as RFC 5545 3.8.1.9 says; anything else is no priority.
    static func read(_ value: String?, into field: ItemField, of item: inout TodoItem) {
        if case .priority = field.storage {
            item.priority = value.flatMap { Int($0.trimmingWhiteSpace()) }.flatMap(Priority.init(calendarValue:))
            return
        }
        item[spelling: field] = value.map { field.calendar?.kind == .uri ? $0 : CalendarText.unescape($0) }
    }
}

import TodoCore

extension TodoItem {
    /// The iCalendar `UID` the item keeps in its other keys (the folder store's items, and
    /// items imported from an `.ics` file), for `--json`; nil when it has none. Most items
    /// have no other keys, so this costs them one check.
    var calendarUID: String? {
        guard !otherKeys.isEmpty else { return nil }
        guard case .string(let uid)? = otherKeys.last(where: { $0.key == ImportedRecord.Origin.iCalendarKey })?.value else { return nil }
        return uid
    }
}

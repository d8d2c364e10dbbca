/// The `CREATED`, `DTSTAMP` and `LAST-MODIFIED` values of an item's own iCalendar file, as
/// written there (UTC date-times); nil: the file has none.
package struct CalendarStamps: Equatable, Sendable {
    package var created: String?
    package var stamp: String?
    package var modified: String?

    package init(created: String? = nil, stamp: String? = nil, modified: String? = nil) {
        self.created = created
        self.stamp = stamp
        self.modified = modified
    }
}

/// A store that keeps each item in an iCalendar file of its own (the folder store): an `ical`
/// export carries each file's stamps, not the moment of the export.
package protocol CalendarStampKeeping {
    /// By uid, the stamps of every item's file.
    func calendarStamps() throws -> [String: CalendarStamps]
}

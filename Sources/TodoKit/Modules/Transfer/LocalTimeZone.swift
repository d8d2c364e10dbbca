import TodoCore

/// Turns an instant into the local date and time a due date holds: other tools store due
/// times in UTC, `todo` as the wall-clock time the person sees.
protocol LocalTimeZone: Sendable {
    /// The local date and minute at `time`; nil outside the supported years.
    func localDueDate(at time: DoneTime) -> DueDate?
    /// The same zone for the iCalendar codec.
    var timeZone: LocalZone { get }
}

/// The zone `TZ` names, through the C library (as the system clock reads it).
struct SystemTimeZone: LocalTimeZone {
    var timeZone: LocalZone { .system }

    func localDueDate(at time: DoneTime) -> DueDate? {
        LocalZone.system.dueDate(atUTC: time.secondsSinceEpoch)
    }
}

extension LocalTimeZone {
    /// The due date for an instant another tool stored: a date alone when it falls on local
    /// midnight (how a tool without dates-only stores "due on this day").
    func dueDate(at time: DoneTime) -> DueDate? {
        guard let due = localDueDate(at: time) else { return nil }
        return due.time == LocalTime(hour: 0, minute: 0) ? DueDate(date: due.date) : due
    }
}

import Foundation
import TodoCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns an instant into the local date and time a due date holds: other tools store due
/// times in UTC, `todo` as the wall-clock time the person sees.
protocol LocalTimeZone: Sendable {
    /// The local date and minute at `time`; nil outside the supported years.
    func localDueDate(at time: DoneTime) -> DueDate?
    /// The same zone for Foundation, which the iCalendar codec reads `TZID`s with.
    var timeZone: TimeZone { get }
}

/// The zone `TZ` names, through the C library (as the system clock reads it).
struct SystemTimeZone: LocalTimeZone {
    var timeZone: TimeZone { .current }

    func localDueDate(at time: DoneTime) -> DueDate? {
        guard var seconds = time_t(exactly: time.secondsSinceEpoch) else { return nil }
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil,
              let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)),
              let clock = LocalTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) else { return nil }
        return DueDate(date: date, time: clock)
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

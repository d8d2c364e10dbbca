
extension Clock {
    /// The local date (in `TZ`, through the C library) at an instant: the day an item was
    /// done, as the person who did it saw the calendar. Nil outside the supported years.
    package func localDate(at time: DoneTime) -> LocalDate? {
        guard let seconds = time_t(exactly: time.secondsSinceEpoch) else { return nil }
        var now = seconds
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return nil }
        return LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    }

    /// The local time of day now (in `TZ`, through the C library), to the minute.
    package func localTimeNow() -> LocalTime {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
              let time = LocalTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) else { return .midnight }
        return time
    }
}

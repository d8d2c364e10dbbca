
/// The time zone due times are shown in: the process's own (`TZ`, through the C library, as
/// the system clock reads it), or a named one read from its zone file (a test's Paris).
package enum LocalZone: Equatable, Sendable {
    case system
    case rules(ZoneRules)

    /// The zone's name when it is a named one.
    package var name: String? {
        guard case .rules(let rules) = self else { return nil }
        return rules.name
    }

    /// The local date and minute at `instant` (seconds since 1970 UTC); nil outside the
    /// supported years.
    package func dueDate(atUTC instant: Int) -> DueDate? {
        switch self {
        case .system:
            guard var seconds = time_t(exactly: instant) else { return nil }
            var parts = tm()
            guard localtime_r(&seconds, &parts) != nil,
                  let date = LocalDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)),
                  let clock = LocalTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min)) else { return nil }
            return DueDate(date: date, time: clock)
        case .rules(let rules):
            let seconds = instant + rules.offset(atUTC: instant)
            let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
            let minutes = (seconds - days * 86_400) / 60
            guard let date = LocalDate(daysSinceEpoch: days),
                  let clock = LocalTime(hour: minutes / 60, minute: minutes % 60) else { return nil }
            return DueDate(date: date, time: clock)
        }
    }
}

import Foundation
@testable import TodoCore
@testable import TodoKit

/// A time zone a fixed number of hours east of UTC (Berlin in winter is 1), whatever `TZ` the
/// tests run in.
struct FixedOffsetZone: LocalTimeZone {
    let hours: Int

    var timeZone: LocalZone { .rules(ZoneRules(name: "UTC+\(hours)", fixedOffset: hours * 3_600)) }

    func localDueDate(at time: DoneTime) -> DueDate? {
        let seconds = time.secondsSinceEpoch + hours * 3_600
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let minutes = (seconds - days * 86_400) / 60
        guard let date = LocalDate(daysSinceEpoch: days),
              let clock = LocalTime(hour: minutes / 60, minute: minutes % 60) else { return nil }
        return DueDate(date: date, time: clock)
    }
}

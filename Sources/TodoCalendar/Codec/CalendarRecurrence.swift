package import TodoCore

/// `RRULE` ↔ `RepeatRule`, for the rules both can say: `FREQ=DAILY|WEEKLY|MONTHLY|YEARLY`
/// with `INTERVAL`, a weekly `BYDAY` of one weekday or of Monday to Friday, and the day of the month a monthly or
/// yearly series keeps (`BYMONTHDAY`).
package enum CalendarRecurrence {
    private static let days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    private static let mondayToFriday: Set<Substring> = ["MO", "TU", "WE", "TH", "FR"]

    /// The rule of an `RRULE` value; nil for one `todo` cannot say (a `COUNT`, an `UNTIL`,
    /// several days), which is then kept in the file untouched but not repeated here.
    package static func rule(_ value: String, due: DueDate?) -> RepeatRule? {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            parts[pair[0].uppercased()] = pair[1].uppercased()
        }
        guard let frequency = parts.removeValue(forKey: "FREQ") else { return nil }
        let interval = parts.removeValue(forKey: "INTERVAL").map { Int($0) } ?? 1
        guard let interval else { return nil }
        parts["WKST"] = nil
        let unit: RepeatRule.Unit
        switch frequency {
        case "DAILY": unit = .day
        case "WEEKLY": unit = .week
        case "MONTHLY": unit = .month
        case "YEARLY": unit = .year
        default: return nil
        }
        // Monday to Friday in any order; a daily series on those days (as some programs write
        // it) is the same series.
        if unit == .week || unit == .day, let byDay = parts["BYDAY"],
           Set(byDay.split(separator: ",")) == mondayToFriday, byDay.split(separator: ",").count == 5 {
            parts["BYDAY"] = nil
            guard interval == 1, parts.isEmpty else { return nil }
            return RepeatRule(.weekdays)
        }
        if unit == .week, let byDay = parts.removeValue(forKey: "BYDAY") {
            guard parts.isEmpty, let index = days.firstIndex(of: byDay), let day = Weekday(rawValue: index + 1) else {
                return nil
            }
            if interval == 1 { return RepeatRule(.weekday(day)) }
            // Every other Tuesday, from a Tuesday, is every 2 weeks from the due date (as a
            // month's BYMONTHDAY on the due date's own day is every month).
            guard due?.date.weekday == day else { return nil }
            return RepeatRule(.step(count: interval, unit: .week))
        }
        var anchor: Int?
        if unit == .month || unit == .year, let byMonthDay = parts.removeValue(forKey: "BYMONTHDAY") {
            guard let day = Int(byMonthDay) else { return nil }
            anchor = day == due?.date.day ? nil : day
        }
        if unit == .year, let byMonth = parts.removeValue(forKey: "BYMONTH"), Int(byMonth) != due?.date.month {
            return nil
        }
        guard parts.isEmpty else { return nil }
        return RepeatRule(.step(count: interval, unit: unit), anchorDay: anchor)
    }

    /// The `RRULE` value for a rule: `FREQ=WEEKLY;INTERVAL=2`, `FREQ=WEEKLY;BYDAY=MO`,
    /// `FREQ=MONTHLY;BYMONTHDAY=31`, `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR`.
    package static func value(_ rule: RepeatRule) -> String {
        switch rule.kind {
        case .weekdays:
            return "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
        case .weekday(let day):
            return "FREQ=WEEKLY;BYDAY=" + days[day.rawValue - 1]
        case .step(let count, let unit):
            let frequency: String
            switch unit {
            case .day: frequency = "DAILY"
            case .week: frequency = "WEEKLY"
            case .month: frequency = "MONTHLY"
            case .year: frequency = "YEARLY"
            }
            var value = "FREQ=" + frequency
            if count > 1 { value += ";INTERVAL=" + String(count) }
            if let anchor = rule.anchorDay { value += ";BYMONTHDAY=" + String(anchor) }
            return value
        }
    }
}

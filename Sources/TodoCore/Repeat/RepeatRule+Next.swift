/// The series a rule makes: where the next item falls when one is done.
extension RepeatRule {
    /// The first date of the series through `due` that is after both `due` and `today`, and
    /// the rule the next item carries (the same, keeping the series' day of the month); nil
    /// past the years a date can have.
    ///
    /// Finishing late skips the occurrences already missed; finishing early does not. Pure
    /// calendar arithmetic on floating dates: no time zone, so no daylight saving drift.
    package func next(after due: LocalDate, today: LocalDate) -> (date: LocalDate, rule: RepeatRule)? {
        let floor = max(due, today)
        switch kind {
        case .weekday(let day):
            let days = floor.weekday.days(until: day)
            guard let date = floor.adding(days: days == 0 ? 7 : days) else { return nil }
            return (date, self)
        case .weekdays:
            // Saturday moves on two days more, Friday (and a Sunday due date) to Monday.
            guard var date = floor.adding(days: 1) else { return nil }
            while date.weekday == .saturday || date.weekday == .sunday {
                guard let later = date.adding(days: 1) else { return nil }
                date = later
            }
            return (date, self)
        case .step(let count, .day):
            return nextDay(after: due, floor: floor, every: count).map { ($0, self) }
        case .step(let count, .week):
            return nextDay(after: due, floor: floor, every: count * 7).map { ($0, self) }
        case .step(let count, .month):
            return nextMonth(after: due, floor: floor, every: count)
        case .step(let count, .year):
            return nextMonth(after: due, floor: floor, every: count * 12)
        }
    }

    private func nextDay(after due: LocalDate, floor: LocalDate, every days: Int) -> LocalDate? {
        let steps = (floor.daysSinceEpoch - due.daysSinceEpoch) / days + 1
        return due.adding(days: steps * days)
    }

    /// Month steps count from the due date's month, each on the series' day (`anchorDay`, or
    /// the due date's day) or the month's last day when it has no such day.
    private func nextMonth(after due: LocalDate, floor: LocalDate, every months: Int) -> (date: LocalDate, rule: RepeatRule)? {
        let anchor = anchorDay ?? due.day
        let start = due.year * 12 + due.month - 1
        let floorIndex = floor.year * 12 + floor.month - 1
        // Every step before this one ends in a month before the floor's, so it is not after it.
        var steps = max(1, (floorIndex - start) / months)
        while true {
            guard let date = RepeatRule.date(monthIndex: start + steps * months, day: anchor) else { return nil }
            if date > floor {
                return RepeatRule(kind, anchorDay: date.day == anchor ? nil : anchor).map { (date, $0) }
            }
            steps += 1
        }
    }

    /// Day `day` of the month, or the month's last day when it is shorter.
    private static func date(monthIndex: Int, day: Int) -> LocalDate? {
        let year = monthIndex / 12
        let month = monthIndex % 12 + 1
        guard let first = LocalDate(year: year, month: month, day: 1) else { return nil }
        return LocalDate(year: year, month: month, day: min(day, first.endOfMonth.day))
    }
}

/// The English labels presenters put on dates, seen from today. Fixed English names: the
/// contract's labels do not follow the locale.
package struct DueDateFormatter: Sendable {
    package let today: LocalDate

    package init(today: LocalDate) {
        self.today = today
    }

    package static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]

    /// `Thursday`, or `Thursday 14:30`.
    package func weekdayLabel(_ due: DueDate) -> String {
        withTime(due.date.weekday.name, due)
    }

    /// `Thu 7 Jan`, with the year when it is not this year, and the time if any: `Thu 7 Jan 2027 09:00`.
    ///
    /// Written byte by byte into one string: the list asks for one label per due date and time
    /// in Overdue and Later, hundreds of them in a long list, and joining six pieces costs
    /// several times as much. Years outside 1–9999 are joined (`composedDateLabel`).
    package func dateLabel(_ due: DueDate) -> String {
        let date = due.date
        guard (1...9999).contains(date.year) else { return composedDateLabel(due) }
        let weekday = DueDateFormatter.shortWeekdayNames.utf8Start + (date.weekday.rawValue - 1) * 3
        let month = DueDateFormatter.shortMonthNames.utf8Start + (date.month - 1) * 3
        return String(unsafeUninitializedCapacity: 21) { buffer in
            var count = 0
            for offset in 0..<3 { buffer[offset] = weekday[offset] }
            buffer[3] = UInt8(ascii: " ")
            count = 4
            let dayWidth = date.day >= 10 ? 2 : 1
            Digits.put(date.day, width: dayWidth, into: buffer, at: count)
            count += dayWidth
            buffer[count] = UInt8(ascii: " ")
            for offset in 0..<3 { buffer[count + 1 + offset] = month[offset] }
            count += 4
            if date.year != today.year {
                let yearWidth = date.year >= 1000 ? 4 : date.year >= 100 ? 3 : date.year >= 10 ? 2 : 1
                buffer[count] = UInt8(ascii: " ")
                Digits.put(date.year, width: yearWidth, into: buffer, at: count + 1)
                count += 1 + yearWidth
            }
            if let time = due.time {
                buffer[count] = UInt8(ascii: " ")
                Digits.put(time.hour, width: 2, into: buffer, at: count + 1)
                buffer[count + 3] = UInt8(ascii: ":")
                Digits.put(time.minute, width: 2, into: buffer, at: count + 4)
                count += 6
            }
            return count
        }
    }

    private static let shortWeekdayNames: StaticString = "SunMonTueWedThuFriSat"
    private static let shortMonthNames: StaticString = "JanFebMarAprMayJunJulAugSepOctNovDec"

    /// `dateLabel` joined from its pieces: the plain form, for any year.
    func composedDateLabel(_ due: DueDate) -> String {
        let date = due.date
        var label = date.weekday.shortName + " " + String(date.day) + " "
            + DueDateFormatter.monthNames[date.month - 1].prefix(3)
        if date.year != today.year { label += " " + String(date.year) }
        return withTime(label, due)
    }

    /// Just the time, `14:30`, or nothing: the label in Today.
    package func timeLabel(_ due: DueDate) -> String {
        due.time?.iso ?? ""
    }

    /// `Sunday 29 November`, with the year when it is not this year.
    package func longDate(_ date: LocalDate) -> String {
        var label = date.weekday.name + " " + String(date.day) + " " + DueDateFormatter.monthNames[date.month - 1]
        if date.year != today.year { label += " " + String(date.year) }
        return label
    }

    private func withTime(_ label: String, _ due: DueDate) -> String {
        guard let time = due.time else { return label }
        return label + " " + time.iso
    }
}

/// The English labels presenters put on dates, seen from today. Fixed English names: the
/// contract's labels do not follow the locale.
package struct DueDateFormatter: Sendable {
    let today: LocalDate

    package init(today: LocalDate) {
        self.today = today
    }

    /// `Thursday`, or `Thursday 14:30`.
    package func weekdayLabel(_ due: DueDate) -> String {
        withTime(due.date.weekday.name, due)
    }

    /// `Thu 7 Jan`, with the year when it is not this year, and the time if any: `Thu 7 Jan 2027 09:00`.
    ///
    /// Put together as bytes: joining strings (and taking a `prefix` of characters) cost
    /// 4,000 instructions a label, and `todo list` makes one for each date and time it shows.
    package func dateLabel(_ due: DueDate) -> String {
        let date = due.date
        var label: [UInt8] = []
        label.reserveCapacity(24)
        label.append(contentsOf: date.weekday.name.utf8.prefix(3))
        label.append(UInt8(ascii: " "))
        label.append(contentsOf: String(date.day).utf8)
        label.append(UInt8(ascii: " "))
        label.append(contentsOf: date.monthName.utf8.prefix(3))
        if date.year != today.year {
            label.append(UInt8(ascii: " "))
            label.append(contentsOf: String(date.year).utf8)
        }
        if let time = due.time {
            label.append(UInt8(ascii: " "))
            time.appendISO(to: &label)
        }
        return String(decoding: label, as: UTF8.self)
    }

    /// Just the time, `14:30`, or nothing: the label in Today.
    package func timeLabel(_ due: DueDate) -> String {
        due.time?.iso ?? ""
    }

    /// `Sunday 29 November`, with the year when it is not this year.
    package func longDate(_ date: LocalDate) -> String {
        var label = date.weekday.name + " " + String(date.day) + " " + date.monthName
        if date.year != today.year { label += " " + String(date.year) }
        return label
    }

    /// `Monday 30 November 2026`: the weekday and the year always, whatever today is, for a
    /// view that shows one item whole (`todo show`).
    package static func fullDate(_ date: LocalDate) -> String {
        date.weekday.name + " " + String(date.day) + " " + date.monthName + " " + String(date.year)
    }

    /// The same with the time, if any: `Thursday 7 January 2027 14:30`.
    package static func fullLabel(_ due: DueDate) -> String {
        guard let time = due.time else { return fullDate(due.date) }
        return fullDate(due.date) + " " + time.iso
    }

    private func withTime(_ label: String, _ due: DueDate) -> String {
        guard let time = due.time else { return label }
        return label + " " + time.iso
    }
}

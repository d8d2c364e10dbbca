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
    package func dateLabel(_ due: DueDate) -> String {
        let date = due.date
        var label = date.weekday.shortName + " " + String(date.day) + " " + date.shortMonthName
        if date.year != today.year { label += " " + String(date.year) }
        return withTime(label, due)
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

    private func withTime(_ label: String, _ due: DueDate) -> String {
        guard let time = due.time else { return label }
        return label + " " + time.iso
    }
}

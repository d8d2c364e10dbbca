import Foundation
// STUB until the dates branch lands.
public struct DueDateParser: Sendable {
    public let today: LocalDate
    public let calendar: WeekCalendar
    public init(today: LocalDate, calendar: WeekCalendar) {
        self.today = today
        self.calendar = calendar
    }
    public static let acceptedForms = "today, tomorrow, fri, 2026-12-01"
    public func parse(_ text: String) throws -> DueDate {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "today" { return DueDate(date: today) }
        if trimmed == "tomorrow" { return DueDate(date: today.adding(days: 1) ?? today) }
        if let due = DueDate(iso: trimmed) { return due }
        throw TodoError.usage("cannot read \"\(text)\" as a date; try \(DueDateParser.acceptedForms)")
    }
}

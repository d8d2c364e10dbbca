import TodoCore
/// The sections of the list, in the order they are shown.
enum UpcomingSection: Int, CaseIterable, Comparable, Sendable {
    case overdue, today, tomorrow, laterThisWeek, nextWeek, later, someday

    static func < (lhs: UpcomingSection, rhs: UpcomingSection) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

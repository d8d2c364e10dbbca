/// The sections of the list, in the order they are shown.
public enum UpcomingSection: Int, CaseIterable, Comparable, Sendable {
    case overdue, today, tomorrow, laterThisWeek, nextWeek, later

    public static func < (lhs: UpcomingSection, rhs: UpcomingSection) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

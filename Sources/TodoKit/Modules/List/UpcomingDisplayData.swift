/// What the List view shows: sections of items with their labels, ready to draw.
public struct UpcomingDisplayData: Equatable, Sendable {
    /// Today, `YYYY-MM-DD`.
    public let today: String
    /// The week-start day, lower case: `monday`.
    public let weekStart: String
    /// The last day shown, `YYYY-MM-DD`; nil with `--all`.
    public let through: String?
    public let sections: [UpcomingDisplaySection]
    /// What to say when there is nothing: `Nothing due through Sunday 29 November.`
    public let noContentMessage: String

    public init(today: String, weekStart: String, through: String?, sections: [UpcomingDisplaySection],
                noContentMessage: String) {
        self.today = today
        self.weekStart = weekStart
        self.through = through
        self.sections = sections
        self.noContentMessage = noContentMessage
    }
}

/// One titled section of the list.
public struct UpcomingDisplaySection: Equatable, Sendable {
    public let title: String
    public let items: [UpcomingDisplayItem]
    /// Items here are past due: the heading is shown in red when colour is on.
    public let isOverdue: Bool

    public init(title: String, items: [UpcomingDisplayItem], isOverdue: Bool = false) {
        self.title = title
        self.items = items
        self.isOverdue = isOverdue
    }
}

/// One line of the list.
public struct UpcomingDisplayItem: Equatable, Sendable {
    public let id: Int
    public let name: String
    /// Nothing or the time in Today; the weekday in the week sections; a date in Overdue and Later.
    public let dueLabel: String
    /// The due date as stored, `YYYY-MM-DD[THH:MM]`, for `--json`.
    public let due: String

    public init(id: Int, name: String, dueLabel: String, due: String) {
        self.id = id
        self.name = name
        self.dueLabel = dueLabel
        self.due = due
    }
}

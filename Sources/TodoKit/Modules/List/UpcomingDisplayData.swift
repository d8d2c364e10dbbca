import TodoCore
/// What the List view shows: sections of items with their labels, ready to draw.
struct UpcomingDisplayData: Equatable, Sendable {
    /// Today, `YYYY-MM-DD`.
    let today: String
    /// The week-start day, lower case: `monday`.
    let weekStart: String
    /// The last day shown, `YYYY-MM-DD`; nil with `--all` and `--done`.
    let through: String?
    let sections: [UpcomingDisplaySection]
    /// What to say when there is nothing: `Nothing due through Sunday 29 November.`
    let noContentMessage: String
    /// How many items were left out (`"more"` in JSON); nil with `--all`.
    let leftOut: LeftOutCount?
    /// The last line of the text, saying what was left out and how to see it:
    /// `3 more after next week and 1 without a date: todo list --all`; nil when nothing was.
    var leftOutHint: String?
    /// On the List screen, the filter in force, shown above the list: `Filter: +home`.
    var filterLine: String?
    /// On the List screen, when the list has more than one page, the line under the page that
    /// says how many more items there are and which key shows them.
    var pageLine: String?
    /// On a page of the List screen, the largest id of the whole list: every page's id column
    /// is as wide as the list's, so the names do not shift from page to page.
    var largestID: Int?

    init(today: String, weekStart: String, through: String?, sections: [UpcomingDisplaySection],
         noContentMessage: String, leftOut: LeftOutCount? = nil, leftOutHint: String? = nil) {
        self.today = today
        self.weekStart = weekStart
        self.through = through
        self.sections = sections
        self.noContentMessage = noContentMessage
        self.leftOut = leftOut
        self.leftOutHint = leftOutHint
    }
}

/// One titled section of the list.
struct UpcomingDisplaySection: Equatable, Sendable {
    let title: String
    let items: [UpcomingDisplayItem]
    /// Items here are past due: the heading is shown in red when colour is on.
    let isOverdue: Bool

    init(title: String, items: [UpcomingDisplayItem], isOverdue: Bool = false) {
        self.title = title
        self.items = items
        self.isOverdue = isOverdue
    }
}

/// One line of the list.
///
/// What only `--json` shows is kept as the entities hold it and turned into text when
/// written: as strings, it cost `todo list --all` 2.4 MB more at 100,000 items.
struct UpcomingDisplayItem: ShownItem, Equatable, Sendable {
    let id: Int
    let name: String
    /// Nothing or the time in Today; the weekday in the week sections; a date in Overdue and
    /// Later; the day it was done in Done.
    let dueLabel: String
    /// Nil in Someday.
    let dueDate: DueDate?
    /// Nil when it does not repeat.
    let rule: RepeatRule?
    /// The done stamp and the UID, for `--json`; nil while open and without a UID.
    let extras: ItemExtras?
    /// `from Tue 1 Dec` for an item waiting for its start day (with `--all`); else empty.
    let startLabel: String

    init(id: Int, name: String, dueLabel: String, due: DueDate? = nil, every: RepeatRule? = nil, done: String? = nil,
         uid: String? = nil) {
        self.init(id: id, name: name, dueLabel: dueLabel, due: due, every: every,
                  extras: ItemExtras.make(stamp: done, day: nil, uid: uid))
    }

    init(id: Int, name: String, dueLabel: String, due: DueDate?, every: RepeatRule?, extras: ItemExtras?,
         startLabel: String = "") {
        self.id = id
        self.name = name
        self.dueLabel = dueLabel
        self.dueDate = due
        self.rule = every
        self.extras = extras
        self.startLabel = startLabel
    }

    /// The due date as stored, `YYYY-MM-DD[THH:MM]`, for `--json`; nil in Someday.
    var due: String? { dueDate?.iso }
    /// The repeat rule as stored (`2 weeks`), for `--json`; nil when it does not repeat.
    var every: String? { rule?.text }
    /// The name's `+tags`, without the `+`, lower-cased, in order, for `--json`.
    var tags: [String] { NameWords.tags(in: name) }
    /// The `done` stamp as stored, for `--json`; nil while open.
    var done: String? { extras?.stamp }
    /// The iCalendar `UID` it keeps, for `--json` (after `tags`); nil when it has none.
    var uid: String? { extras?.uid }
}

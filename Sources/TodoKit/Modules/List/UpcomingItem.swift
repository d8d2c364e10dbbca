import TodoCore
/// One item the List interactor found, with the section it falls in.
struct UpcomingItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil in Someday.
    let due: DueDate?
    let every: RepeatRule?
    let section: UpcomingSection
    /// The `done` stamp as stored (UTC, ISO 8601), for a done item.
    let done: String?
    /// The local day it was done on; nil when open, or when the stamp is not a time.
    let doneDay: LocalDate?
    /// The iCalendar `UID` it keeps, for `--json`; nil when it has none.
    let uid: String?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, section: UpcomingSection,
         done: String? = nil, doneDay: LocalDate? = nil, uid: String? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.section = section
        self.done = done
        self.doneDay = doneDay
        self.uid = uid
    }
}

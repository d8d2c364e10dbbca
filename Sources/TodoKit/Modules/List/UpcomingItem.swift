import TodoCore
/// One item the List interactor found, with the section it falls in.
struct UpcomingItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil in Someday.
    let due: DueDate?
    let every: RepeatRule?
    let section: UpcomingSection
    /// Nil while open and without a UID, as nearly every item is.
    let extras: ItemExtras?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, section: UpcomingSection,
         done: String? = nil, doneDay: LocalDate? = nil, uid: String? = nil) {
        self.init(id: id, name: name, due: due, every: every, section: section,
                  extras: ItemExtras.make(stamp: done, day: doneDay, uid: uid))
    }

    init(id: Int, name: String, due: DueDate?, every: RepeatRule?, section: UpcomingSection, extras: ItemExtras?) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.section = section
        self.extras = extras
    }

    /// The `done` stamp as stored (UTC, ISO 8601), for a done item.
    var done: String? { extras?.stamp }
    /// The local day it was done on; nil when open, or when the stamp is not a time.
    var doneDay: LocalDate? { extras?.day }
    /// The iCalendar `UID` it keeps, for `--json`; nil when it has none.
    var uid: String? { extras?.uid }
}

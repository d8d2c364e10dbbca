import TodoCore
/// One item the List interactor found, with the section it falls in.
struct UpcomingItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil in Someday.
    let due: DueDate?
    let every: RepeatRule?
    let section: UpcomingSection
    /// Nil while open.
    private let doneMark: DoneMark?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, section: UpcomingSection,
         done: String? = nil, doneDay: LocalDate? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.section = section
        doneMark = done.map { DoneMark(stamp: $0, day: doneDay) }
    }

    /// The `done` stamp as stored (UTC, ISO 8601), for a done item.
    var done: String? { doneMark?.stamp }
    /// The local day it was done on; nil when open, or when the stamp is not a time.
    var doneDay: LocalDate? { doneMark?.day }
}

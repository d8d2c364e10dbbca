import TodoCore
/// One item as an interactor hands it to its presenter, made from the entity in one place,
/// so that a presenter never sees a `TodoItem` and a new field is not copied at every border.
struct ItemSnapshot: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil: no due date (Someday).
    let due: DueDate?
    let every: RepeatRule?
    /// The done stamp, the UID and what else few items have; nil for most.
    let extras: ItemExtras?

    init(_ item: TodoItem) {
        self.init(item, doneDay: nil)
    }

    /// The same, with the local day it was done on (`doneDay`), for a view that says it.
    init(_ item: TodoItem, doneDay: LocalDate?) {
        id = item.id
        name = item.name
        due = item.due
        every = item.every
        extras = ItemExtras.make(item, day: doneDay)
    }

    /// When it was marked done (UTC, ISO 8601); nil while open.
    var done: String? { extras?.stamp }
    /// The iCalendar `UID` it keeps; nil when it has none.
    var uid: String? { extras?.uid }
    /// The local day it was done on, when the interactor said it; nil while open.
    var doneDay: LocalDate? { extras?.day }
}

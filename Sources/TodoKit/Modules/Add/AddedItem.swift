import TodoCore
/// What the Add interactor saved, as a plain value for the presenter.
struct AddedItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil: no due date (Someday).
    let due: DueDate?
    let every: RepeatRule?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
    }
}

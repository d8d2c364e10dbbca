import TodoCore
/// One item the List interactor found, with the section it falls in.
struct UpcomingItem: Equatable, Sendable {
    let id: Int
    let name: String
    /// Nil in Someday.
    let due: DueDate?
    let every: RepeatRule?
    let section: UpcomingSection

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, section: UpcomingSection) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.section = section
    }
}

import TodoCore
/// One item the List interactor found, with the section it falls in.
struct UpcomingItem: Equatable, Sendable {
    let id: Int
    let name: String
    let due: DueDate
    let section: UpcomingSection

    init(id: Int, name: String, due: DueDate, section: UpcomingSection) {
        self.id = id
        self.name = name
        self.due = due
        self.section = section
    }
}

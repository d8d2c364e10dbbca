import TodoCore
/// What the Add interactor saved, as a plain value for the presenter.
struct AddedItem: Equatable, Sendable {
    let id: Int
    let name: String
    let due: DueDate

    init(id: Int, name: String, due: DueDate) {
        self.id = id
        self.name = name
        self.due = due
    }
}

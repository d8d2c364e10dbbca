import TodoCore
/// The item that `todo done` added after a repeating one: the next of its series.
struct NextItem: Equatable, Sendable {
    let id: Int
    let due: DueDate

    init(id: Int, due: DueDate) {
        self.id = id
        self.due = due
    }
}

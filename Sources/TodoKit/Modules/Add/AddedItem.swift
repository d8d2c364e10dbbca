/// What the Add interactor saved, as a plain value for the presenter.
public struct AddedItem: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let due: DueDate

    public init(id: Int, name: String, due: DueDate) {
        self.id = id
        self.name = name
        self.due = due
    }
}

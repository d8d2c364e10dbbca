/// One item the List interactor found, with the section it falls in.
public struct UpcomingItem: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let due: DueDate
    public let section: UpcomingSection

    public init(id: Int, name: String, due: DueDate, section: UpcomingSection) {
        self.id = id
        self.name = name
        self.due = due
        self.section = section
    }
}

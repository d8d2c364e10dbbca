/// What the Add presenter asks its view for, one answer at a time.
enum AddQuestion: Equatable, Sendable {
    case name
    case dueDate
}

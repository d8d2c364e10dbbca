/// What the Add presenter asks its view for, one answer at a time.
enum AddQuestion: Equatable, Sendable {
    case name
    case dueDate
    /// The due date of an item with a start (`start:fri`): an empty answer is no date, as
    /// `todo add --start` without `--due` is (`Due [none]:`).
    case dueDateAfterStart
    case repeatRule

    /// The history Up and Down go through at this question: names with names, dates with dates.
    var history: String {
        switch self {
        case .name: "name"
        case .dueDate, .dueDateAfterStart: "due"
        case .repeatRule: "repeat"
        }
    }
}

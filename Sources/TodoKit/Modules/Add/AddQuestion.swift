/// What the Add presenter asks its view for, one answer at a time.
enum AddQuestion: Equatable, Sendable {
    case name
    case dueDate
    case repeatRule

    /// The history Up and Down go through at this question: names with names, dates with dates.
    var history: String {
        switch self {
        case .name: "name"
        case .dueDate: "due"
        case .repeatRule: "repeat"
        }
    }
}

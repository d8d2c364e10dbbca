import TodoCore
/// What the Change presenter asks its view on the screens, one answer at a time.
enum ChangeQuestion: Equatable, Sendable {
    /// `e ID`: the new name; an empty answer keeps `current`.
    case name(current: String)
    /// `e ID`: the new due date; an empty answer keeps `current` (a label such as `Fri 27 Nov`;
    /// nil: the item has no date).
    case dueDate(current: String?)
    /// `e ID`: the new repeat rule (`never` stops it); an empty answer keeps `current` (the
    /// rule as `todo` writes it, `2 weeks`; nil: it does not repeat).
    case repeatRule(current: String?)
    /// `r ID...`: whether to remove these items (`y` or `yes`; anything else keeps them).
    case removal([ItemDisplay])

    /// The history Up and Down go through at this question: the Edit screen's names with the
    /// Add screen's, and so on.
    var history: String {
        switch self {
        case .name: "name"
        case .dueDate: "due"
        case .repeatRule: "repeat"
        case .removal: "confirm"
        }
    }
}

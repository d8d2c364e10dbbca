import TodoCore
/// What the Change presenter asks its view on the screens, one answer at a time.
enum ChangeQuestion: Equatable, Sendable {
    /// `e ID`: the new name; an empty answer keeps `current`.
    case name(current: String)
    /// `e ID`: the new due date; an empty answer keeps `current` (a label such as `Fri 27 Nov`;
    /// nil: the item has no date).
    case dueDate(current: String?)
    /// `r ID...`: whether to remove these items (`y` or `yes`; anything else keeps them).
    case removal([ItemDisplay])
}

/// What the List presenter asks its view on the List screen.
enum ListQuestion: Equatable, Sendable {
    /// `d`, `e` or `r` typed without an id: which items (`Done which? `).
    case which(ChangeScreenAction.Kind)
}

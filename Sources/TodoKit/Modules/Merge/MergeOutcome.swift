import TodoCalendar
/// What a merge did: the item's UID, the file whose version was taken and the other, and by
/// which rule it counted as changed last (the taken file's value first).
struct MergeOutcome: Equatable, Sendable {
    let uid: String
    let taken: String
    let other: String
    let recency: CalendarRecency.Rule
}

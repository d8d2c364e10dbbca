/// The start day's rules on the entity: a day the item waits for, never after its due day;
/// a repeating item's next occurrence keeps the distance.
extension TodoItem {
    /// The start day; nil when there is none, or when the stored text is no day (a hand edit).
    package var startDay: LocalDate? {
        texts.start.flatMap { LocalDate(iso: $0) }
    }

    /// 64 when the start day is after the due date's day, as the contract lists it.
    package func checkStartIsNotAfterDue() throws {
        guard let start = startDay, let due, start > due.date else { return }
        throw TodoError.usage("the start (\(start.iso)) is after the due date (\(due.date.iso))")
    }

    /// The start of the next occurrence, due `nextDue`: as many days before it as this one's
    /// start was before its due day (todoman's issue 446); nil without a start.
    package func start(keepingDistanceTo nextDue: LocalDate) -> String? {
        guard let start = startDay, let due else { return nil }
        let distance = due.date.daysSinceEpoch - start.daysSinceEpoch
        return nextDue.adding(days: -distance)?.iso
    }
}

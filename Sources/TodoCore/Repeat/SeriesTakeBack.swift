/// Whether `reopen` of a done item of a series may take back the next item `done` added.
package enum SeriesTakeBack {
    /// The rule to give back to `reopened` (a done item of a series, without its rule) when
    /// `next`, the item that follows it, is still as `done` left it: open, the same name (so
    /// the same tags), no priority, no note, its rule's series going from the reopened item's
    /// due date to its own, at the same time of day, its start as far before it as the
    /// reopened one's. Nil: it was changed since, and stays.
    ///
    /// `done` does not keep the day it was done on, so the next date is checked to be the
    /// series' first date after the reopened item's one and the day before the next's: an
    /// edit to another date of the same series is not told from `done`'s own.
    package static func rule(givenBackTo reopened: TodoItem, next: TodoItem) -> RepeatRule? {
        guard !next.isDone, next.name == reopened.name, next.priority == nil, next.note == nil,
              let rule = next.every, let due = reopened.due, let nextDue = next.due,
              nextDue.time == due.time, nextDue.date > due.date,
              let dayBefore = nextDue.date.adding(days: -1),
              next.texts.start == reopened.start(keepingDistanceTo: nextDue.date) else { return nil }
        // The reopened item may have kept a day of the month its own month was too short for
        // (a series of the 31st, due on the 30th): the next one, back on that day, no longer
        // says so, so that rule is tried too.
        let kept = rule.anchorDay == nil ? RepeatRule(rule.kind, anchorDay: nextDue.date.day) : nil
        for candidate in [rule, kept].compactMap({ $0 }) {
            guard let recomputed = candidate.next(after: due.date, today: dayBefore),
                  recomputed.date == nextDue.date, recomputed.rule == rule else { continue }
            // The next item keeps the series' day of the month as an anchor where its month is
            // shorter; the reopened item's own day needs none.
            if let anchor = candidate.anchorDay, anchor == due.date.day { return RepeatRule(candidate.kind) }
            return candidate
        }
        return nil
    }
}

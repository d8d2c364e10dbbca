import TodoCore
extension ListInteractor {
    /// The "find done items" rule: the done items matching `filter`, newest first (by the time
    /// they were done, then by id), each with the local day it was done on. Nothing done is
    /// left out, so without `includingLater` the count of what was left out is zero.
    ///
    /// A `done` stamp that cannot be read as a time (edited by hand) still means done: such
    /// items come after all the others, by id, with no day.
    func doneItems(matching filter: ItemFilter = ItemFilter(), includingLater: Bool = false) throws -> UpcomingItems {
        let today = clock.today()
        var times: [DoneTime?] = []
        var found: [UpcomingItem] = []
        for item in try dataStore.fetchDoneItems(detail: detail) {
            guard let stamp = item.done, filter.matches(item.name) else { continue }
            let time = DoneTime(stamp: stamp)
            times.append(time)
            found.append(UpcomingItem(id: item.id, name: item.name, due: item.due, every: item.every, section: .done,
                                      extras: ItemExtras.make(item, day: time.flatMap { clock.localDate(at: $0) })))
        }
        // Their places are sorted, not the items: moving (time, item) pairs through the sort
        // cost `todo list --done` 430M instructions at 33,000 done items.
        var order = Array(found.indices)
        order.sort { lhs, rhs in
            switch (times[lhs], times[rhs]) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return found[lhs].id < found[rhs].id
            }
        }
        // `through` as for the open items (the contract: "the same shape"), though it chooses
        // nothing here: `--json` carries it unless `--all`.
        let through = includingLater ? nil : UpcomingWindow(today: today, calendar: calendar).through
        return UpcomingItems(today: today, weekStart: calendar.firstWeekday, through: through,
                             items: order.map { found[$0] }, filter: filter, leftOut: includingLater ? nil : LeftOutCount(),
                             showsDone: true)
    }
}

import TodoCore
/// The "find upcoming items" use case (the open items, placed in their sections), and "find
/// done items" (`todo list --done`, in `ListInteractor+Done.swift`).
final class ListInteractor: ListInteractorInput {
    weak var output: (any ListInteractorOutput)?
    let dataStore: any TodoDataStore
    let clock: any Clock
    let calendar: WeekCalendar
    /// What of each item the store builds: the list as text shows no uid and no note (`--json`
    /// does), and at 100,000 items they cost it 30M instructions and 3.8 MB.
    let detail: ItemDetail

    func storeVersion() -> StoreVersion? {
        dataStore.version()
    }

    init(dataStore: any TodoDataStore, clock: any Clock, calendar: WeekCalendar, detail: ItemDetail = .whole) {
        self.dataStore = dataStore
        self.clock = clock
        self.calendar = calendar
        self.detail = detail
    }

    func findItems(_ query: ListQuery) throws {
        guard let output else { throw TodoError.unwired("the List interactor's output") }
        let found = query.showsDone ? try doneItems(matching: query.filter, includingLater: query.includingLater)
            : try upcomingItems(includingLater: query.includingLater, matching: query.filter)
        try output.foundUpcomingItems(found)
    }

    /// The rule itself, apart from the output: open items that fall in a shown section and
    /// match `filter`, in order; without `includingLater`, how many matching items were left out.
    ///
    /// Sorted as plain integer keys (`UpcomingOrder`), then built: a 100,000-item list sorts
    /// in a few milliseconds instead of moving strings around. Without a filter, the store
    /// builds only what could be shown and counts the rest; a filter needs every open name.
    func upcomingItems(includingLater: Bool, matching filter: ItemFilter = ItemFilter()) throws -> UpcomingItems {
        let window = UpcomingWindow(today: clock.today(), calendar: calendar)
        // Without a filter, the items due through the window and every one with a start: a
        // start decides what is shown (an undated item whose start has come is in Today) and
        // how a left-out item is counted (as waiting), so the store keeps those whatever their
        // due date. The others it only counts: at 100,000 items, a quarter of them are later
        // (issue 30: 40M instructions when all were built).
        var fetched = try dataStore.fetchOpenItems(dueThrough: includingLater || !filter.isEmpty ? nil : window.through,
                                                   detail: detail)
        var leftOut = LeftOutCount(later: fetched.laterCount, someday: fetched.undatedCount)
        // Taken out, not copied: a second reference would make the first name moved below copy
        // the whole array.
        var items: [TodoItem] = []
        swap(&items, &fetched.items)
        var keys: [UInt64] = []
        keys.reserveCapacity(items.count)
        var idsGoUp = true
        var lastID = Int.min
        // By index, not `for item in items`: a copy of each item would retain its strings.
        for index in items.indices where items[index].done == nil {
            if !filter.isEmpty, !filter.matches(items[index].name) { continue }
            let due = items[index].due
            // Given the start alone: given the item, the call copied it (issue 30: 2M instructions).
            let start = StartDay(start: items[index].texts.start, today: window.today)
            if start == .waiting && !includingLater {
                leftOut.waiting += 1
                continue
            }
            // Worked out once for both the section and the order: a call into TodoCore each.
            let day = due?.date.daysSinceEpoch
            var section = day.map(window.section(forDay:)) ?? .someday
            if due == nil, start == .come { section = .today }
            if section >= .later && !includingLater {
                if section == .later { leftOut.later += 1 } else { leftOut.someday += 1 }
                continue
            }
            let id = items[index].id
            if id <= lastID { idsGoUp = false }
            lastID = id
            keys.append(UpcomingOrder(section: section, day: day, time: due?.time,
                                      priority: items[index].priority, id: id, index: index).key)
        }
        UpcomingOrder.sort(&keys, idsGoUp: idsGoUp) { items[$0].id }
        // The names are moved out, not copied: the fetched items are thrown away after this.
        let found = keys.map { key in
            let index = UpcomingOrder.index(ofKey: key)
            var name = ""
            swap(&name, &items[index].name)
            // The texts moved out as the name is, and only for an item with extras.
            let extras = ItemExtras.taking(from: &items[index])
            return UpcomingItem(id: items[index].id, name: name, due: items[index].due, every: items[index].every,
                                section: UpcomingOrder.section(ofKey: key), extras: extras)
        }
        return UpcomingItems(today: window.today, weekStart: calendar.firstWeekday,
                             through: includingLater ? nil : window.through, items: found,
                             filter: filter, leftOut: includingLater ? nil : leftOut)
    }
}

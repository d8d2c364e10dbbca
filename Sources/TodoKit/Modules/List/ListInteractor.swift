import TodoCore
/// The "find upcoming items" use case: the open items, placed in their sections.
final class ListInteractor: ListInteractorInput {
    weak var output: (any ListInteractorOutput)?
    private let dataStore: any TodoDataStore
    private let clock: any Clock
    private let calendar: WeekCalendar

    init(dataStore: any TodoDataStore, clock: any Clock, calendar: WeekCalendar) {
        self.dataStore = dataStore
        self.clock = clock
        self.calendar = calendar
    }

    func findUpcomingItems(includingLater: Bool) throws {
        guard let output else { throw TodoError.unwired("the List interactor's output") }
        try output.foundUpcomingItems(upcomingItems(includingLater: includingLater))
    }

    /// The rule itself, apart from the output: open items that fall in a shown section, in order.
    ///
    /// Sorted as plain integer keys (`UpcomingOrder`), then built: a 100,000-item list sorts
    /// in a few milliseconds instead of moving strings around.
    func upcomingItems(includingLater: Bool) throws -> UpcomingItems {
        let window = UpcomingWindow(today: clock.today(), calendar: calendar)
        // Only what could be shown is fetched; the rule below still decides.
        var items = try dataStore.fetchOpenItems(dueThrough: includingLater ? nil : window.through)
        var order: [UpcomingOrder] = []
        order.reserveCapacity(items.count)
        // By index, not `for item in items`: a copy of each item would retain its strings.
        for index in items.indices where items[index].done == nil {
            let due = items[index].due
            let section = window.section(for: due)
            if section >= .later && !includingLater { continue }
            order.append(UpcomingOrder(section: section, due: due, id: items[index].id, index: index))
        }
        order.sort()
        // The names are moved out, not copied: the fetched items are thrown away after this.
        let found = order.map { place in
            var name = ""
            swap(&name, &items[place.index].name)
            return UpcomingItem(id: place.id, name: name, due: items[place.index].due, every: items[place.index].every,
                                section: place.section)
        }
        return UpcomingItems(today: window.today, weekStart: calendar.firstWeekday,
                             through: includingLater ? nil : window.through, items: found)
    }
}

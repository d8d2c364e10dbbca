/// The "find upcoming items" use case: the open items, placed in their sections.
public final class ListInteractor: ListInteractorInput {
    public weak var output: (any ListInteractorOutput)?
    private let dataStore: any TodoDataStore
    private let clock: any Clock
    private let calendar: WeekCalendar

    public init(dataStore: any TodoDataStore, clock: any Clock, calendar: WeekCalendar) {
        self.dataStore = dataStore
        self.clock = clock
        self.calendar = calendar
    }

    public func findUpcomingItems(includingLater: Bool) throws {
        output?.foundUpcomingItems(try upcomingItems(includingLater: includingLater))
    }

    /// The rule itself, apart from the output: open items that fall in a shown section, in order.
    public func upcomingItems(includingLater: Bool) throws -> UpcomingItems {
        let window = UpcomingWindow(today: clock.today(), calendar: calendar)
        var found: [UpcomingItem] = []
        for item in try dataStore.fetch().items where !item.isDone {
            let section = window.section(for: item.due.date)
            if section == .later && !includingLater { continue }
            found.append(UpcomingItem(id: item.id, name: item.name, due: item.due, section: section))
        }
        found.sort { lhs, rhs in
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            if lhs.due != rhs.due { return lhs.due < rhs.due }
            return lhs.id < rhs.id
        }
        return UpcomingItems(today: window.today, weekStart: calendar.firstWeekday,
                             through: includingLater ? nil : window.through, items: found)
    }
}

import TodoCore
/// The "show items" use case: one read of the store (`fetch`, which takes no write lock and
/// creates nothing), and nothing written.
final class ShowInteractor: ShowInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func findItems(ids: [Int]) throws -> ShowOutcome {
        let found = ItemLookup.find(ids: ids, in: try dataStore.fetch().items)
        // The day it was done as the person who did it saw the calendar (`TZ`): the stamp is UTC.
        let items = found.items.map { item in
            ItemSnapshot(item, doneDay: item.done.flatMap(DoneTime.init(stamp:)).flatMap { clock.localDate(at: $0) })
        }
        return ShowOutcome(items: items, missingIDs: found.missingIDs)
    }
}

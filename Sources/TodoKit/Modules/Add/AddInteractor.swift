import TodoCore
/// The "add an item" use case: the name, date and repeat rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func saveNewEntry(_ edit: ItemEdit) throws -> ItemSnapshot {
        let made = try edit.checkingName().newItem(notBefore: clock.today())
        return ItemSnapshot(try dataStore.addItem { id in
            var item = made
            item.id = id
            return item
        })
    }
}

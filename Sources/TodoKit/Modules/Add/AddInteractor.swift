import TodoCore
/// The "add an item" use case: the name, date and repeat rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func saveNewEntry(_ edit: ItemEdit) throws -> AddedItem {
        let made = try edit.checkingName().newItem(notBefore: clock.today())
        let item = try dataStore.addItem { id in
            var item = made
            item.id = id
            return item
        }
        return AddedItem(id: item.id, name: item.name, due: item.due, every: item.every)
    }
}

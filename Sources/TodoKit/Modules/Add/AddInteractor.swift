import TodoCore
/// The "add an item" use case: the name, date and repeat rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock
    private let makeUID: UIDMaker

    init(dataStore: any TodoDataStore, clock: any Clock, makeUID: UIDMaker) {
        self.dataStore = dataStore
        self.clock = clock
        self.makeUID = makeUID
    }

    func saveNewEntry(_ edit: ItemEdit) throws -> ItemSnapshot {
        var made = try edit.checkingName().newItem()
        made.uid = makeUID()
        return ItemSnapshot(try dataStore.addItem { id in
            var item = made
            item.id = id
            return item
        })
    }
}

import TodoCore
/// The "add an item" use case: the name, date and repeat rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let makeUID: UIDMaker

    init(dataStore: any TodoDataStore, makeUID: UIDMaker) {
        self.dataStore = dataStore
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

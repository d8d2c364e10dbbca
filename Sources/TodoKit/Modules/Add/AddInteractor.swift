import TodoCore
/// The "add an item" use case: the name and date rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func saveNewEntry(name: String, due: DueDate) throws -> AddedItem {
        let validName = try ItemNameRule.validated(name)
        let today = clock.today()
        guard due.date >= today else {
            throw TodoError.usage("the due date \(due.iso) is before today (\(today.iso))").about(.dueDate)
        }
        let item = try dataStore.addItem { id in TodoItem(id: id, name: validName, due: due) }
        return AddedItem(id: item.id, name: item.name, due: item.due, every: item.every)
    }
}

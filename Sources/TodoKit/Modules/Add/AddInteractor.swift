import TodoCore
/// The "add an item" use case: the name, date and repeat rules, the next id, one locked save.
final class AddInteractor: AddInteractorInput {
    private let dataStore: any TodoDataStore
    private let clock: any Clock

    init(dataStore: any TodoDataStore, clock: any Clock) {
        self.dataStore = dataStore
        self.clock = clock
    }

    func saveNewEntry(name: String, due: DueDate?, every: RepeatRule?) throws -> AddedItem {
        let validName = try ItemNameRule.validated(name)
        let today = clock.today()
        if let due, due.date < today {
            throw TodoError.usage("the due date \(due.iso) is before today (\(today.iso))").about(.dueDate)
        }
        if every != nil, due == nil { throw TodoError.repeatNeedsADueDate.about(.dueDate) }
        let item = try dataStore.addItem { id in TodoItem(id: id, name: validName, due: due, every: every) }
        return AddedItem(id: item.id, name: item.name, due: item.due, every: item.every)
    }
}

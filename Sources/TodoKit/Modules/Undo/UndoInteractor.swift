import TodoCore
/// The "undo" use case: the store takes back its latest change (it alone knows what it
/// recorded and whether the items were changed behind its back); the interactor reports the
/// items by id, so that `todo undo` after `todo rm 4 1` reads 1 then 4.
final class UndoInteractor: UndoInteractorInput {
    private let dataStore: any TodoDataStore

    init(dataStore: any TodoDataStore) {
        self.dataStore = dataStore
    }

    func undoLatestChange() throws -> UndoOutcome {
        let undone = try dataStore.undoLatestChange()
        return UndoOutcome(restored: Self.byID(undone.restored), removed: Self.byID(undone.removed))
    }

    private static func byID(_ items: [TodoItem]) -> [ItemSnapshot] {
        items.sorted { $0.id < $1.id }.map { ItemSnapshot($0) }
    }
}

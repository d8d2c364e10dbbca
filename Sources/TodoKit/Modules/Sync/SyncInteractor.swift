import TodoCore
/// The "sync" use case: the list read before and after the engine runs, and the difference.
/// The engine's failure is an outcome, not an error: what did change is still told.
final class SyncInteractor: SyncInteractorInput {
    private let dataStore: any TodoDataStore
    private let runner: any SyncRunner

    init(dataStore: any TodoDataStore, runner: any SyncRunner) {
        self.dataStore = dataStore
        self.runner = runner
    }

    func sync(pair: String?) throws -> SyncOutcome {
        let target = try runner.target(pair: pair)
        let before = try dataStore.fetch().items
        let failure = try runner.run(target)
        let changes = SyncChanges(before: before, after: try dataStore.fetch().items)
        return SyncOutcome(target: target, new: changes.new.map(ItemSnapshot.init), changed: changes.changed.map(ItemSnapshot.init),
                           done: changes.done.map(ItemSnapshot.init), removed: changes.removed.map(ItemSnapshot.init),
                           failure: failure)
    }
}

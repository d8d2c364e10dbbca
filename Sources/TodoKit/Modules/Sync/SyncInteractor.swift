import TodoCore
/// The "sync" use case: what the engine changed in the list while it ran (the store tells it,
/// `TodoDataStore.changes(during:)`). The engine's failure is an outcome, not an error: what
/// did change is still told.
final class SyncInteractor: SyncInteractorInput {
    private let dataStore: any TodoDataStore
    private let runner: any SyncRunner

    init(dataStore: any TodoDataStore, runner: any SyncRunner) {
        self.dataStore = dataStore
        self.runner = runner
    }

    func sync(pair: String?) throws -> SyncOutcome {
        let target = try runner.target(pair: pair)
        let (failure, changes) = try dataStore.changes(during: { try runner.run(target) })
        return SyncOutcome(target: target, new: changes.new.map(ItemSnapshot.init), changed: changes.changed.map(ItemSnapshot.init),
                           done: changes.done.map(ItemSnapshot.init), removed: changes.removed.map(ItemSnapshot.init),
                           failure: failure)
    }
}

import TodoCore
/// What the Sync presenter offers its view: `todo sync [PAIR]`.
protocol SyncModuleInterface: AnyObject {
    func syncAction(pair: String?) throws
}

/// The "sync" use case: find the pair, read the list, have the engine sync, read the list
/// again, and tell what changed (`SyncChanges`), also when the engine failed.
protocol SyncInteractorInput: AnyObject {
    func sync(pair: String?) throws -> SyncOutcome
}

/// The passive Sync view.
protocol SyncViewInterface: AnyObject {
    func showSynced(_ data: SyncDisplayData)
}

/// How the Sync presenter asks for navigation.
protocol SyncWireframeInterface: AnyObject {
    func dismissSyncInterface()
}

/// The sync engine (vdirsyncer; a test's double): no sync code of `todo`'s own talks to a server.
protocol SyncRunner: AnyObject {
    /// The pair (and collection) that holds the folder store; `pair` the one typed, if any.
    /// Throws exit 69 when the engine is not installed or no pair holds the folder.
    func target(pair: String?) throws -> SyncTarget
    /// Syncs `target`, the engine's own lines on stderr as it writes them. Nil when it
    /// succeeded, else how it failed (`exit status 1`).
    func run(_ target: SyncTarget) throws -> String?
}

/// What a sync did: what it changed in the list, each kind by id, and how the engine failed
/// (nil when it did not).
struct SyncOutcome: Equatable, Sendable {
    let target: SyncTarget
    let new: [ItemSnapshot]
    let changed: [ItemSnapshot]
    let done: [ItemSnapshot]
    let removed: [ItemSnapshot]
    let failure: String?
}

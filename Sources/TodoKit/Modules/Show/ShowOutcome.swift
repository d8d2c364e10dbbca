/// What the Show interactor found: the items named (a done one with the local day it was
/// done), and the ids no item has, each once, in the order first named.
struct ShowOutcome: Equatable, Sendable {
    let items: [ItemSnapshot]
    let missingIDs: [Int]
}

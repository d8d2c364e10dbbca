/// What `vdirsyncer sync` is told to sync: a pair, or one collection of it.
struct SyncTarget: Equatable, Sendable {
    let pair: String
    let collection: String?

    /// `PAIR` or `PAIR/COLLECTION`, as vdirsyncer takes it.
    var argument: String {
        collection.map { pair + "/" + $0 } ?? pair
    }
}

/// The ids of the `UID`s of the few files a read through the cache has to read itself (a
/// cached record brings its id): the first few found in the id index's bytes as they are,
/// more in the index built once (`VdirIDIndex`), which a folder of 10,000 items would
/// otherwise build on every listing.
struct VdirIDLookup {
    private let indexBytes: [UInt8]
    private var index: VdirIDIndex?
    private var lookups = 0

    init(indexBytes: [UInt8]?) {
        self.indexBytes = indexBytes ?? []
    }

    /// The id the index gives `uid`; nil when it gives none.
    mutating func id(of uid: String) -> Int? {
        lookups += 1
        if index == nil, lookups <= 8, let found = VdirIDIndex.id(of: uid, in: indexBytes) { return found }
        if index == nil { index = VdirIDIndex(bytes: indexBytes) }
        return index?.id(of: uid)
    }
}

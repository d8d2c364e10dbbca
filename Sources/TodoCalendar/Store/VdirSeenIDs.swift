/// The ids a read through the cache has met, to tell two files with one id (which of them
/// wins is for the whole read to say). In an array for the ids a folder has; in a set beyond
/// them (an index edited by hand may hold any number).
struct VdirSeenIDs {
    private var seen: [Bool] = []
    private var seenBeyond = Set<Int>()

    /// Whether `id` is met for the first time; it is met from now on.
    mutating func isFirstSight(of id: Int) -> Bool {
        guard id < 1 << 20 else { return seenBeyond.insert(id).inserted }
        if id >= seen.count { seen += repeatElement(false, count: max(id + 1 - seen.count, seen.count)) }
        defer { seen[id] = true }
        return !seen[id]
    }
}

/// The uids met in one pass over a canonical file (`TodoFileLayout`), kept in an open-addressing
/// table of one word each: enough to be sure that no two items share a uid, without a `String`
/// or a `Set` entry for each of 100,000 items.
///
/// A word holds where the uid's bytes start and the top 24 bits of a 64-bit hash of them; the
/// table is sized once from the file's size (8 bytes a slot: a second array of places doubled
/// the memory to clear, issue 22). A uid in the canonical UUID form (36 bytes, dashes at 8 and
/// 23) is hashed by its first and last 8 bytes only, 64 bits that differ between random or
/// time-based UUIDs; any other uid by all its bytes. A uid whose hash bits match is compared
/// whole, so one that differs from another only in its middle is not taken for it.
///
/// The uids are the contents of canonical strings in the one buffer (`CanonicalJSONReader`),
/// each followed by its closing quote: a uid equals another when its bytes and its closing
/// quote match the other's bytes from its start, because a canonical string's content holds
/// no raw quote, so the other one ends there too. So no length is kept.
///
/// Should many uids share one hash (uids built to), `insert` gives up and says "not sure" as
/// it says "seen": the worst that does is send a write the general way
/// (`TodoList.giveEveryItemAUID`), which compares the uids themselves.
struct UIDHashSet {
    /// 0 is an empty slot; else the hash's top 24 bits over the uid's start + 1 (40 bits).
    private var slots: [UInt64]
    private var mask: Int
    private var count = 0

    /// How many uids with the same hash bits `insert` compares before it gives up.
    private static let mostAlike = 8
    private static let placeBits: UInt64 = 40
    private static let placeMask: UInt64 = (1 << placeBits) - 1

    /// Room for about `expected` uids before it grows.
    init(expected: Int) {
        var capacity = 1024
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Adds the uid at `bytes[start..<end]`, the content of a canonical string whose closing
    /// quote is at `end`; false if the same uid is there already, or too many with its hash
    /// are there to be sure.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        let place = UInt64(start + 1)
        guard end < bytes.count, place <= UIDHashSet.placeMask else { return false }
        if count * 2 >= slots.count { grow(bytes) }
        let hash = UIDHashSet.hash(bytes, start: start, end: end)
        let tag = hash & ~UIDHashSet.placeMask
        var index = Int(truncatingIfNeeded: hash) & mask
        var alike = 0
        while true {
            let slot = slots[index]
            if slot == 0 {
                slots[index] = tag | place
                count += 1
                return true
            }
            if slot & ~UIDHashSet.placeMask == tag {
                let other = Int(slot & UIDHashSet.placeMask) - 1
                if UIDHashSet.sameBytes(bytes, start, other, count: end - start + 1) { return false }
                alike += 1
                if alike == UIDHashSet.mostAlike { return false }
            }
            index = (index + 1) & mask
        }
    }

    /// Twice the room. The index comes from the hash's low bits, which a slot does not keep,
    /// so each uid is hashed again from its place, its end found again from there: the first
    /// raw quote, stepping over each escape (never needed when the size guess holds).
    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            let start = Int(slot & UIDHashSet.placeMask) - 1
            var end = start
            while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            var index = Int(truncatingIfNeeded: UIDHashSet.hash(bytes, start: start, end: end)) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// Whether `count` bytes from `first` are those from `second` (both within `bytes` as far
    /// as `first`'s run goes; `second`'s is checked here).
    private static func sameBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, count: Int) -> Bool {
        guard bytes.count - second >= count else { return false }
        for offset in 0..<count where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    /// A multiply-and-shift hash of the bytes, 8 at a time (the last word overlapping the one
    /// before); of a UUID, its first and last word only.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let length = end - start
        var hash = UInt64(truncatingIfNeeded: length) &* multiplier
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        if length == 36, bytes[start + 8] == UInt8(ascii: "-"), bytes[start + 23] == UInt8(ascii: "-") {
            // The first word and the last: the bytes between are left to the comparison.
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) &* multiplier
        } else if length >= 8 {
            var offset = start
            while end - offset > 8 {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
                hash ^= hash >> 29
                offset += 8
            }
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) &* multiplier
        } else {
            var word: UInt64 = 0
            for offset in start..<end { word = word << 8 | UInt64(bytes[offset]) }
            hash = (hash ^ word) &* multiplier
        }
        hash ^= hash >> 32
        return hash
    }
}

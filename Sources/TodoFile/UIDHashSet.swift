/// The uids met in one pass over a canonical file (`TodoFileLayout`), kept as 64-bit hashes of
/// their bytes in an open-addressing table: enough to be sure that no two items share a uid,
/// without a `String` or a `Set` entry for each of 100,000 items.
///
/// Two uids with the same hash count as the same: the worst that can do is send a write the
/// general way (`TodoList.giveEveryItemAUID`), which compares the uids themselves. A canonical
/// string has one spelling, so equal uids always have equal bytes.
struct UIDHashSet {
    /// 0 is an empty slot; a hash that comes out 0 is taken as 1.
    private var slots: [UInt64]
    private var mask: Int
    private var count = 0

    /// Room for about `expected` uids before it grows.
    init(expected: Int) {
        var capacity = 1024
        while capacity < expected * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    /// Adds the uid at `bytes[start..<end]`; false if one with the same hash is there already.
    @inline(__always) mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        insert(hash: UIDHashSet.hash(bytes, start: start, end: end))
    }

    private mutating func insert(hash: UInt64) -> Bool {
        if count * 2 >= slots.count { grow() }
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 {
                slots[index] = hash
                count += 1
                return true
            }
            if slot == hash { return false }
            index = (index + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        count = 0
        for hash in old where hash != 0 { _ = insert(hash: hash) }
    }

    /// A multiply-and-shift hash of the bytes, 8 at a time (the last word overlapping the one
    /// before): a UUID is five words.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let length = end - start
        var hash = UInt64(truncatingIfNeeded: length) &* multiplier
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        if length >= 8 {
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
        return hash == 0 ? 1 : hash
    }
}

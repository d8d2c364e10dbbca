
/// A folder's names in one buffer, each followed by a 0 byte: ten thousand names are two
/// allocations rather than ten thousand, and each is a C string as it is, for `fstatat`.
package struct FolderNames: Sendable {
    /// Every name, each followed by a 0 byte.
    private var bytes: [UInt8] = []
    /// Where each name is in `bytes` (its 0 byte after), in the folder's order or, once
    /// sorted, in byte order.
    private var ranges: [Range<Int>] = []

    package init() {}

    package var count: Int { ranges.count }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        ranges.append(bytes.count..<bytes.count + name.count)
        bytes.append(contentsOf: name)
        bytes.append(0)
    }

    /// The name at `place`, as bytes.
    package subscript(place: Int) -> [UInt8] {
        withName(at: place) { Array($0) }
    }

    /// `body` given the name at `place`, whose bytes are followed by a 0 byte in memory (so
    /// `baseAddress` is the name as a C string).
    package func withName<Result>(at place: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { buffer in
            try body(UnsafeBufferPointer(rebasing: buffer[ranges[place]]))
        }
    }

    /// `body` given every name in turn, as `withName` gives it; stops when `body` returns false.
    package func forEachName(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            for range in ranges {
                guard try body(UnsafeBufferPointer(rebasing: buffer[range])) else { return }
            }
        }
    }

    /// Keeps only the names `isKept` keeps.
    package mutating func keep(where isKept: (UnsafeBufferPointer<UInt8>) -> Bool) {
        let ranges = self.ranges
        self.ranges = bytes.withUnsafeBufferPointer { buffer in
            ranges.filter { isKept(UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
    }

    /// Puts the names in byte order (`memcmp`'s: a name that is the start of another first).
    /// Each name's first 16 bytes are compared as two numbers first (0 after its end, which
    /// sorts a prefix first), `strcmp` only for names that share them: a vdir's names are
    /// UUIDs, and sorting 10,000 of them by `strcmp` alone was a fifth of `todo sync`'s own
    /// work (issue 34), which lists the folder twice.
    package mutating func sort() {
        let bytes = self.bytes
        ranges = bytes.withUnsafeBufferPointer { buffer in
            var keyed = ranges.map { range in
                var high: UInt64 = 0, low: UInt64 = 0
                for offset in 0..<16 {
                    let byte = offset < range.count ? UInt64(buffer[range.lowerBound + offset]) : 0
                    if offset < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
                }
                return (high: high, low: low, range: range)
            }
            keyed.sort { left, right in
                if left.high != right.high { return left.high < right.high }
                if left.low != right.low { return left.low < right.low }
                // The 0 byte that ends each name sorts a prefix first, as byte order does.
                return strcmp(UnsafeRawPointer(buffer.baseAddress! + left.range.lowerBound).assumingMemoryBound(to: CChar.self),
                              UnsafeRawPointer(buffer.baseAddress! + right.range.lowerBound).assumingMemoryBound(to: CChar.self)) < 0
            }
            return keyed.map(\.range)
        }
    }
}

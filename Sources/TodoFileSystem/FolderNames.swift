
/// A folder's names in one buffer, each followed by a 0 byte: ten thousand names are two
/// allocations rather than ten thousand, and each is a C string as it is, for `fstatat`.
package struct FolderNames: Sendable {
    /// Every name, each followed by a 0 byte.
    private var bytes: [UInt8] = []
    /// Where each name is in `bytes` (its 0 byte after), in the folder's order or, once
    /// sorted, in byte order: its start and its length in one number (`span`). Not an array of
    /// `Range<Int>`: that array's type is looked up by the runtime at its first use, 150,000
    /// instructions of each `todo add` (issue 30), where an array of `Int` is there already.
    private var spans: [Int] = []

    package init() {}

    package var count: Int { spans.count }

    /// A name's length is at most 255 bytes (NAME_MAX): it takes the low 16 bits.
    private static func span(start: Int, count: Int) -> Int { start << 16 | count }

    private static func range(_ span: Int) -> Range<Int> { (span >> 16)..<(span >> 16) + span & 0xFFFF }

    mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
        spans.append(Self.span(start: bytes.count, count: min(name.count, 0xFFFF)))
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
            try body(UnsafeBufferPointer(rebasing: buffer[Self.range(spans[place])]))
        }
    }

    /// `body` given every name in turn, as `withName` gives it; stops when `body` returns false.
    package func forEachName(_ body: (UnsafeBufferPointer<UInt8>) throws -> Bool) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            for span in spans {
                guard try body(UnsafeBufferPointer(rebasing: buffer[Self.range(span)])) else { return }
            }
        }
    }

    /// Keeps only the names `isKept` keeps.
    package mutating func keep(where isKept: (UnsafeBufferPointer<UInt8>) -> Bool) {
        let spans = self.spans
        self.spans = bytes.withUnsafeBufferPointer { buffer in
            spans.filter { isKept(UnsafeBufferPointer(rebasing: buffer[Self.range($0)])) }
        }
    }

    /// Puts the names in byte order (`memcmp`'s: a name that is the start of another first).
    /// Each name's first 16 bytes are compared as two numbers first (0 after its end, which
    /// sorts a prefix first), `strcmp` only for names that share them: a vdir's names are
    /// UUIDs, and sorting 10,000 of them by `strcmp` alone was a fifth of `todo sync`'s own
    /// work (issue 34), which lists the folder twice.
    package mutating func sort() {
        let bytes = self.bytes
        spans = bytes.withUnsafeBufferPointer { buffer in
            var keyed = spans.map { span in
                let range = Self.range(span)
                var high: UInt64 = 0, low: UInt64 = 0
                for offset in 0..<16 {
                    let byte = offset < range.count ? UInt64(buffer[range.lowerBound + offset]) : 0
                    if offset < 8 { high = high << 8 | byte } else { low = low << 8 | byte }
                }
                return (high: high, low: low, span: span)
            }
            keyed.sort { left, right in
                if left.high != right.high { return left.high < right.high }
                if left.low != right.low { return left.low < right.low }
                // The 0 byte that ends each name sorts a prefix first, as byte order does.
                return strcmp(UnsafeRawPointer(buffer.baseAddress! + left.span >> 16).assumingMemoryBound(to: CChar.self),
                              UnsafeRawPointer(buffer.baseAddress! + right.span >> 16).assumingMemoryBound(to: CChar.self)) < 0
            }
            return keyed.map(\.span)
        }
    }
}

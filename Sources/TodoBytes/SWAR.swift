/// Byte tests on eight bytes at once ("SIMD within a register"), for the loops that scan
/// strings: they tell whether a word holds a byte of interest, not where.
///
/// Public and inlinable, because the loops that call them are in other targets (the file
/// store's readers, the JSON and list writers) and a call per eight bytes costs more than
/// the test.
/// Swift 6.3 inlines the `@inlinable` bodies of public declarations into other modules, not
/// those of `package` ones: as `package`, `todo add` at 100,000 items ran 167M instructions
/// instead of 111M.
public enum SWAR {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `bytes` from `index` as one little-endian word, or nil when fewer
    /// than eight are left: the one load the scanning loops above this target make, so that
    /// they hold no pointer arithmetic of their own.
    @inlinable @inline(__always) public static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64? {
        guard index >= 0, bytes.count - index >= 8, let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    /// Where the ASCII from `index` stops being whole words: `index` moved on sixteen, then
    /// eight bytes at a time while every byte is below 0x80. It stops at the word that holds
    /// another byte, or where fewer than eight are left; the caller looks at the bytes from
    /// there one by one. One loop with one bound check a step: through `word`, the check of
    /// a 14 MB data file's UTF-8 took 32M instructions instead of 14M (issue 30).
    @inlinable @inline(__always) public static func endOfASCIIWords(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        guard index >= 0, let base = bytes.baseAddress else { return index }
        let count = bytes.count
        var index = index
        while count - index >= 16 {
            let pair = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                | UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)
            guard pair & highBits == 0 else { break }
            index += 16
        }
        if count - index >= 8, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highBits == 0 {
            index += 8
        }
        return index
    }

    /// True if every byte of `word` is printable ASCII (0x20–0x7E).
    @inlinable @inline(__always) public static func isPrintableASCII(_ word: UInt64) -> Bool {
        word & highBits | belowMask(word, 0x20) | byteMask(word, 0x7F) == 0
    }

    /// True if some byte of `word` is zero.
    @inlinable @inline(__always) static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// True if some byte of `word` equals `byte`.
    @inlinable @inline(__always) public static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        hasZeroByte(word ^ (ones &* UInt64(byte)))
    }

    /// True if some byte of `word` is less than `limit` (which must be at most 0x80).
    @inlinable @inline(__always) public static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }

    /// High bits set where a byte of `word` is zero (exact at the lowest such byte, enough to
    /// tell whether there is one): combine several with `|` and test once.
    @inlinable @inline(__always) static func zeroByteMask(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// As `zeroByteMask`, for bytes equal to `byte`.
    @inlinable @inline(__always) public static func byteMask(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        zeroByteMask(word ^ (ones &* UInt64(byte)))
    }

    /// As `zeroByteMask`, for bytes less than `limit` (at most 0x80).
    @inlinable @inline(__always) public static func belowMask(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }
}

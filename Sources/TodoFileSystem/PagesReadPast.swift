
/// Hands the pages of a buffer back to the kernel as a reader moves past them, for a buffer
/// that is read once, front to back, and then thrown away.
///
/// `todo list` reads the whole data file into memory (15 MB at 100,000 items with uids) and
/// builds the listed items from it: without this, the file's bytes and the items built from
/// them were alive together, which was most of the command's peak memory. Each whole page
/// behind the reader is given up with `madvise(MADV_DONTNEED)`; it reads as zeros from then
/// on, so nothing may read the bytes behind the reader again: a caller that needs them (to
/// place an error by its line) reads the file again instead. Best effort: where the kernel
/// says no, the pages just stay.
package struct PagesReadPast {
    private let base: UnsafeRawPointer?
    private let count: Int
    private let pageSize: Int
    /// The offset up to which pages are given up already (page-aligned in memory, or where
    /// the reader started).
    private var releasedUpTo: Int
    /// Whether any page was given up: the bytes before `releasedUpTo` are no longer the file's.
    package private(set) var releasedAny = false

    /// Given up at least this many bytes at a time: one system call per 256 KB read.
    static let step = 1 << 18

    /// For `buffer`, of which nothing before `start` is ever given up (the bytes a reader
    /// still needs, such as the keys before the items).
    package init(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) {
        base = buffer.baseAddress.map(UnsafeRawPointer.init)
        count = buffer.count
        pageSize = max(Int(sysconf(Int32(_SC_PAGESIZE))), 1)
        releasedUpTo = min(max(start, 0), buffer.count)
    }

    /// Gives up the whole pages of the buffer between where it got to and `offset` (not
    /// included), once that is at least `step` bytes: the reader is at `offset` and never
    /// goes back.
    package mutating func release(before offset: Int) {
        guard offset - releasedUpTo >= PagesReadPast.step, offset <= count, let base else { return }
        let address = Int(bitPattern: base)
        // Strictly inside the buffer: the first page boundary at or after `releasedUpTo`, the
        // last one at or before `offset`.
        let first = (address + releasedUpTo + pageSize - 1) / pageSize * pageSize
        let end = (address + offset) / pageSize * pageSize
        guard end > first, let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
        if madvise(page, end - first, MADV_DONTNEED) == 0 { releasedAny = true }
        releasedUpTo = end - address
    }
}

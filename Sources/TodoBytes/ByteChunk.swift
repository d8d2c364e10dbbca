/// Bytes written through a pointer into memory of its own, for the list writer's lines:
/// appending to an `[UInt8]` checks its capacity and uniqueness at every call, which for
/// 100,000 lines of five pieces each cost `todo list` tens of millions of instructions.
///
/// A class, so that its memory is freed however the writer is left. Public and inlinable,
/// as `SWAR` is, because its writer is in another target and a call per byte costs more
/// than the append.
public final class ByteChunk {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes are written (`count`, settable from the inlined appends).
    @usableFromInline var used = 0

    public var count: Int { used }

    public init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes so far, as an array (copied in one go: `Array(UnsafeBufferPointer)` copies
    /// them a byte at a time).
    public var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: used) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            target.update(from: base, count: used)
            initialized = used
        }
    }

    public func removeAll() {
        used = 0
    }

    @inlinable @inline(__always) public func append(_ byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    @inlinable @inline(__always) public func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + used).update(repeating: byte, count: repeats)
        used += repeats
    }

    /// The UTF-8 of `text`.
    @inlinable @inline(__always) public func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            reserve(bytes.count)
            (base + used).update(from: source, count: bytes.count)
            used += bytes.count
        }
    }

    /// `value` (not negative) in decimal, right-aligned to `width` columns with spaces.
    @inlinable @inline(__always) public func append(_ value: Int, digits: Int, width: Int) {
        append(UInt8(ascii: " "), count: width - digits)
        reserve(digits)
        var rest = value
        var position = used + digits
        repeat {
            position -= 1
            base[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0 && position > used
        used += digits
    }

    @inlinable @inline(__always) func reserve(_ extra: Int) {
        if used + extra > capacity { grow(to: used + extra) }
    }

    @usableFromInline func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// Bytes written through a pointer into memory of its own, for the list writer's lines:
/// appending to an `[UInt8]` checks its capacity and uniqueness at every call, which for
/// 100,000 lines of five pieces each cost `todo list` tens of millions of instructions.
///
/// A class, so that its memory is freed however the writer is left.
final class ByteChunk {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes so far, as an array (copied in one go: `Array(UnsafeBufferPointer)` copies
    /// them a byte at a time).
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            target.update(from: base, count: count)
            initialized = count
        }
    }

    func removeAll() {
        count = 0
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always) func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).update(repeating: byte, count: repeats)
        count += repeats
    }

    /// The UTF-8 of `text`.
    @inline(__always) func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            reserve(bytes.count)
            (base + count).update(from: source, count: bytes.count)
            count += bytes.count
        }
    }

    /// `value` (not negative) in decimal, right-aligned to `width` columns with spaces.
    @inline(__always) func append(_ value: Int, digits: Int, width: Int) {
        append(UInt8(ascii: " "), count: width - digits)
        reserve(digits)
        var rest = value
        var position = count + digits
        repeat {
            position -= 1
            base[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0 && position > count
        count += digits
    }

    @inline(__always) private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// One change to a file's bytes: what is in `range` becomes `bytes`.
struct ByteEdit: Equatable {
    let range: Range<Int>
    let bytes: [UInt8]

    /// Makes every edit (sorted by place, none overlapping) in `buffer` itself, moving each
    /// byte that stays at most once: a change near the start of a big file and a line added
    /// at its end cost one pass, not one per edit, and need no second buffer.
    ///
    /// The bytes between edits that move left are moved first, left to right, then those
    /// that move right, right to left: neither can then land on bytes not yet moved.
    static func apply(_ edits: [ByteEdit], to buffer: inout [UInt8]) {
        let oldCount = buffer.count
        let growth = edits.reduce(0) { $0 + $1.bytes.count - $1.range.count }
        if growth > 0 { buffer.append(contentsOf: repeatElement(0, count: growth)) }
        // The stretch after each edit: its start, end, and how far it moves.
        var stretches: [(start: Int, end: Int, shift: Int)] = []
        stretches.reserveCapacity(edits.count)
        var shift = 0
        for (index, edit) in edits.enumerated() {
            shift += edit.bytes.count - edit.range.count
            let end = index + 1 < edits.count ? edits[index + 1].range.lowerBound : oldCount
            stretches.append((edit.range.upperBound, end, shift))
        }
        buffer.withUnsafeMutableBufferPointer { pointer in
            guard let base = pointer.baseAddress else { return }
            func move(_ stretch: (start: Int, end: Int, shift: Int)) {
                guard stretch.end > stretch.start else { return }
                // A move (memmove) rather than a copy: a stretch may overlap where it lands.
                (base + stretch.start + stretch.shift).moveInitialize(from: base + stretch.start, count: stretch.end - stretch.start)
            }
            for stretch in stretches where stretch.shift < 0 { move(stretch) }
            for stretch in stretches.reversed() where stretch.shift > 0 { move(stretch) }
            var shift = 0
            for edit in edits {
                let start = edit.range.lowerBound + shift
                edit.bytes.withUnsafeBufferPointer { new in
                    guard let source = new.baseAddress else { return }
                    (base + start).update(from: source, count: new.count)
                }
                shift += edit.bytes.count - edit.range.count
            }
        }
        if growth < 0 { buffer.removeLast(-growth) }
    }
}

import TodoCore
/// Writes the list as UTF-8 bytes, exactly as `ListTextLayout` lays it out when nothing is cut
/// (output to a pipe or a file), without building a `String` per line.
///
/// It measures every line first and then fills one buffer of exactly that size. A name with
/// nothing to escape is copied as it is, with its width worked out from its bytes where that
/// is certain (`ShownNames`); any other name goes through `TerminalText`, as the layout does.
/// Items are read in place (a copy of an item would retain its three strings). For 100,000
/// items this is the difference between tens of milliseconds and a few.
struct ListTextWriter {
    let style: TextStyle

    func bytes(_ data: UpcomingDisplayData) -> [UInt8] {
        var largestID = 0
        for section in data.sections {
            section.items.withUnsafeBufferPointer { items in
                for index in items.indices { largestID = max(largestID, items[index].id) }
            }
        }
        let idWidth = ListTextWriter.digitCount(largestID)
        let headings = data.sections.map { section in
            Array((section.isOverdue ? style.red(section.title) : style.bold(section.title)).utf8)
        }
        let names = data.sections.map { ShownNames($0.items) }
        var labels = LabelBytes(style: style)
        var size = 0
        for index in data.sections.indices {
            size += (index > 0 ? 1 : 0) + headings[index].count + 1
            let shown = names[index]
            data.sections[index].items.withUnsafeBufferPointer { items in
                for item in items.indices {
                    size += 4 + max(idWidth, ListTextWriter.digitCount(items[item].id)) + shown.byteCounts[item] + 1
                    if !items[item].dueLabel.isEmpty {
                        size += max(shown.nameColumn - shown.widths[item], 0) + 2 + labels.shown(items[item].dueLabel).utf8.count
                    }
                }
            }
        }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            var cursor = base
            for index in data.sections.indices {
                if index > 0 { cursor.put(UInt8(ascii: "\n")) }
                cursor.put(headings[index])
                cursor.put(UInt8(ascii: "\n"))
                let shown = names[index]
                data.sections[index].items.withUnsafeBufferPointer { items in
                    for item in items.indices {
                        cursor.put(UInt8(ascii: " "), count: 2)
                        ListTextWriter.putRightAligned(items[item].id, width: idWidth, at: &cursor)
                        cursor.put(UInt8(ascii: " "), count: 2)
                        shown.put(item, of: items[item].name, at: &cursor)
                        if !items[item].dueLabel.isEmpty {
                            cursor.put(UInt8(ascii: " "), count: max(shown.nameColumn - shown.widths[item], 0) + 2)
                            cursor.put(labels.shown(items[item].dueLabel))
                        }
                        cursor.put(UInt8(ascii: "\n"))
                    }
                }
            }
            count = cursor - base
        }
    }

    /// How many characters `String(value)` has.
    static func digitCount(_ value: Int) -> Int {
        guard value >= 0 else { return String(value).count }
        var count = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    /// `value` in decimal, with spaces before it to `width` columns.
    private static func putRightAligned(_ value: Int, width: Int, at cursor: inout UnsafeMutablePointer<UInt8>) {
        let digits = digitCount(value)
        if width > digits { cursor.put(UInt8(ascii: " "), count: width - digits) }
        guard value >= 0 else {
            cursor.put(Array(String(value).utf8))
            return
        }
        var rest = value
        for position in stride(from: digits - 1, through: 0, by: -1) {
            cursor[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        cursor += digits
    }
}

/// The due labels as shown, styled once per run of equal labels (items come sorted, so equal
/// labels are neighbours). Kept as strings, not byte arrays: without colour the shown label is
/// the label itself, so a new run costs no allocation.
private struct LabelBytes {
    let style: TextStyle
    private var last: (label: String, shown: String)?

    init(style: TextStyle) {
        self.style = style
    }

    mutating func shown(_ label: String) -> String {
        if let last, last.label == label { return last.shown }
        let shown = style.dim(label)
        last = (label, shown)
        return shown
    }
}

extension UnsafeMutablePointer<UInt8> {
    /// Writes a byte and moves past it.
    @inline(__always) mutating func put(_ byte: UInt8) {
        pointee = byte
        self += 1
    }

    @inline(__always) mutating func put(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        update(repeating: byte, count: count)
        self += count
    }

    @inline(__always) mutating func put(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            update(from: source, count: bytes.count)
            self += bytes.count
        }
    }

    @inline(__always) mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let source = buffer.baseAddress else { return }
            update(from: source, count: buffer.count)
        }
        self += bytes.count
    }
}

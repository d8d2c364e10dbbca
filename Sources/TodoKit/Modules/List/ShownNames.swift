import TodoCore
/// The names of one section as the list shows them: escaped where `TerminalText` says so,
/// with each one's width in characters (worked out from the bytes when that is certain, by
/// `String` otherwise) and the width of the name column.
struct ShownNames {
    /// Characters of each shown name (`String.count` of the escaped name).
    private(set) var widths: [Int] = []
    /// UTF-8 bytes of each shown name.
    private(set) var byteCounts: [Int] = []
    /// The widest name that has a label, but no more than the layout's limit.
    private(set) var nameColumn = 0
    /// The shown text of names that are not shown as they are, by item.
    private var escaped: [Int: String] = [:]

    init(_ items: [UpcomingDisplayItem]) {
        widths.reserveCapacity(items.count)
        byteCounts.reserveCapacity(items.count)
        items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let width: Int
                if let plain = ShownNames.plainWidth(items[index].name) {
                    width = plain
                    byteCounts.append(items[index].name.utf8.count)
                } else {
                    let text = TerminalText.escaped(items[index].name)
                    escaped[index] = text
                    width = text.count
                    byteCounts.append(text.utf8.count)
                }
                widths.append(width)
                if !items[index].dueLabel.isEmpty { nameColumn = max(nameColumn, width) }
            }
        }
        nameColumn = min(nameColumn, ListTextLayout.nameColumnLimit)
    }

    /// Writes the shown form of item `index`'s name, `name`.
    func put(_ index: Int, of name: String, at cursor: inout UnsafeMutablePointer<UInt8>) {
        var text = escaped.isEmpty ? name : escaped[index] ?? name
        text.withUTF8 { bytes in
            guard let source = bytes.baseAddress else { return }
            cursor.update(from: source, count: bytes.count)
        }
        cursor += byteCounts[index]
    }

    /// The number of characters of a name that needs no escape and whose every scalar is a
    /// character of its own: printable ASCII, and the Latin letters and punctuation that
    /// never join their neighbours (U+00A0–U+02FF, U+2010–U+2027, U+2030–U+205E). Nil for
    /// any other name, whose width `String` must work out.
    static func plainWidth(_ name: String) -> Int? {
        var copy = name
        return copy.withUTF8 { bytes -> Int? in
            var width = 0
            var index = 0
            while index < bytes.count {
                // Most names are mostly printable ASCII: eight such bytes are eight characters.
                if bytes.count - index >= 8, let base = bytes.baseAddress,
                   ShownNames.isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    width += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 {
                    guard lead >= 0x20, lead != 0x7F else { return nil }
                    index += 1
                } else if lead >= 0xC2, lead <= 0xCB, index + 1 < bytes.count {
                    // Two bytes: U+0080–U+02FF; the C1 controls (U+0080–U+009F) need escaping.
                    guard lead != 0xC2 || bytes[index + 1] >= 0xA0 else { return nil }
                    index += 2
                } else if lead == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81 {
                    let scalar = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard (0x2010...0x2027).contains(scalar) || (0x2030...0x205E).contains(scalar) else { return nil }
                    index += 3
                } else {
                    return nil
                }
                width += 1
            }
            return width
        }
    }

    /// True if all eight bytes of `word` are printable ASCII (0x20–0x7E).
    @inline(__always) static func isPrintableASCII(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 | SWAR.belowMask(word, 0x20) | SWAR.byteMask(word, 0x7F) == 0
    }
}

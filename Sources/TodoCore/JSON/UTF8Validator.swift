import TodoBytes

/// Finds the first byte that is not well-formed UTF-8 (Unicode's table 3-7: no overlong forms,
/// no surrogates, nothing past U+10FFFF).
///
/// Text is checked once, before parsing, so that a file in another encoding is reported as
/// such rather than as a puzzling syntax error, and so that strings can later be made from
/// the bytes without a second look at each one.
package enum UTF8Validator {
    /// The offset of the first byte of the first ill-formed sequence, or nil if all is UTF-8.
    package static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // ASCII sixteen, then eight bytes at a time: almost all of a data file.
            index = SWAR.endOfASCIIWords(bytes, from: index)
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(lead: lead, in: bytes, at: index) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed sequence that `lead` (0x80 or above) starts at `index`,
    /// or nil. `CanonicalJSONReader` checks each character of its strings with it.
    package static func sequenceLength(lead: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - index >= length, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}

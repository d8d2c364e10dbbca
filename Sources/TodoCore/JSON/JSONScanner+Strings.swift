import TodoBytes
/// Strings: scanning them (checking escapes, surrogate pairs and control characters) and
/// decoding their values.
extension JSONScanner {
    /// Reads a string at the cursor (on its opening quote), checking its escapes.
    package mutating func scanString() throws(Failure) -> ScannedString {
        let quote = position
        position += 1
        let start = position
        var hasEscapes = false
        while position < bytes.count {
            skipPlainWords()
            guard position < bytes.count else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return ScannedString(start: start, end: position - 1, hasEscapes: hasEscapes)
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                // JSON's own rule (RFC 8259), not `ControlCharacters`: DEL and C1 may stand raw.
                throw Failure(offset: position, reason: "a control character (\(JSONScanner.codePoint(UInt32(byte)))) must be escaped in a string")
            } else {
                position += 1
            }
        }
        throw Failure(offset: quote, reason: "unterminated string")
    }

    /// Skips 8 bytes at a time while none of them is a quote, a backslash or a control
    /// character: most of a data file is the plain text of names.
    @inline(__always) private mutating func skipPlainWords() {
        while let word = SWAR.word(bytes, at: position) {
            if SWAR.hasByte(word, UInt8(ascii: "\"")) || SWAR.hasByte(word, UInt8(ascii: "\\"))
                || SWAR.hasByteBelow(word, 0x20) { return }
            position += 8
        }
    }

    private mutating func scanEscape() throws(Failure) {
        let backslash = position
        position += 1
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 1
        case UInt8(ascii: "u"):
            let unit = try scanHex4()
            if (0xDC00...0xDFFF).contains(unit) {
                throw Failure(offset: backslash, reason: "unpaired surrogate \\u\(JSONScanner.hex4(unit))")
            }
            if (0xD800...0xDBFF).contains(unit) {
                let escapedNext = position + 1 < bytes.count && bytes[position] == UInt8(ascii: "\\")
                    && bytes[position + 1] == UInt8(ascii: "u")
                guard escapedNext, let low = peekHex4(at: position + 2), (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(offset: backslash, reason: "unpaired surrogate \\u\(JSONScanner.hex4(unit))")
                }
                position += 6
            }
        default:
            throw Failure(offset: backslash, reason: "invalid escape (expected \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
    }

    /// Reads the 4 hex digits after `\u` (the cursor is on the `u`).
    private mutating func scanHex4() throws(Failure) -> UInt32 {
        position += 1
        guard let unit = peekHex4(at: position) else {
            throw Failure(offset: position, reason: "expected 4 hex digits after \\u")
        }
        position += 4
        return unit
    }

    /// The value of 4 hex digits at `offset`, or nil if they are not there.
    private func peekHex4(at offset: Int) -> UInt32? {
        guard bytes.count - offset >= 4 else { return nil }
        var unit: UInt32 = 0
        for index in offset..<offset + 4 {
            guard let digit = JSONScanner.hexValue(bytes[index]) else { return nil }
            unit = unit << 4 | digit
        }
        return unit
    }

    /// The string's value: straight from the bytes when it has no escapes.
    /// Public and inlinable, as the scanner's other members read for every item are.
    @inlinable public func decode(_ string: ScannedString) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])
        guard string.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: unescaped(raw), as: UTF8.self)
    }

    /// The UTF-8 of an escaped string whose escapes `scanString` has already checked.
    @usableFromInline func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = raw[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = JSONScanner.hexValue(raw, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = JSONScanner.hexValue(raw, at: index + 2)
                    scalar = 0x10000 &+ (scalar &- 0xD800) << 10 &+ (low &- 0xDC00)
                    index += 6
                }
                JSONScanner.appendUTF8(scalar, to: &output)
            default: output.append(escape)   // \" \\ \/
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// 4 hex digits already checked; 0 for any that is not (it cannot happen after a scan).
    private static func hexValue(_ raw: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        var unit: UInt32 = 0
        for index in offset..<min(offset + 4, raw.count) {
            unit = unit << 4 | (hexValue(raw[index]) ?? 0)
        }
        return unit
    }

    private static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18 & 0x07))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    package static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [12, 8, 4, 0].map { digits[Int(value >> $0 & 0xF)] }, as: UTF8.self)
    }

    /// `U+000A`: how a reason names a code point without writing it raw.
    package static func codePoint(_ value: UInt32) -> String { "U+" + hex4(value) }
}

import TodoBytes
import TodoCore
/// Reads JSON only in the one form `JSONWriter` and `TodoFileEncoder` write it: fixed spacing,
/// strings escaped the one canonical way, nothing else. Each method moves past what it
/// recognizes and says whether it did; anything else, valid JSON or not, is "no".
///
/// `TodoFileLayout` uses it to tell a file `todo` wrote itself (and can add to in place)
/// from any other. It checks the UTF-8 of every string it reads (all else it takes is
/// ASCII), so bytes it reads to the end are well-formed UTF-8 with no `UTF8Validator` pass.
struct CanonicalJSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    @inline(__always) private var current: UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    /// Moves past `literal` if the bytes at the cursor are exactly it. Inlined, so that each
    /// use compares against its literal's known bytes.
    ///
    /// A literal of 4 to 16 bytes is compared as two overlapping words (the first and the last
    /// 4 or 8 bytes): the item literals are 5 to 10 bytes, met 50,000 times in a 10,000-item file.
    @inline(__always) mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        guard let base = bytes.baseAddress, count >= 4, count <= 16 else { return skipByBytes(literal) }
        let here = UnsafeRawPointer(base + position)
        let expected = UnsafeRawPointer(literal.utf8Start)
        let matches = count >= 8
            ? here.loadUnaligned(as: UInt64.self) == expected.loadUnaligned(as: UInt64.self)
                && here.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == expected.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            : here.loadUnaligned(as: UInt32.self) == expected.loadUnaligned(as: UInt32.self)
                && here.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == expected.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        guard matches else { return false }
        position += count
        return true
    }

    /// `skip` a byte at a time: any length (the caller has checked there are enough bytes).
    @inline(__always) mutating func skipByBytes(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        let expected = literal.utf8Start
        for index in 0..<count where bytes[position + index] != expected[index] { return false }
        position += count
        return true
    }

    /// A whole number from 1 to `limit` as `String(Int)` writes it (no sign, no leading zero,
    /// at most 16 digits); nil for anything else.
    ///
    /// The digits are read through the base pointer with the cursor in a local, and the
    /// 17-byte look-ahead bounded once: every item's id passes here (issue 22: 135
    /// instructions an id when the cursor and the bounds were checked on each digit).
    @inline(__always) mutating func wholeNumber(upTo limit: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let start = position
        let end = min(bytes.count, start + 17)
        var index = start
        var value = 0
        while index < end {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            // At most 17 digits: below Int.max, so no overflow to check.
            value = value &* 10 &+ Int(digit)
            index += 1
        }
        let count = index - start
        guard count >= 1, count <= 16, base[start] != UInt8(ascii: "0"), value <= limit else { return nil }
        position = index
        return value
    }

    /// A string as `JSONWriter.writeString` writes it: every character raw except `"`, `\`,
    /// the C0 controls, DEL and the C1 controls, which are escaped as `\"`, `\\`, `\n`, `\r`,
    /// `\t` or `\u00xx` (lower-case hex), in well-formed UTF-8. Returns where it is, as
    /// `JSONScanner` would.
    @inline(__always) mutating func string() -> JSONScanner.ScannedString? {
        guard current == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        var hasEscapes = false
        while true {
            skipPlainWords()
            guard position < bytes.count else { return nil }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return JSONScanner.ScannedString(start: start, end: position - 1, hasEscapes: hasEscapes)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                guard skipCanonicalEscape() else { return nil }
            case 0..<0x20, 0x7F:
                // These bytes and C2 80–C2 9F are `ControlCharacters` in UTF-8; the tests check that.
                return nil
            case 0x80...0xFF:
                guard let length = UTF8Validator.sequenceLength(lead: byte, in: bytes, at: position),
                      // U+0080–U+009F (C2 80–C2 9F) would have been escaped.
                      byte != 0xC2 || bytes[position + 1] >= 0xA0 else { return nil }
                position += length
            default:
                position += 1
            }
        }
    }

    /// Skips 8 bytes at a time while none is a quote, a backslash, a control, DEL or above
    /// ASCII, then the plain bytes of the word that holds one: the cursor stops on it (or
    /// within the last 7 bytes of the file).
    ///
    /// Each mask is exact at its lowest flagged byte (a false one only ever follows a true
    /// one), so the lowest bit of the four together is the first such byte, little-endian:
    /// the end of a string no longer costs a `switch` for each byte of its last word (issue
    /// 22: every item's uid ends in one).
    ///
    /// Stopping at every byte past ASCII is what lets `string()` check the UTF-8 of each
    /// character: strings are the only place a canonical file has such bytes, so a file read
    /// through this reader needs no separate pass of `UTF8Validator` (issue 22: 16M
    /// instructions of `todo add` at 100,000 items).
    @inline(__always) private mutating func skipPlainWords() {
        while let word = SWAR.word(bytes, at: position) {
            // One test for all four, without a branch for each. DEL or above: the byte's top
            // bit, or the top bit of the byte plus one (a carry out of 0xFF only reaches the
            // byte above a flagged one).
            let special = SWAR.byteMask(word, UInt8(ascii: "\"")) | SWAR.byteMask(word, UInt8(ascii: "\\"))
                | SWAR.belowMask(word, 0x20) | ((word | (word &+ 0x0101_0101_0101_0101)) & 0x8080_8080_8080_8080)
            if special != 0 {
                position += special.trailingZeroBitCount >> 3
                return
            }
            position += 8
        }
    }

    /// An escape `JSONWriter` writes, at a backslash.
    private mutating func skipCanonicalEscape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
            return true
        case UInt8(ascii: "u"):
            guard bytes.count - position >= 6, bytes[position + 2] == UInt8(ascii: "0"), bytes[position + 3] == UInt8(ascii: "0"),
                  let high = CanonicalJSONReader.lowerHex(bytes[position + 4]),
                  let low = CanonicalJSONReader.lowerHex(bytes[position + 5]) else { return false }
            let scalar = Unicode.Scalar(high << 4 | low)
            // The writer gives `\t`, `\n` and `\r` their short escapes, and only controls the long one.
            guard ControlCharacters.contains(scalar), scalar != "\t", scalar != "\n", scalar != "\r" else { return false }
            position += 6
            return true
        default:
            return false
        }
    }

    private static func lowerHex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    /// Any value as `JSONWriter.write` writes it (`[1, 2]`, `{"a": null}`, numbers as any valid
    /// JSON literal), where a container at the cursor would be at nesting `depth`; containers
    /// nested deeper than `JSONScanner.maxDepth` are refused, as the parser refuses them.
    mutating func value(depth: Int) -> Bool {
        switch current {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "t"): return skip("true")
        case UInt8(ascii: "f"): return skip("false")
        case UInt8(ascii: "n"): return skip("null")
        case UInt8(ascii: "["):
            guard depth <= JSONScanner.maxDepth else { return false }
            position += 1
            if skip("]") { return true }
            repeat {
                guard value(depth: depth + 1) else { return false }
            } while skip(", ")
            return skip("]")
        case UInt8(ascii: "{"):
            guard depth <= JSONScanner.maxDepth else { return false }
            position += 1
            if skip("}") { return true }
            repeat {
                guard string() != nil, skip(": "), value(depth: depth + 1) else { return false }
            } while skip(", ")
            return skip("}")
        default:
            return false
        }
    }

    /// A number by RFC 8259: `-`, then `0` or digits not starting with 0, then maybe a
    /// fraction and an exponent.
    private mutating func number() -> Bool {
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
            if isDigit(current) { return false }
        } else if !skipDigits() {
            return false
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() else { return false }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() else { return false }
        }
        return true
    }

    private mutating func skipDigits() -> Bool {
        guard isDigit(current) else { return false }
        repeat { position += 1 } while isDigit(current)
        return true
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// True if `string` is exactly `text` (a canonical string with escapes never is a plain name).
    func string(_ string: JSONScanner.ScannedString, is text: StaticString) -> Bool {
        guard !string.hasEscapes, string.end - string.start == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for index in 0..<text.utf8CodeUnitCount where bytes[string.start + index] != expected[index] { return false }
        return true
    }
}

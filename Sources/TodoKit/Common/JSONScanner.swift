/// A cursor over JSON bytes that reads one token or one value at a time, strictly by RFC 8259.
///
/// `JSONParser` uses it to build whole values; `TodoFileCodec` drives it directly, so that the
/// 100,000 items of a big data file become `TodoItem`s without a `JSONValue` tree in between.
/// It reads through an unsafe pointer for speed: use it only inside the
/// `withUnsafeBufferPointer` call that gave it its bytes, and only on bytes already checked to
/// be UTF-8 (see `UTF8Validator`), which lets strings skip a second check of every byte.
struct JSONScanner {
    /// Deeper nesting is refused: it keeps the recursion far from the end of the stack, and
    /// 512 is the limit Foundation's `JSONSerialization` has too.
    static let maxDepth = 512

    /// Where a text stops being JSON: a byte offset and what was expected there.
    struct Failure: Error, Equatable {
        let offset: Int
        let reason: String
    }

    /// A string's place in the bytes, between its quotes; escapes are decoded only on demand.
    struct ScannedString {
        let start: Int
        let end: Int
        let hasEscapes: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or 0 at the end (0 is never valid where a caller looks, so a
    /// caller's error path tells the two apart with `isAtEnd`).
    @inline(__always) var current: UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    @inline(__always) mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the very start: RFC 8259 lets a parser ignore one, and
    /// editors on Windows have written them.
    mutating func skipByteOrderMark() {
        if position == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
    }

    /// A failure at the cursor: `expected ...`, saying so when the input has run out.
    func failure(expected: String) -> Failure {
        Failure(offset: position, reason: isAtEnd ? "unexpected end of input, expected \(expected)"
                                                  : "expected \(expected)")
    }

    /// Checks that only white space follows the value.
    mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard isAtEnd else { throw Failure(offset: position, reason: "extra text after the JSON value") }
    }

    // MARK: Values

    /// Reads any value at the cursor (after white space). `depth` is how deep a container
    /// starting here would be: 1 for the top-level value.
    mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(decode(try scanString()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(text(of: try scanNumber()))
        case UInt8(ascii: "t"): try scanLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try scanLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try scanLiteral("null"); return .null
        default: throw failure(expected: "a value")
        }
    }

    /// Steps into a container at the cursor, refusing one nested too deep.
    mutating func enterContainer(depth: Int) throws(Failure) {
        guard depth <= JSONScanner.maxDepth else {
            throw Failure(offset: position, reason: "nested deeper than \(JSONScanner.maxDepth) levels")
        }
        position += 1
        skipWhitespace()
    }

    /// After a member or an element: true if a comma says another follows, false at `closer`.
    mutating func continues(until closer: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            return true
        case closer:
            position += 1
            return false
        default:
            throw failure(expected: closer == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'")
        }
    }

    /// Reads a member's key and its colon, leaving the cursor on the value.
    mutating func scanKey(first: Bool) throws(Failure) -> ScannedString {
        guard current == UInt8(ascii: "\"") else {
            throw failure(expected: first ? "a key in double quotes or '}'" : "a key in double quotes")
        }
        let key = try scanString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw failure(expected: "':'") }
        position += 1
        skipWhitespace()
        return key
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        try enterContainer(depth: depth)
        var members: [JSONMember] = []
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        repeat {
            let key = decode(try scanKey(first: members.isEmpty))
            members.append(JSONMember(key, try parseValue(depth: depth + 1)))
        } while try continues(until: UInt8(ascii: "}"))
        return .object(members)
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        try enterContainer(depth: depth)
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        repeat {
            elements.append(try parseValue(depth: depth + 1))
        } while try continues(until: UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func scanLiteral(_ word: StaticString) throws(Failure) {
        let start = position
        let length = word.utf8CodeUnitCount
        guard bytes.count - position >= length else { throw failure(expected: "a value") }
        let pointer = word.utf8Start
        for index in 0..<length where bytes[start + index] != pointer[index] {
            throw failure(expected: "a value")
        }
        position += length
    }

    // MARK: Numbers

    /// Reads a number at the cursor; returns the range of its literal text.
    mutating func scanNumber() throws(Failure) -> Range<Int> {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
            if isDigit(current) {
                throw Failure(offset: position, reason: "a number must not have a leading zero")
            }
        } else {
            try scanDigits(after: "a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            try scanDigits(after: "a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            try scanDigits(after: "a digit in the exponent")
        }
        return start..<position
    }

    private mutating func scanDigits(after expected: String) throws(Failure) {
        guard isDigit(current) else { throw failure(expected: expected) }
        repeat { position += 1 } while isDigit(current)
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The bytes in `range` as a String (for number literals and plain strings).
    func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Strings

    /// Reads a string at the cursor (on its opening quote), checking its escapes.
    mutating func scanString() throws(Failure) -> ScannedString {
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
        guard let base = bytes.baseAddress else { return }
        while bytes.count - position >= 8 {
            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
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
    func decode(_ string: ScannedString) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[string.start..<string.end])
        guard string.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        return String(decoding: unescaped(raw), as: UTF8.self)
    }

    /// The UTF-8 of an escaped string whose escapes `scanString` has already checked.
    private func unescaped(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
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

    // MARK: Helpers

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

    static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [12, 8, 4, 0].map { digits[Int(value >> $0 & 0xF)] }, as: UTF8.self)
    }

    /// `U+000A`: how a reason names a code point without writing it raw.
    static func codePoint(_ value: UInt32) -> String { "U+" + hex4(value) }
}

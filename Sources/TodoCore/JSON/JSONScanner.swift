/// A cursor over JSON bytes that reads one token or one value at a time, strictly by RFC 8259.
///
/// `JSONParser` uses it to build whole values; `TodoFileCodec` drives it directly, so that the
/// 100,000 items of a big data file become `TodoItem`s without a `JSONValue` tree in between.
/// It reads through an unsafe pointer for speed: use it only inside the
/// `withUnsafeBufferPointer` call that gave it its bytes, and only on bytes already checked to
/// be UTF-8 (see `UTF8Validator`), which lets strings skip a second check of every byte.
///
/// Public, with the few members read for every item public and inlinable: the data file's
/// reader drives it from another module, TodoFile, and Swift 6.3 inlines the `@inlinable`
/// bodies of public declarations there, not those of `package` ones (as for `SWAR`). Called,
/// they cost `todo list` 4M instructions at 100,000 items, and `todo add` 3M (issue 30).
public struct JSONScanner {
    /// Deeper nesting is refused: it keeps the recursion far from the end of the stack, and
    /// 512 is the limit Foundation's `JSONSerialization` has too.
    package static let maxDepth = 512

    /// Where a text stops being JSON: a byte offset and what was expected there.
    public struct Failure: Error, Equatable {
        package let offset: Int
        package let reason: String

        @usableFromInline package init(offset: Int, reason: String) {
            self.offset = offset
            self.reason = reason
        }
    }

    /// A string's place in the bytes, between its quotes; escapes are decoded only on demand.
    public struct ScannedString {
        public let start: Int
        public let end: Int
        public let hasEscapes: Bool

        @inlinable public init(start: Int, end: Int, hasEscapes: Bool) {
            self.start = start
            self.end = end
            self.hasEscapes = hasEscapes
        }
    }

    public let bytes: UnsafeBufferPointer<UInt8>
    public var position = 0

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    package var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the cursor, or 0 at the end (0 is never valid where a caller looks, so a
    /// caller's error path tells the two apart with `isAtEnd`).
    @inlinable @inline(__always) public var current: UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    @inlinable @inline(__always) public mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Skips a UTF-8 byte order mark at the very start: RFC 8259 lets a parser ignore one, and
    /// editors on Windows have written them.
    package mutating func skipByteOrderMark() {
        if position == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
        }
    }

    /// A failure at the cursor: `expected ...`, saying so when the input has run out.
    @usableFromInline package func failure(expected: String) -> Failure {
        Failure(offset: position, reason: isAtEnd ? "unexpected end of input, expected \(expected)"
                                                  : "expected \(expected)")
    }

    /// Checks that only white space follows the value.
    package mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard isAtEnd else { throw Failure(offset: position, reason: "extra text after the JSON value") }
    }

    // MARK: Values

    /// Reads any value at the cursor (after white space). `depth` is how deep a container
    /// starting here would be: 1 for the top-level value.
    package mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
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
    package mutating func enterContainer(depth: Int) throws(Failure) {
        guard depth <= JSONScanner.maxDepth else {
            throw Failure(offset: position, reason: "nested deeper than \(JSONScanner.maxDepth) levels")
        }
        position += 1
        skipWhitespace()
    }

    /// After a member or an element: true if a comma says another follows, false at `closer`.
    @inlinable public mutating func continues(until closer: UInt8) throws(Failure) -> Bool {
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
    package mutating func scanKey(first: Bool) throws(Failure) -> ScannedString {
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
    package mutating func scanNumber() throws(Failure) -> Range<Int> {
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
    package func text(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

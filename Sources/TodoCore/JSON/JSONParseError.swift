/// Why some bytes are not a JSON text, and where: what `JSONParser` throws.
///
/// Its `description` is the one-line form a user reads after the file's path:
/// `line 3, column 14: expected ',' or '}'` or `not UTF-8 (byte 0xFF at offset 12)`.
package enum JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not JSON. `line` and `column` are 1-based; lines end at `\n`, and columns count
    /// characters (Unicode scalars), not bytes, to match what an editor shows.
    case syntax(line: Int, column: Int, reason: String)
    /// Not UTF-8: the first byte of the first ill-formed sequence and its 0-based offset.
    case notUTF8(byte: UInt8, offset: Int)

    package var description: String {
        switch self {
        case let .syntax(line, column, reason):
            "line \(line), column \(column): \(reason)"
        case let .notUTF8(byte, offset):
            "not UTF-8 (byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) at offset \(offset))"
        }
    }

    /// Places a scanner's failure: its byte offset becomes a line and a column.
    package init(_ failure: JSONScanner.Failure, in bytes: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        for index in 0..<min(failure.offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        // A byte order mark is invisible in an editor: it takes no column.
        if line == 1, failure.offset >= 3, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            column -= 1
        }
        self = .syntax(line: line, column: column, reason: failure.reason)
    }
}

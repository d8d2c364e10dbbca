/// A strict RFC 8259 parser from bytes to `JSONValue`, written by hand for speed and for
/// errors a person can act on (`line 3, column 14: expected ',' or '}'`).
///
/// What it accepts, exactly: one JSON value, with white space around it, in UTF-8.
/// - A UTF-8 byte order mark at the start is skipped (RFC 8259 allows ignoring it, and some
///   editors write one); anywhere else it is an error.
/// - Invalid UTF-8 anywhere is refused as `notUTF8`, before any syntax is looked at.
/// - `\u` escapes of a lone surrogate (`"\uD800"`) are refused: the value could not be kept
///   as a `String`, and nothing would silently replace it.
/// - Raw control characters (U+0000–U+001F) in strings, trailing commas, leading zeros,
///   `NaN`, comments, and anything after the value are refused.
/// - Containers nested deeper than 512 levels are refused (as `JSONSerialization` does), so
///   a hostile input cannot exhaust the stack.
/// - Numbers are kept as their literal text, so `1e400` and `-0` come through unchanged;
///   duplicate keys are kept, in order.
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maxDepth = JSONScanner.maxDepth

    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
            if let offset = UTF8Validator.firstInvalidOffset(in: buffer) {
                return .failure(.notUTF8(byte: buffer[offset], offset: offset))
            }
            var scanner = JSONScanner(buffer)
            do throws(JSONScanner.Failure) {
                scanner.skipByteOrderMark()
                scanner.skipWhitespace()
                let value = try scanner.parseValue(depth: 1)
                try scanner.expectEnd()
                return .success(value)
            } catch {
                return .failure(JSONParseError(error, in: buffer))
            }
        }
        return try result.get()
    }
}

package import TodoCore
/// Any JSON text read into a `JSONValue`, for the parts of the program that read JSON other
/// than the data file (another tool's export): the data file's strict parser, with its errors.
package enum JSONDocument {
    /// The value `bytes` hold, or `TodoError.badFile` saying where they stop being JSON:
    /// `line 3, column 14: expected ',' or '}'`.
    package static func parse(_ bytes: [UInt8]) throws(TodoError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw TodoError.badFile(error.description)
        }
    }

    /// The elements of the array `bytes` hold, each with the line it starts on (1-based), so
    /// that a record of an export written one per line (`task export`) is named by its line;
    /// nil when the top-level value is not an array. Checked as strictly as `parse`, with the
    /// same errors.
    package static func elementsWithLines(_ bytes: [UInt8]) throws(TodoError) -> [(line: Int, value: JSONValue)]? {
        let result: Result<[(line: Int, value: JSONValue)]?, TodoError> = bytes.withUnsafeBufferPointer { buffer in
            if let offset = UTF8Validator.firstInvalidOffset(in: buffer) {
                return .failure(.badFile(JSONParseError.notUTF8(byte: buffer[offset], offset: offset).description))
            }
            var scanner = JSONScanner(buffer)
            do throws(JSONScanner.Failure) {
                scanner.skipByteOrderMark()
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: "[") else {
                    _ = try scanner.parseValue(depth: 1)
                    try scanner.expectEnd()
                    return .success(nil)
                }
                var elements: [(line: Int, value: JSONValue)] = []
                // Lines counted as the cursor moves on: once over the text, not once per element.
                var line = 1
                var counted = 0
                try scanner.enterContainer(depth: 1)
                if scanner.current == UInt8(ascii: "]") {
                    scanner.position += 1
                } else {
                    repeat {
                        while counted < scanner.position {
                            if buffer[counted] == UInt8(ascii: "\n") { line += 1 }
                            counted += 1
                        }
                        elements.append((line, try scanner.parseValue(depth: 2)))
                    } while try scanner.continues(until: UInt8(ascii: "]"))
                }
                try scanner.expectEnd()
                return .success(elements)
            } catch {
                return .failure(.badFile(JSONParseError(error, in: buffer).description))
            }
        }
        return try result.get()
    }
}

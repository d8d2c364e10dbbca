import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// The reader of JSON in `JSONWriter`'s one form: what it takes, what it refuses.
@Suite struct CanonicalJSONReaderTests {
    /// Whether the whole text is one value the reader takes, at nesting `depth`.
    private func takes(_ text: String, depth: Int = 1) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var reader = CanonicalJSONReader(buffer)
            return reader.value(depth: depth) && reader.isAtEnd
        }
    }

    /// The word-wise scan stops on the first special byte of a word wherever it lies: a string
    /// ends at its quote, and a raw control, DEL or C1 control after plain bytes is refused,
    /// at each offset in the word and with plain multi-byte characters before it.
    @Test func aStringEndsOrIsRefusedAtItsFirstSpecialByteAtEachOffset() {
        for offset in 0..<17 {
            for plain in ["a", "é"] {
                let body = String(repeating: plain, count: offset)
                let ended = Array(("\"" + body + "\", \"x\": 1").utf8)
                ended.withUnsafeBufferPointer { buffer in
                    var reader = CanonicalJSONReader(buffer)
                    let found = reader.string()
                    #expect(found.map { $0.end - $0.start } == body.utf8.count, "\(offset) \(plain)")
                    #expect(reader.position == body.utf8.count + 2)
                    #expect(found?.hasEscapes == false)
                }
                let escaped = Array(("\"" + body + "\\n" + body + "\"      ").utf8)
                escaped.withUnsafeBufferPointer { buffer in
                    var reader = CanonicalJSONReader(buffer)
                    #expect(reader.string()?.hasEscapes == true, "\(offset) \(plain)")
                    #expect(reader.position == escaped.count - 6)
                }
                for special: [UInt8] in [[0x01], [0x7F], [0xC2, 0x85]] {
                    let refused = Array(("\"" + body).utf8) + special + Array("tail and more\"        ".utf8)
                    refused.withUnsafeBufferPointer { buffer in
                        var reader = CanonicalJSONReader(buffer)
                        #expect(reader.string() == nil, "\(offset) \(plain) \(special)")
                    }
                }
            }
        }
    }

    /// Word-wise `skip` against the byte loop, for every literal length the readers use:
    /// the literal itself, each one-byte change of it, and each of its shortened forms at the end.
    @Test(arguments: [
        "}", ", ", "}\n", "]\n}\n", "\n    ", "false", "\n  ]\n}\n", "{\"id\": ", ", \"name\": ", ", \"due\": \"",
        "  \"items\": [", "0123456789abcdef", "0123456789abcdefg", "{\n  \"version\": 1,\n  \"nextId\": ",
    ] as [StaticString])
    func skipAgreesWithComparingByteByByte(_ literal: StaticString) {
        let exact = Array(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        var texts = [exact + Array("tail".utf8)]
        for index in exact.indices {
            var changed = exact
            changed[index] ^= 0x01
            texts.append(changed)
            texts.append(Array(exact[..<index]))
        }
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                var byWords = CanonicalJSONReader(buffer)
                var byBytes = CanonicalJSONReader(buffer)
                let expected = text.count >= exact.count && byBytes.skipByBytes(literal)
                #expect(byWords.skip(literal) == expected, "\(text)")
                #expect(byWords.position == (expected ? exact.count : 0))
            }
        }
    }

    @Test(arguments: [
        "null", "true", "false", "0", "-0", "12", "-1.50", "1e400", "2E-3", "1.5e+7", "\"\"", "\"a b\"",
        "\"\\\"\\\\\\n\\r\\t\"", "\"\\u0000\\u001b\\u007f\\u0085\\u009f\"", "\"é😀\u{2028}\"", "[]", "{}", "[1, [2, []]]",
        "{\"a\": {\"\": [null]}, \"a\": 1}",
    ])
    func takesWhatTheWriterWrites(_ text: String) throws {
        #expect(takes(text))
        // And the writer writes it back just so.
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(JSONWriter.serialize(value) == text)
    }

    @Test(arguments: [
        "nul", "tru", "01", "-", "1.", ".5", "1e", "+1", "\"\\/\"", "\"\\b\"", "\"\\f\"", "\"\\u0041\"", "\"\\u001B\"",
        "\"\\u0009\"", "\"\\u000a\"", "\"\\u00a0\"", "\"\u{7F}\"", "\"\u{85}\"", "\"\u{1}\"", "\"open", "[1,2]", "[1 ]",
        "{\"a\":1}", "{\"a\" : 1}", "{a: 1}", "[", "{", " 1", "[1, ]",
    ])
    func refusesAnyOtherSpelling(_ text: String) {
        #expect(!takes(text))
    }

    /// The byte-level tests against `ControlCharacters`, for every one- and two-byte scalar:
    /// raw, it is taken unless it is one (or a quote or backslash), at every offset of a
    /// word-wise scan; as `\u00xx`, only a control without a short escape is taken.
    @Test func takesRawExactlyWhatIsNotAControlCharacter() {
        for value in UInt32(0)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isPlain = !ControlCharacters.contains(scalar) && scalar != "\"" && scalar != "\\"
            for offset in [0, 1, 7, 8, 9] {
                let text = "\"" + String(repeating: "a", count: offset) + String(scalar) + String(repeating: "b", count: 16 - offset) + "\""
                #expect(takes(text) == isPlain, "U+\(String(value, radix: 16))")
            }
            guard value <= 0xFF else { continue }
            let hex = String(value, radix: 16)
            let escaped = #""\u00"# + (hex.count == 1 ? "0" : "") + hex + "\""
            let isCanonical = ControlCharacters.contains(scalar) && scalar != "\t" && scalar != "\n" && scalar != "\r"
            #expect(takes(escaped) == isCanonical, "\(escaped)")
        }
    }

    @Test func nestingStopsWhereTheParsersDoes() {
        let deepest = String(repeating: "[", count: JSONScanner.maxDepth) + String(repeating: "]", count: JSONScanner.maxDepth)
        #expect(takes(deepest))
        #expect(!takes("[" + deepest + "]"))
        #expect(!takes(deepest, depth: 2))
    }

    @Test(arguments: [("1", 1), ("42", 42), ("9007199254740992", 9_007_199_254_740_992)])
    func readsWholeNumbers(_ text: String, _ value: Int) {
        let read = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var reader = CanonicalJSONReader(buffer)
            return reader.wholeNumber(upTo: TodoList.largestID + 1)
        }
        #expect(read == value)
    }

    @Test(arguments: ["0", "01", "007", "9007199254740993", "9999999999999999", "12345678901234567",
                      "99999999999999999999", "", "-1", "x", "+1", " 1"])
    func refusesOtherNumbers(_ text: String) {
        let read = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var reader = CanonicalJSONReader(buffer)
            return reader.wholeNumber(upTo: TodoList.largestID + 1)
        }
        #expect(read == nil)
    }

    /// The limit is the largest taken: an id may be 2^53 − 1, not 2^53.
    @Test func theLimitIsTheLargestNumberTaken() {
        for (text, limit, expected) in [("9007199254740991", TodoList.largestID, TodoList.largestID),
                                        ("9007199254740992", TodoList.largestID, nil), ("12", 12, 12), ("13", 12, nil)] {
            let read = Array(text.utf8).withUnsafeBufferPointer { buffer in
                var reader = CanonicalJSONReader(buffer)
                return reader.wholeNumber(upTo: limit)
            }
            #expect(read == expected, "\(text) up to \(limit)")
        }
    }

    /// The number ends at the first byte that is not a digit, which stays for the next read;
    /// a refused number leaves the cursor where it was.
    @Test func theCursorStopsAfterTheDigits() {
        for (text, value, end) in [("42, ", 42, 2), ("7}", 7, 1), ("1234567890123456,", 1_234_567_890_123_456, 16)] {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                var reader = CanonicalJSONReader(buffer)
                #expect(reader.wholeNumber(upTo: TodoList.largestID) == value, "\(text)")
                #expect(reader.position == end, "\(text)")
            }
        }
        for text in ["05, ", "12345678901234567,", "9007199254740992}"] {
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                var reader = CanonicalJSONReader(buffer)
                #expect(reader.wholeNumber(upTo: TodoList.largestID) == nil, "\(text)")
                #expect(reader.position == 0, "\(text)")
            }
        }
    }

    /// A string is checked to be UTF-8 as it is read (no pass of `UTF8Validator` before it):
    /// each ill-formed sequence is refused after plain bytes of each length, and each
    /// well-formed one taken, so that a file the reader reads to its end is UTF-8.
    @Test func aStringMustBeUTF8AtEachOffset() {
        let illFormed: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xC2, 0x41], [0xC2, 0xC0], [0xC3, 0x28],
            [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF], [0xE2, 0x82], [0xE2, 0x82, 0x41], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
            [0xF0, 0x80, 0x80, 0xAF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFE], [0xFF],
        ]
        let wellFormed = ["\u{A0}", "é", "\u{7FF}", "\u{800}", "€", "\u{D7FF}", "\u{E000}", "\u{FFFF}", "\u{10000}", "😀", "\u{10FFFF}"]
        for offset in 0..<17 {
            let body = Array(String(repeating: "a", count: offset).utf8)
            for sequence in illFormed {
                // Before the closing quote, and at the very end of the bytes.
                for tail in [Array("b\"        ".utf8), Array("\"".utf8), []] {
                    let text = [UInt8(ascii: "\"")] + body + sequence + tail
                    text.withUnsafeBufferPointer { buffer in
                        var reader = CanonicalJSONReader(buffer)
                        #expect(reader.string() == nil, "\(offset) \(sequence) \(tail.count)")
                    }
                }
            }
            for character in wellFormed {
                for tail in ["b\"        ", "\""] {
                    let text = Array(("\"" + String(repeating: "a", count: offset) + character + tail).utf8)
                    text.withUnsafeBufferPointer { buffer in
                        var reader = CanonicalJSONReader(buffer)
                        let found = reader.string()
                        #expect(found.map { $0.end - $0.start } == offset + character.utf8.count + (tail.count > 1 ? 1 : 0),
                                "\(offset) \(character.debugDescription)")
                    }
                }
            }
        }
    }
}

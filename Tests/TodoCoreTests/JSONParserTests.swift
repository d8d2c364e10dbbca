import Testing
@testable import TodoCore
import TodoTestSupport

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    /// The error `text` gives, as the user reads it; nil if it parses.
    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

    @Test func scalars() throws {
        #expect(try parse("null") == .null)
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("\"\"") == .string(""))
        #expect(try parse("\"Buy milk\"") == .string("Buy milk"))
        #expect(try parse(" \t\r\n 7 \n") == .number("7"))
    }

    @Test(arguments: ["0", "-0", "7", "1.50", "-12.5e-3", "1E+2", "1e400", "-1e400", "0.0",
                      "123456789012345678901234567890"])
    func numbersKeepTheirLiteralText(literal: String) throws {
        #expect(try parse(literal) == .number(literal))
        #expect(try parse("[\(literal)]") == .array([.number(literal)]))
    }

    @Test func containersKeepOrderAndDuplicates() throws {
        #expect(try parse("[]") == .array([]))
        #expect(try parse("{}") == .object([]))
        #expect(try parse(" [ 1 , \"a\" , [ ] , { } ] ") == .array([.number("1"), .string("a"), .array([]), .object([])]))
        #expect(try parse(#"{"b": 1, "a": [true, null], "b": {"c": "d"}}"#) == .object([
            JSONMember("b", .number("1")),
            JSONMember("a", .array([.bool(true), .null])),
            JSONMember("b", .object([JSONMember("c", .string("d"))])),
        ]))
    }

    @Test func escapes() throws {
        #expect(try parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
        #expect(try parse(#""\u0041\u00e9\u20AC\u0000""#) == .string("Aé€\u{0}"))
        #expect(try parse(#""\uD83D\uDE00 \ud83d\ude00""#) == .string("😀 😀"))
        #expect(try parse(#"{"\u0069d": 1}"#) == .object([JSONMember("id", .number("1"))]))
    }

    @Test func rawUTF8AndOtherControlsAreKept() throws {
        #expect(try parse("\"é😀\u{7F}\u{85}\u{2028}\"") == .string("é😀\u{7F}\u{85}\u{2028}"))
    }

    @Test func aLeadingByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
        #expect(failure([0xEF, 0xBB, 0xBF] + Array("[x]".utf8)) == "line 1, column 2: expected a value")
        #expect(failure(Array(" ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1".utf8)) == "line 1, column 2: expected a value")
    }

    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        ("  \n ", "line 2, column 2: unexpected end of input, expected a value"),
        ("{\"a\": 1,}", "line 1, column 9: expected a key in double quotes"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", "line 3, column 3: expected ',' or '}'"),
        ("[\r\n1\r\n x]", "line 3, column 2: expected ',' or ']'"),
        ("[1, 2", "line 1, column 6: unexpected end of input, expected ',' or ']'"),
        ("[1,]", "line 1, column 4: expected a value"),
        ("[,]", "line 1, column 2: expected a value"),
        ("{1: 2}", "line 1, column 2: expected a key in double quotes or '}'"),
        ("{\"a\" 1}", "line 1, column 6: expected ':'"),
        ("{\"a\":", "line 1, column 6: unexpected end of input, expected a value"),
        ("[\"é\", x]", "line 1, column 7: expected a value"),
        ("[1] 2", "line 1, column 5: extra text after the JSON value"),
        ("tru", "line 1, column 1: expected a value"),
        ("nulL", "line 1, column 1: expected a value"),
        ("NaN", "line 1, column 1: expected a value"),
        ("'a'", "line 1, column 1: expected a value"),
        ("+1", "line 1, column 1: expected a value"),
        (".5", "line 1, column 1: expected a value"),
        ("01", "line 1, column 2: a number must not have a leading zero"),
        ("-", "line 1, column 2: unexpected end of input, expected a digit"),
        ("-a", "line 1, column 2: expected a digit"),
        ("1.", "line 1, column 3: unexpected end of input, expected a digit after '.'"),
        ("1.e5", "line 1, column 3: expected a digit after '.'"),
        ("1e+", "line 1, column 4: unexpected end of input, expected a digit in the exponent"),
        ("\"abc", "line 1, column 1: unterminated string"),
        ("[\n  \"a\tb\"]", "line 2, column 5: a control character (U+0009) must be escaped in a string"),
        ("\"a\u{0}\"", "line 1, column 3: a control character (U+0000) must be escaped in a string"),
        (#""\x""#, #"line 1, column 2: invalid escape (expected \" \\ \/ \b \f \n \r \t or \uXXXX)"#),
        (#""\U0041""#, #"line 1, column 2: invalid escape (expected \" \\ \/ \b \f \n \r \t or \uXXXX)"#),
        (#""\u12G4""#, #"line 1, column 4: expected 4 hex digits after \u"#),
        (#""\u12"#, #"line 1, column 4: expected 4 hex digits after \u"#),
        (#""\uD800""#, #"line 1, column 2: unpaired surrogate \uD800"#),
        (#""\udc00""#, #"line 1, column 2: unpaired surrogate \uDC00"#),
        (#""ab\uD800\u0041""#, #"line 1, column 4: unpaired surrogate \uD800"#),
        (#""\uD800\uD800""#, #"line 1, column 2: unpaired surrogate \uD800"#),
        (#""\uD800\n""#, #"line 1, column 2: unpaired surrogate \uD800"#),
    ])
    func syntaxErrorsSayWhereAndWhat(input: String, message: String) {
        #expect(failure(input) == message)
    }

    @Test func errorsAreStructured() {
        #expect(throws: JSONParseError.syntax(line: 2, column: 1, reason: "expected ',' or ']'")) {
            try JSONParser.parse(Array("[1\n2]".utf8))
        }
        #expect(throws: JSONParseError.notUTF8(byte: 0xFF, offset: 2)) {
            try JSONParser.parse([0x5B, 0x22, 0xFF, 0x22, 0x5D])
        }
    }

    @Test(arguments: [
        ([0x22, 0xFF, 0x22], "not UTF-8 (byte 0xFF at offset 1)"),
        ([0x22, 0xC0, 0x80, 0x22], "not UTF-8 (byte 0xC0 at offset 1)"),          // overlong NUL
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], "not UTF-8 (byte 0xE0 at offset 1)"),    // overlong '/'
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "not UTF-8 (byte 0xED at offset 1)"),    // a surrogate
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "not UTF-8 (byte 0xF4 at offset 1)"), // past U+10FFFF
        ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "not UTF-8 (byte 0xF5 at offset 1)"),
        ([0x22, 0x80, 0x22], "not UTF-8 (byte 0x80 at offset 1)"),                // a lone continuation
        ([0x22, 0x61, 0xE2, 0x82], "not UTF-8 (byte 0xE2 at offset 2)"),          // cut short at the end
        ([0x22, 0xE2, 0x28, 0xA1, 0x22], "not UTF-8 (byte 0xE2 at offset 1)"),
        (Array("[\"12345678901234567890\", \"".utf8) + [0xFE] + Array("\"]".utf8), "not UTF-8 (byte 0xFE at offset 26)"),
        ([0x5B, 0x31, 0x2C, 0x0F, 0x5D, 0xFF], "not UTF-8 (byte 0xFF at offset 5)"), // reported before the syntax
    ] as [([UInt8], String)])
    func invalidUTF8IsReportedAsSuch(bytes: [UInt8], message: String) {
        #expect(failure(bytes) == message)
    }

    @Test func wellFormedMultiByteSequencesAreAccepted() throws {
        let text = "\"\u{80}\u{7FF}\u{800}\u{FFFD}\u{10000}\u{10FFFF}\u{E000}\u{D7FF}\""
        #expect(try parse(text) == .string("\u{80}\u{7FF}\u{800}\u{FFFD}\u{10000}\u{10FFFF}\u{E000}\u{D7FF}"))
    }

    @Test func nestingUpTo512LevelsIsAccepted() throws {
        let depth = JSONParser.maxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try parse(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        #expect(levels == 512)
    }

    @Test func deeperNestingIsAnErrorNotACrash() {
        #expect(failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
            == "line 1, column 513: nested deeper than 512 levels")
        #expect(failure(String(repeating: "[", count: 100_000)) == "line 1, column 513: nested deeper than 512 levels")
        #expect(failure(String(repeating: "{\"a\":", count: 100_000)) == "line 1, column 2561: nested deeper than 512 levels")
        #expect(failure(String(repeating: "[{\"a\":", count: 50_000)) == "line 1, column 1537: nested deeper than 512 levels")
    }

    @Test func longStringsWithEscapesInEveryPosition() throws {
        // The scanner skips plain text 8 bytes at a time: put the escape at every offset.
        for offset in 0..<20 {
            let prefix = String(repeating: "a", count: offset)
            let suffix = String(repeating: "é", count: 20 - offset)
            #expect(try parse("\"\(prefix)\\n\(suffix)\"") == .string(prefix + "\n" + suffix))
            #expect(try parse("\"\(prefix)\(suffix)\"") == .string(prefix + suffix))
            #expect(failure("\"\(prefix)\u{1}\(suffix)\"")
                == "line 1, column \(offset + 2): a control character (U+0001) must be escaped in a string")
        }
    }

    /// The parser and the core's writer agree: what one writes, the other reads back.
    @Test func whatTheCoreWriterWritesParsesBackToTheSameValue() throws {
        let value = JSONValue.array([
            .string("\u{0}\u{1F}\u{7F}\u{9F} \"quoted\" \\ / 😀"), .number("-12.5e-3"), .null,
            .object([JSONMember("", .string("")), JSONMember("k", .array([.bool(true)]))]),
        ])
        #expect(try JSONParser.parse(Array(JSONWriter.serialize(value).utf8)) == value)
    }
}

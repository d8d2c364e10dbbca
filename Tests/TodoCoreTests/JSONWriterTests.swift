import Testing
@testable import TodoCore

@Suite struct JSONWriterTests {
    @Test func scalars() {
        #expect(JSONWriter.serialize(.null) == "null")
        #expect(JSONWriter.serialize(.bool(true)) == "true")
        #expect(JSONWriter.serialize(.bool(false)) == "false")
        #expect(JSONWriter.serialize(.number("1.50")) == "1.50")
        #expect(JSONWriter.serialize(.number("-0")) == "-0")
        #expect(JSONWriter.serialize(.number("1e400")) == "1e400")
        #expect(JSONWriter.serialize(.string("Buy milk")) == "\"Buy milk\"")
    }

    @Test func containersOnOneLine() {
        #expect(JSONWriter.serialize(.array([])) == "[]")
        #expect(JSONWriter.serialize(.object([])) == "{}")
        let value = JSONValue.object([
            JSONMember("today", .string("2026-11-21")),
            JSONMember("sections", .array([.object([JSONMember("id", .number("1"))]), .null, .bool(false)])),
            JSONMember("nested", .object([JSONMember("a", .array([.array([])]))])),
        ])
        #expect(JSONWriter.serialize(value)
            == #"{"today": "2026-11-21", "sections": [{"id": 1}, null, false], "nested": {"a": [[]]}}"#)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(JSONWriter.serialize(.string("\"\\/\n\r\t\u{8}\u{C}\u{0}\u{1B}\u{1F}\u{7F}\u{80}\u{85}\u{9F}"))
            == #""\"\\/\n\r\t\u0008\u000c\u0000\u001b\u001f\u007f\u0080\u0085\u009f""#)
    }

    @Test func otherCharactersAreRawUTF8() {
        let text = " ~é°\u{A0}\u{A0}€😀\u{2028}\u{FEFF}"
        #expect(JSONWriter.serialize(.string(text)) == "\"\(text)\"")
        #expect(JSONWriter.serialize(.object([JSONMember("ключ", .string("值"))])) == "{\"ключ\": \"值\"}")
    }

    @Test func escapesInEveryPositionOfALongString() {
        // The writer copies plain runs 8 bytes at a time: put the escape at every offset.
        for offset in 0..<20 {
            let prefix = String(repeating: "a", count: offset)
            let suffix = String(repeating: "b", count: 20 - offset)
            #expect(JSONWriter.serialize(.string(prefix + "\u{1B}" + suffix)) == "\"\(prefix)\\u001b\(suffix)\"")
            #expect(JSONWriter.serialize(.string(prefix + "\u{85}°" + suffix)) == "\"\(prefix)\\u0085°\(suffix)\"")
            #expect(JSONWriter.serialize(.string(prefix + "\"" + suffix)) == "\"\(prefix)\\\"\(suffix)\"")
        }
    }

    /// The byte-level escape test against `ControlCharacters`, for every one- and two-byte
    /// scalar, at every offset in a word-wise scan and alone.
    @Test func escapesExactlyQuoteBackslashAndTheControlCharacters() {
        for value in UInt32(0)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected: String
            switch scalar {
            case "\"": expected = #"\""#
            case "\\": expected = #"\\"#
            case "\n": expected = #"\n"#
            case "\r": expected = #"\r"#
            case "\t": expected = #"\t"#
            case _ where ControlCharacters.contains(scalar):
                let hex = String(value, radix: 16)
                expected = #"\u"# + String(repeating: "0", count: 4 - hex.count) + hex
            default: expected = String(scalar)
            }
            for offset in [0, 1, 7, 8, 9] {
                let prefix = String(repeating: "a", count: offset)
                let suffix = String(repeating: "b", count: 16 - offset)
                let written = JSONWriter.serialize(.string(prefix + String(scalar) + suffix))
                #expect(written == "\"\(prefix)\(expected)\(suffix)\"", "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func appendingToAStringAndToBytes() {
        var text = "x = "
        JSONWriter.write(.array([.number("1"), .string("é")]), into: &text)
        JSONWriter.writeString("\n", into: &text)
        #expect(text == #"x = [1, "é"]"\n""#)

        var bytes = Array("> ".utf8)
        JSONWriter.write(.object([JSONMember("a", .null)]), into: &bytes)
        JSONWriter.writeString("\u{1}", into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"> {"a": null}"\u0001""#)
    }
}

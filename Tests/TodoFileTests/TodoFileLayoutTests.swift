import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Recognizing a data file that is exactly what the encoder writes: never a file that is
/// not, and every file that is.
@Suite struct TodoFileLayoutTests {
    private static let base = """
        {
          "version": 1,
          "nextId": 12,
          "theme": {"dark": true, "sizes": [1, -2.5e3, "x\\n"]},
          "items": [
            {"id": 3, "name": "Buy \\"milk\\"", "due": "2026-11-21"},
            {"id": 7, "name": "Dentist", "due": "2026-11-24T14:30", "done": "2026-11-20T18:02:11Z", "tag": null}
          ]
        }

        """

    private func layout(_ text: String) -> TodoFileLayout? {
        Array(text.utf8).withUnsafeBufferPointer { TodoFileLayout($0) }
    }

    @Test func findsNextIdAndWhereANewItemGoes() throws {
        let found = try #require(layout(Self.base))
        let bytes = Array(Self.base.utf8)
        #expect(found.nextID == 12)
        #expect(String(decoding: bytes[found.nextIDDigits], as: UTF8.self) == "12")
        #expect(found.hasItems)
        #expect(String(decoding: bytes[found.insertionPoint...], as: UTF8.self) == "\n  ]\n}\n")
    }

    @Test func anEmptyListTakesItsFirstItemInsideTheBrackets() throws {
        let text = "{\n  \"version\": 1,\n  \"nextId\": 1,\n  \"items\": []\n}\n"
        let found = try #require(layout(text))
        #expect(found.nextID == 1)
        #expect(!found.hasItems)
        #expect(found.insertionPoint == text.utf8.count - 4)
    }

    @Test(arguments: [
        ("a byte order mark", "{\n  \"version\"", "\u{FEFF}{\n  \"version\""),
        ("no final newline", "}\n", "}"),
        ("Windows line ends", "\n  \"nextId\"", "\r\n  \"nextId\""),
        ("another indent", "  \"items\"", "   \"items\""),
        ("a space before a colon", "\"due\": \"2026-11-21\"", "\"due\" : \"2026-11-21\""),
        ("version 2", "\"version\": 1", "\"version\": 2"),
        ("version 1.0", "\"version\": 1", "\"version\": 1.0"),
        ("a leading zero in nextId", "\"nextId\": 12", "\"nextId\": 012"),
        ("nextId 0", "\"nextId\": 12", "\"nextId\": 0"),
        ("nextId not above every id", "\"nextId\": 12", "\"nextId\": 7"),
        ("nextId past 2^53", "\"nextId\": 12", "\"nextId\": 9007199254740993"),
        ("no nextId", "  \"nextId\": 12,\n", ""),
        ("ids going down", "{\"id\": 7,", "{\"id\": 2,"),
        ("the same id twice", "{\"id\": 7,", "{\"id\": 3,"),
        ("id 0", "{\"id\": 3,", "{\"id\": 0,"),
        ("an id as a float", "{\"id\": 3,", "{\"id\": 3.0,"),
        ("an empty name", "\"Buy \\\"milk\\\"\"", "\"\""),
        ("a name before the id", "{\"id\": 3, \"name\": \"Buy \\\"milk\\\"\",", "{\"name\": \"Buy \\\"milk\\\"\", \"id\": 3,"),
        ("an impossible date", "2026-11-21\"}", "2026-02-30\"}"),
        ("an impossible time", "T14:30", "T25:00"),
        ("a short time", "T14:30", "T14:3"),
        ("an escaped digit in a date", "2026-11-21\"}", "2026-11-2\\u0031\"}"),
        ("a slash escaped", "Dentist", "Dent\\/ist"),
        ("a letter escaped", "Dentist", "Dent\\u0069st"),
        ("upper-case hex", "x\\n", "x\\u001B"),
        ("a tab as \\u0009", "x\\n", "x\\u0009"),
        ("\\b", "x\\n", "x\\b"),
        ("a raw DEL", "Dentist", "Dent\u{7F}ist"),
        ("a raw C1 control", "Dentist", "Dent\u{85}ist"),
        ("done that is not a string", "\"done\": \"2026-11-20T18:02:11Z\"", "\"done\": true"),
        ("done after another key", "\"done\": \"2026-11-20T18:02:11Z\", \"tag\": null", "\"tag\": null, \"done\": \"2026-11-20T18:02:11Z\""),
        ("an unknown key named like a known one", "\"tag\": null", "\"due\": null"),
        ("a top-level key named like a known one", "\"theme\"", "\"items\""),
        ("a compact object without spaces", "{\"dark\": true,", "{\"dark\":true,"),
        ("a number with a leading zero", "-2.5e3", "-02.5e3"),
        ("a number cut short", "-2.5e3", "-2.5e"),
        ("items before another key", "\n  ]\n}", "\n  ],\n  \"more\": 1\n}"),
        ("text after the end", "}\n", "}\n\n"),
    ])
    func refusesAnyOtherForm(_ what: String, _ original: String, _ replacement: String) {
        let text = Self.base.replacingFirst(original, with: replacement)
        #expect(text != Self.base, "the test's \(what) changed nothing")
        #expect(layout(text) == nil, "accepted \(what)")
    }

    @Test func refusesBytesThatAreNotUTF8() {
        var bytes = Array(Self.base.utf8)
        if let index = bytes.firstIndex(of: UInt8(ascii: "D")) { bytes[index] = 0xFF }
        #expect(bytes.withUnsafeBufferPointer { TodoFileLayout($0) } == nil)
    }

    /// The layout reads no `UTF8Validator` pass first: its reader checks strings as it goes.
    /// An ill-formed sequence anywhere, in a name or a key, a value or the layout between
    /// them, is refused; and a well-formed character only where a string may hold one.
    @Test func anIllFormedSequenceAnywhereIsRefused() {
        let base = Array(Self.base.utf8)
        for offset in 0...base.count {
            for sequence: [UInt8] in [[0xFF], [0x80], [0xC0, 0xAF], [0xC2], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]] {
                let bytes = Array(base[..<offset]) + sequence + Array(base[offset...])
                #expect(bytes.withUnsafeBufferPointer { TodoFileLayout($0) } == nil, "\(offset) \(sequence)")
            }
            let bytes = Array(base[..<offset]) + Array("é".utf8) + Array(base[offset...])
            if bytes.withUnsafeBufferPointer({ TodoFileLayout($0) }) != nil {
                #expect((try? TodoFileCodec.decode(bytes, path: "/f")).map(TodoFileCodec.encode) == bytes, "\(offset)")
            }
        }
    }

    @Test func everyListTheEncoderWritesIsRecognized() throws {
        var random = SeededRandom(seed: 0x1A70)
        for _ in 0..<2000 {
            let list = random.todoList()
            let bytes = TodoFileCodec.encode(list)
            let found = try #require(bytes.withUnsafeBufferPointer { TodoFileLayout($0) },
                                     "\(String(decoding: bytes, as: UTF8.self))")
            #expect(found.nextID == list.nextID)
            #expect(found.hasItems == !list.items.isEmpty)
        }
    }

    /// The property the appender relies on: whatever is recognized decodes, and encodes back
    /// to the very same bytes.
    @Test func whatItRecognizesEncodesBackToItself() throws {
        var random = SeededRandom(seed: 0xD00D)
        var recognized = 0
        for round in 0..<6000 {
            var bytes = TodoFileCodec.encode(random.todoList(maxItems: 6))
            for _ in 0...random.below(2) { random.mutate(&bytes) }
            guard bytes.withUnsafeBufferPointer({ TodoFileLayout($0) }) != nil else { continue }
            recognized += 1
            let list = try TodoFileCodec.decode(bytes, path: "/f")
            #expect(TodoFileCodec.encode(list) == bytes, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
        }
        // Some mutations land inside names and values and keep the form; most break it.
        #expect(recognized > 100)
        #expect(recognized < 5000)
    }

    @Test(arguments: [2, 4])
    func nestingIsRecognizedExactlyAsFarAsTheParserReadsIt(_ depth: Int) {
        for levels in (JSONScanner.maxDepth - depth - 1)...(JSONScanner.maxDepth - depth + 2) {
            let value = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
            let text = depth == 2
                ? "{\n  \"version\": 1,\n  \"nextId\": 1,\n  \"deep\": \(value),\n  \"items\": []\n}\n"
                : "{\n  \"version\": 1,\n  \"nextId\": 2,\n  \"items\": [\n    {\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-21\", \"deep\": \(value)}\n  ]\n}\n"
            let decodes = (try? TodoFileCodec.decode(Array(text.utf8), path: "/f")) != nil
            #expect((layout(text) != nil) == decodes, "\(levels) levels")
            #expect(decodes == (levels <= JSONScanner.maxDepth - depth + 1))
        }
    }
}

private extension String {
    /// The text with the first occurrence of `target` replaced (unchanged if there is none).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return self }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[(start + pattern.count)...], as: UTF8.self)
        }
        return self
    }
}

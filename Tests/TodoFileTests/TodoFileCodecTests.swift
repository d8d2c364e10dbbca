import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

@Suite struct TodoFileCodecTests {
    private static let path = "/x/todo.json"

    private func decode(_ text: String) throws -> TodoList {
        try TodoFileCodec.decode(Array(text.utf8), path: TodoFileCodecTests.path)
    }

    /// The message a bad file gives (after checking its status is 65); nil if it decodes.
    private func problem(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TodoFileCodec.decode(bytes, path: TodoFileCodecTests.path)
            return nil
        } catch let error as TodoError {
            #expect(error.status == .dataError)
            return error.message
        } catch {
            Issue.record("not a TodoError: \(error)")
            return nil
        }
    }

    private func problem(_ text: String) -> String? { problem(Array(text.utf8)) }

    /// A version 1 file with these items, one per line.
    private static func file(_ items: String...) -> String {
        "{\"version\": 1, \"items\": [\n" + items.joined(separator: ",\n") + "\n]}"
    }

    // MARK: Reading

    @Test func readsTheContractsExample() throws {
        let text = """
            {
              "version": 1,
              "items": [
                {"id": 1, "name": "Buy milk", "due": "2026-11-21"},
                {"id": 2, "name": "Dentist", "due": "2026-11-24T14:30"},
                {"id": 3, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-20T18:02:11Z"}
              ]
            }
            """
        let list = try decode(text)
        #expect(list == TodoList(items: [
            TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 2, name: "Dentist", due: try Fixture.due("2026-11-24T14:30")),
            TodoItem(id: 3, name: "Pay rent", due: try Fixture.due("2026-11-20"), done: "2026-11-20T18:02:11Z"),
        ]))
        #expect(list.nextID == 4)
        #expect(list.items[1].due?.time == LocalTime(hour: 14, minute: 30))
    }

    /// An empty file is no todo file: bad JSON, with no `version` (a missing file is the
    /// empty list).
    @Test func anEmptyFileIsNotATodoFile() throws {
        #expect(throws: TodoError.badFile("\(Self.path): line 1, column 1: unexpected end of input, expected a value")) {
            try TodoFileCodec.decode([], path: Self.path)
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array(#"{"version": 1, "items": []}"#.utf8)
        #expect(try TodoFileCodec.decode(bytes, path: Self.path) == TodoList())
    }

    @Test func nextIdIsKeptButNeverBelowTheNewestItem() throws {
        let item = #"{"id": 5, "name": "a", "due": "2026-11-21"}"#
        #expect(try decode(Self.file(item)).nextID == 6)
        #expect(try decode(#"{"version": 1, "nextId": 10, "items": [\#(item)]}"#).nextID == 10)
        #expect(try decode(#"{"version": 1, "nextId": 2, "items": [\#(item)]}"#).nextID == 6)
        #expect(try decode(#"{"nextId": 9007199254740992, "items": [], "version": 1}"#).nextID == 9_007_199_254_740_992)
    }

    @Test func unknownKeysAreKeptInOrder() throws {
        let text = #"""
            {"created": "2026-01-01", "version": 1, "tags": ["a", {"b": null}], "items": [
              {"memo": "x", "id": 1, "prio": 1.50, "name": "a", "due": "2026-11-21", "big": 1e400, "memo": -0}
            ], "z": true}
            """#
        let list = try decode(text)
        #expect(list.otherKeys == [
            JSONMember("created", .string("2026-01-01")),
            JSONMember("tags", .array([.string("a"), .object([JSONMember("b", .null)])])),
            JSONMember("z", .bool(true)),
        ])
        #expect(list.items.first?.otherKeys == [
            JSONMember("memo", .string("x")), JSONMember("prio", .number("1.50")),
            JSONMember("big", .number("1e400")), JSONMember("memo", .number("-0")),
        ])
    }

    @Test func keysAndValuesMayBeEscapedAndInAnyOrder() throws {
        let text = Self.file(#"{"d\u0075e": "2026-11-2\u0031T09:05", "\u006eame": "caf\u00e9 \ud83d\ude00", "\u0069d": 7, "done": "\/"}"#)
        #expect(try decode(text).items == [
            TodoItem(id: 7, name: "café 😀", due: try Fixture.due("2026-11-21T09:05"), done: "/"),
        ])
    }

    @Test func namesAndDoneMayHoldAnyNonEmptyText() throws {
        let text = Self.file(#"{"id": 1, "name": "a\u001b[31mb\n\u0085", "due": "2026-11-21", "done": ""}"#,
                             #"{"id": 9007199254740991, "name": " ", "due": "9999-12-31T23:59", "done": "yesterday"}"#)
        #expect(try decode(text).items == [
            TodoItem(id: 1, name: "a\u{1B}[31mb\n\u{85}", due: try Fixture.due("2026-11-21"), done: ""),
            TodoItem(id: 9_007_199_254_740_991, name: " ", due: try Fixture.due("9999-12-31T23:59"), done: "yesterday"),
        ])
    }

    @Test func idsNeedNotBeInOrder() throws {
        let text = Self.file(#"{"id": 3, "name": "c", "due": "2026-11-21"}"#, #"{"id": 1, "name": "a", "due": "2026-11-21"}"#,
                             #"{"id": 2, "name": "b", "due": "2026-11-21"}"#)
        #expect(try decode(text).items.map(\.id) == [3, 1, 2])
    }

    // MARK: Refusing

    @Test(arguments: [
        // Bad JSON: line and column.
        ("{\n  \"version\": 1,\n  \"nextId\": 4]\n}", "line 3, column 14: expected ',' or '}'"),
        ("  \n", "line 2, column 1: unexpected end of input, expected a value"),
        ("{\"version\": 1, \"items\": []} x", "line 1, column 29: extra text after the JSON value"),
        // Bad JSON is reported before a problem with the content.
        ("{\"items\": [1], \"version\": 2", "line 1, column 28: unexpected end of input, expected ',' or '}'"),
        ("{\"version\": 1, \"items\": [], \"x\": " + String(repeating: "[", count: 600),
         "line 1, column 545: nested deeper than 512 levels"),
        // The top level.
        ("[1]", "the top level must be an object, not an array"),
        ("\"todo\"", "the top level must be an object, not \"todo\""),
        ("{\"items\": []}", "no \"version\" key"),
        ("{\"version\": 2, \"items\": [{\"id\": \"x\"}]}", "version 2 is newer than this todo understands (1)"),
        ("{\"version\": 12345678901234567890123, \"items\": []}",
         "version 12345678901234567890123 is newer than this todo understands (1)"),
        ("{\"version\": \"1\", \"items\": []}", "\"version\" must be 1, not \"1\""),
        ("{\"version\": 1.0, \"items\": []}", "\"version\" must be 1, not 1.0"),
        ("{\"version\": 0, \"items\": []}", "\"version\" must be 1, not 0"),
        ("{\"version\": -1, \"items\": []}", "\"version\" must be 1, not -1"),
        ("{\"version\": null, \"items\": []}", "\"version\" must be 1, not null"),
        ("{\"version\": 1, \"version\": 1, \"items\": []}", "two \"version\" keys"),
        ("{\"version\": 1}", "no \"items\" key"),
        ("{\"version\": 1, \"items\": {}}", "\"items\" must be an array, not an object"),
        ("{\"version\": 1, \"items\": null}", "\"items\" must be an array, not null"),
        ("{\"version\": 1, \"items\": [], \"items\": []}", "two \"items\" keys"),
        ("{\"version\": 1, \"nextId\": 2, \"items\": [], \"nextId\": 3}", "two \"nextId\" keys"),
        ("{\"version\": 1, \"nextId\": 0, \"items\": []}", "\"nextId\" must be a whole number from 1 to 9007199254740992, not 0"),
        ("{\"version\": 1, \"nextId\": 2.5, \"items\": []}", "\"nextId\" must be a whole number from 1 to 9007199254740992, not 2.5"),
        ("{\"version\": 1, \"nextId\": \"2\", \"items\": []}", "\"nextId\" must be a whole number from 1 to 9007199254740992, not \"2\""),
        ("{\"version\": 1, \"nextId\": 9007199254740993, \"items\": []}",
         "\"nextId\" must be a whole number from 1 to 9007199254740992, not 9007199254740993"),
    ])
    func badFiles(text: String, message: String) {
        #expect(problem(text) == "\(Self.path): \(message)")
    }

    @Test func notUTF8() {
        let bytes = Array(#"{"version": "#.utf8) + [0xFF] + Array(#"1, "items": []}"#.utf8)
        #expect(problem(bytes) == "/x/todo.json: not UTF-8 (byte 0xFF at offset 12)")
        #expect(problem([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]) == "/x/todo.json: not UTF-8 (byte 0xFF at offset 0)")
    }

    private static let good = #"{"id": 1, "name": "a", "due": "2026-11-21"}"#
    private static let good2 = #"{"id": 2, "name": "b", "due": "2026-11-21"}"#

    @Test(arguments: [
        (file("1"), "the 1st item in \"items\" must be an object, not 1"),
        (file(good, "[]"), "the 2nd item in \"items\" must be an object, not an array"),
        (file(#"{"name": "a", "due": "2026-11-21"}"#), "the 1st item in \"items\": no \"id\" key"),
        (file(#"{"id": 0, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not 0"),
        (file(good, #"{"id": -3, "name": "a", "due": "2026-11-21"}"#),
         "the 2nd item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not -3"),
        (file(#"{"id": 1.0, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not 1.0"),
        (file(#"{"id": 1e2, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not 1e2"),
        (file(#"{"id": "7", "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not \"7\""),
        (file(#"{"id": null, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not null"),
        (file(#"{"id": 9007199254740992, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not 9007199254740992"),
        (file(#"{"id": 99999999999999999999999, "name": "a", "due": "2026-11-21"}"#),
         "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not 99999999999999999999999"),
        (file(#"{"id": 7, "name": "a", "due": "2026-11-21"}"#, #"{"id": 8, "name": "b", "due": "2026-11-21"}"#,
              #"{"id": 7, "name": "c", "due": "2026-11-21"}"#),
         "item 7 (the 3rd in \"items\"): the 1st item has id 7 too"),
        (file(good, good), "item 1 (the 2nd in \"items\"): the 1st item has id 1 too"),
        (file(good2, good, #"{"id": 3, "name": "c", "due": "2026-11-21"}"#, good2),
         "item 2 (the 4th in \"items\"): the 1st item has id 2 too"),
        (file(#"{"id": 1, "id": 2, "name": "a", "due": "2026-11-21"}"#), "the 1st item in \"items\": two \"id\" keys"),
        (file(#"{"id": 1, "\u0069d": 1, "name": "a", "due": "2026-11-21"}"#), "the 1st item in \"items\": two \"id\" keys"),
        (file(#"{"id": 1, "name": "a", "name": "b", "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): two \"name\" keys"),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21", "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): two \"due\" keys"),
        (file(#"{"id": 1, "done": "x", "name": "a", "due": "2026-11-21", "done": "y"}"#), "item 1 (the 1st in \"items\"): two \"done\" keys"),
        (file(#"{"id": 1, "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): no \"name\" key"),
        (file(#"{"id": 1, "name": "", "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): \"name\" must not be empty"),
        (file(#"{"id": 1, "name": 5, "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): \"name\" must be a string, not 5"),
        (file(#"{"id": 1, "name": ["a"], "due": "2026-11-21"}"#), "item 1 (the 1st in \"items\"): \"name\" must be a string, not an array"),
        (file(#"{"id": 1, "name": "a", "every": "week"}"#), "item 1 (the 1st in \"items\"): \"every\" needs a \"due\" date"),
        (file(good, good2, #"{"id": 3, "name": "c", "due": "2026-02-30"}"#),
         "item 3 (the 3rd in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-02-30\""),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21T25:00"}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-11-21T25:00\""),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21T14:30Z"}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-11-21T14:30Z\""),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21 14:30"}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-11-21 14:30\""),
        (file(#"{"id": 1, "name": "a", "due": "0000-01-01"}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"0000-01-01\""),
        (file(#"{"id": 1, "name": "a", "due": 20261121}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not 20261121"),
        (file(#"{"id": 1, "name": "a", "due": "2026\u001b[31m\"\\"}"#),
         #"item 1 (the 1st in "items"): "due" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not "2026\u{1B}[31m\"\\""#),
        (file(#"{"id": 1, "name": "a", "due": "\u202e\u0007\u0085\u2028x"}"#),
         #"item 1 (the 1st in "items"): "due" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not "\u{202E}\u{7}\u{85}\u{2028}x""#),
        (file(#"{"id": 1, "name": "a", "due": "\#(String(repeating: "9", count: 50))"}"#),
         "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"\(String(repeating: "9", count: 40))…\""),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21", "done": null}"#),
         "item 1 (the 1st in \"items\"): \"done\" must be a string, not null"),
        (file(#"{"id": 1, "name": "a", "due": "2026-11-21", "done": true}"#),
         "item 1 (the 1st in \"items\"): \"done\" must be a string, not true"),
        (file(#"{"id": 1, "name": "a", "priority": "urgent"}"#), "item 1 (the 1st in \"items\"): \"priority\" cannot be \"urgent\""),
        (file(#"{"id": 1, "name": "a", "priority": "HIGH"}"#), "item 1 (the 1st in \"items\"): \"priority\" cannot be \"HIGH\""),
        (file(good, #"{"id": 2}"#, #"{"id": 0}"#), "item 2 (the 2nd in \"items\"): no \"name\" key"),
    ])
    func badItems(text: String, message: String) {
        #expect(problem(text) == "\(Self.path): \(message)")
    }

    // MARK: Writing

    @Test func writesTheDocumentedLayout() throws {
        let list = TodoList(items: [
            TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21")),
            TodoItem(id: 3, name: "Pay rent", due: try Fixture.due("2026-11-20"), done: "2026-11-20T18:02:11Z",
                     otherKeys: [JSONMember("prio", .number("1.50")), JSONMember("tags", .array([.string("home")]))]),
            TodoItem(id: 2, name: "Dentist \"Dr. Ö\"\u{1B}", due: try Fixture.due("0987-01-02T04:05")),
        ], nextID: 5, otherKeys: [JSONMember("created", .string("2026-01-01T00:00:00Z")),
                                  JSONMember("settings", .object([JSONMember("a", .null), JSONMember("b", .bool(true))]))])
        let expected = """
            {
              "version": 1,
              "nextId": 5,
              "created": "2026-01-01T00:00:00Z",
              "settings": {"a": null, "b": true},
              "items": [
                {"id": 1, "name": "Buy milk", "due": "2026-11-21"},
                {"id": 3, "name": "Pay rent", "due": "2026-11-20", "done": "2026-11-20T18:02:11Z", "prio": 1.50, "tags": ["home"]},
                {"id": 2, "name": "Dentist \\"Dr. Ö\\"\\u001b", "due": "0987-01-02T04:05"}
              ]
            }

            """
        #expect(String(decoding: TodoFileCodec.encode(list), as: UTF8.self) == expected)
    }

    @Test func writesAnEmptyList() {
        #expect(String(decoding: TodoFileCodec.encode(TodoList()), as: UTF8.self)
            == "{\n  \"version\": 1,\n  \"nextId\": 1,\n  \"items\": []\n}\n")
    }

    @Test func otherKeysNamedLikeKnownKeysAreLeftOut() throws {
        let list = TodoList(items: [TodoItem(id: 1, name: "a", due: try Fixture.due("2026-11-21"),
                                             otherKeys: [JSONMember("id", .number("9")), JSONMember("done", .null), JSONMember("x", .null)])],
                            otherKeys: [JSONMember("version", .number("2")), JSONMember("items", .null),
                                        JSONMember("nextId", .number("0")), JSONMember("y", .null)])
        let text = String(decoding: TodoFileCodec.encode(list), as: UTF8.self)
        #expect(text == """
            {
              "version": 1,
              "nextId": 2,
              "y": null,
              "items": [
                {"id": 1, "name": "a", "due": "2026-11-21", "x": null}
              ]
            }

            """)
        #expect(try decode(text).items.first?.otherKeys == [JSONMember("x", .null)])
    }

    @Test func aFileInTheWrittenLayoutComesBackByteForByte() throws {
        let text = """
            {
              "version": 1,
              "nextId": 12,
              "weird": [1.50, -0, 1e400, 1E-7, null, true, false, {"": [], "k": {}}, "é\\u001b\\"\\\\"],
              "items": [
                {"id": 10, "name": "a", "due": "2026-11-21", "x": 123456789012345678901234567890},
                {"id": 11, "name": "b\\u0085", "due": "2026-11-21T00:00", "done": "", "y": {"z": [[]]}}
              ]
            }

            """
        #expect(String(decoding: TodoFileCodec.encode(try decode(text)), as: UTF8.self) == text)
    }

    @Test func escapesInUnknownStringsAreNormalisedButTheirValuesKept() throws {
        let list = try decode(#"{"version": 1, "x": "\u0041\/\u00e9\ud83d\ude00\u007f", "items": []}"#)
        let text = String(decoding: TodoFileCodec.encode(list), as: UTF8.self)
        #expect(text.contains(#"  "x": "A/é😀\u007f","#))
        #expect(try decode(text) == list)
    }

    // MARK: Round trips

    private static let everyKindOfValue: [JSONValue] = [
        .null, .bool(true), .bool(false), .number("0"), .number("-0"), .number("1.50"), .number("1e400"),
        .number("-12.5E+3"), .string(""), .string("\u{0}\u{1F}\u{7F}\u{85}\u{9F}\u{A0} \"\\/ é 😀 \u{2028}"),
        .array([]), .object([]),
        .array([.number("1"), .array([.null, .object([JSONMember("a", .array([.bool(false)]))])])]),
        .object([JSONMember("", .string("")), JSONMember("dup", .number("1")), JSONMember("dup", .number("2"))]),
    ]

    /// The lists that go round (built here, since a literal date is read by a throwing fixture).
    private static func roundTripLists() throws -> [TodoList] {
        [
            TodoList(),
            TodoList(nextID: 42),
            TodoList(items: [TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-21"))]),
            TodoList(items: [
                TodoItem(id: 9_007_199_254_740_991, name: "\u{1B}[31mred\u{1B}[0m \t\n\r \"q\" \\ \u{85} 😀 ÷",
                         due: try Fixture.due("0001-01-01T00:00"), done: "2026-11-20T18:02:11Z",
                         otherKeys: everyKindOfValue.enumerated().map { JSONMember("k\($0.offset)", $0.element) }),
                TodoItem(id: 2, name: " ", due: try Fixture.due("9999-12-31T23:59"), done: ""),
            ], nextID: 7, otherKeys: everyKindOfValue.enumerated().map { JSONMember("key \($0.offset) \u{1}", $0.element) }),
            TodoList(items: try (1...300).map { TodoItem(id: 301 - $0, name: "item \($0)", due: try Fixture.due("2026-11-21"),
                                                      done: $0 % 3 == 0 ? "2026-11-20T18:02:11Z" : nil) }),
        ]
    }

    @Test(arguments: 0..<5)
    func decodingWhatWasEncodedGivesTheSameList(case index: Int) throws {
        let list = try Self.roundTripLists()[index]
        let bytes = TodoFileCodec.encode(list)
        #expect(try TodoFileCodec.decode(bytes, path: Self.path) == list)
        #expect(try JSONParser.parse(bytes) != .null)   // and it is plain JSON
    }
}

import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Items with no `due` (Someday) and with `every` (repeating) in the data file: read both
/// ways, written in the encoder's order, added to in place, and refused when wrong.
@Suite struct TodoFileCodecSomedayRepeatTests {
    private static let path = "/x/todo.json"

    private static let written = """
        {
          "version": 1,
          "nextId": 5,
          "items": [
            {"id": 1, "name": "Read a book"},
            {"id": 2, "name": "Pay rent", "due": "2026-02-28", "every": "month on the 31st"},
            {"id": 3, "name": "Gym", "due": "2026-11-23T07:00", "every": "monday", "done": "2026-11-23T08:00:00Z"},
            {"id": 4, "name": "Water plants", "due": "2026-11-21", "every": "3 days", "room": "kitchen"}
          ]
        }

        """

    private static func list() throws -> TodoList {
        TodoList(items: [
            TodoItem(id: 1, name: "Read a book", due: nil),
            TodoItem(id: 2, name: "Pay rent", due: try Fixture.due("2026-02-28"),
                     every: RepeatRule(.step(count: 1, unit: .month), anchorDay: 31)),
            TodoItem(id: 3, name: "Gym", due: try Fixture.due("2026-11-23T07:00"), every: RepeatRule(.weekday(.monday)),
                     done: "2026-11-23T08:00:00Z"),
            TodoItem(id: 4, name: "Water plants", due: try Fixture.due("2026-11-21"),
                     every: RepeatRule(.step(count: 3, unit: .day)), otherKeys: [JSONMember("room", .string("kitchen"))]),
        ], nextID: 5)
    }

    @Test func readsAndWritesItemsWithoutDueAndWithEvery() throws {
        let bytes = Array(Self.written.utf8)
        #expect(try TodoFileCodec.decode(bytes, path: Self.path) == Self.list())
        #expect(try TodoFileCodec.decode(bytes, path: Self.path, readsCanonicalItems: false) == Self.list())
        #expect(TodoFileCodec.encode(try Self.list()) == bytes)
    }

    /// The file `todo` writes with such items (each with its uid) is still one it can add to in place.
    @Test func aFileWithThemTakesTheFastAdd() throws {
        var list = try Self.list()
        list.giveEveryItemAUID(.counting())
        var bytes = TodoFileCodec.encode(list)
        #expect(bytes.withUnsafeBufferPointer { TodoFileLayout($0) } != nil)
        let added = try TodoFileAppender.append(to: &bytes) { id in
            TodoItem(id: id, name: "Stretch", due: try? Fixture.due("2026-11-21"), every: RepeatRule(.step(count: 2, unit: .week)))
        }
        #expect(added?.id == 5)
        var expected = list
        expected.items.append(TodoItem(id: 5, name: "Stretch", due: try Fixture.due("2026-11-21"),
                                       every: RepeatRule(.step(count: 2, unit: .week))))
        #expect(bytes == TodoFileCodec.encode(TodoList(items: expected.items, nextID: 6)))
        #expect(String(decoding: bytes, as: UTF8.self).contains(
            #"{"id": 5, "name": "Stretch", "due": "2026-11-21", "every": "2 weeks"}"#))
    }

    /// Another spelling of a rule, a hand edit's key order, unknown keys: read the general way,
    /// written back in the stored spelling, in the encoder's order, the unknown keys kept.
    @Test func aHandEditedRuleIsReadAndWrittenBackInTheStoredSpelling() throws {
        let text = """
            {"version": 1, "items": [
            {"every": "Every 2 Weeks", "x": [1, true], "name": "Run", "id": 1, "due": "2026-11-21"},
            {"id": 2, "name": "Later", "due": "2026-11-22", "every": "daily"}
            ]}
            """
        let list = try TodoFileCodec.decode(Array(text.utf8), path: Self.path)
        #expect(list.items.map(\.every?.text) == ["2 weeks", "day"])
        #expect(list.items[0].otherKeys == [JSONMember("x", .array([.number("1"), .bool(true)]))])
        let written = String(decoding: TodoFileCodec.encode(list), as: UTF8.self)
        #expect(written.contains(#"{"id": 1, "name": "Run", "due": "2026-11-21", "every": "2 weeks", "x": [1, true]}"#))
        #expect(written.contains(#"{"id": 2, "name": "Later", "due": "2026-11-22", "every": "day"}"#))
    }

    @Test(arguments: [
        (#"{"id": 1, "name": "a", "every": "week"}"#, #"item 1 (the 1st in "items"): "every" needs a "due" date"#),
        (#"{"id": 1, "name": "a", "due": "2026-11-21", "every": 7}"#,
         #"item 1 (the 1st in "items"): "every" must be a repeat rule ("# + RepeatRuleParser.acceptedForms + "), not 7"),
        (#"{"id": 1, "name": "a", "due": "2026-11-21", "every": "fortnightly"}"#,
         #"item 1 (the 1st in "items"): "every" must be a repeat rule ("# + RepeatRuleParser.acceptedForms + #"), not "fortnightly""#),
        (#"{"id": 1, "name": "a", "due": "2026-11-21", "every": null}"#,
         #"item 1 (the 1st in "items"): "every" must be a repeat rule ("# + RepeatRuleParser.acceptedForms + "), not null"),
        (#"{"id": 1, "name": "a", "due": "2026-11-21", "every": "day", "every": "week"}"#,
         #"item 1 (the 1st in "items"): two "every" keys"#),
        (#"{"id": 1, "name": "a", "due": null}"#,
         #"item 1 (the 1st in "items"): "due" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not null"#),
        (#"{"id": 1, "name": "a", "due": ""}"#,
         #"item 1 (the 1st in "items"): "due" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not """#),
    ])
    func aBadEveryOrDueIsRefusedWith65(item: String, message: String) {
        let bytes = Array("{\"version\": 1, \"items\": [\n\(item)\n]}".utf8)
        for readsCanonicalItems in [true, false] {
            #expect(throws: TodoError.badFile("\(Self.path): \(message)")) {
                try TodoFileCodec.decode(bytes, path: Self.path, readsCanonicalItems: readsCanonicalItems)
            }
        }
    }

    /// An item without a date is open but after every date: listed only when nothing is cut off.
    @Test func undatedItemsAreFetchedOnlyWithoutALimit() throws {
        let bytes = Array(Self.written.utf8)
        let through = try Fixture.date("2030-01-01")
        let limited = try TodoFileCodec.decodeItems(bytes, path: Self.path) {
            due, isDone, _ in TodoItem.isOpen(due: due, isDone: isDone, dueThrough: through)
        }
        #expect(limited.map(\.id) == [2, 4])
        let all = try TodoFileCodec.decodeItems(bytes, path: Self.path) {
            due, isDone, _ in TodoItem.isOpen(due: due, isDone: isDone, dueThrough: nil)
        }
        #expect(all.map(\.id) == [1, 2, 4])
    }
}

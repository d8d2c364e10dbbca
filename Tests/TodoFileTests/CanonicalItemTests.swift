import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// The shortcut for items in the encoder's own form: what it reads, and that decoding with it
/// gives exactly what decoding without it gives, lists and errors alike.
@Suite struct CanonicalItemTests {
    private func read(_ text: String) -> (item: CanonicalItem?, rest: String) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CanonicalJSONReader(buffer)
            let item = CanonicalItem(&reader)
            return (item, String(decoding: bytes[reader.position...], as: UTF8.self))
        }
    }

    @Test func readsAnItemLine() throws {
        let (item, rest) = read("{\"id\": 42, \"name\": \"Buy \\\"oat\\\" milk\", \"due\": \"2026-11-24T14:30\"},\n")
        let found = try #require(item)
        #expect(found.id == 42)
        #expect(found.name.end - found.name.start == 16)
        #expect(found.name.hasEscapes)
        #expect(found.due == DueDate(iso: "2026-11-24T14:30"))
        #expect(found.done == nil)
        #expect(!found.hasOtherKeys)
        #expect(rest == ",\n")
    }

    @Test func readsDoneAndOtherKeys() throws {
        let found = try #require(read("{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-20\", \"done\": \"x\", \"t\": [1, {\"b\": null}]}").item)
        #expect(found.done.map { $0.end - $0.start } == 1)
        #expect(found.hasOtherKeys)
    }

    /// Every item carries a uid: one of them keeps a file on the shortcut.
    @Test func readsTheUID() throws {
        let found = try #require(read("{\"id\": 1, \"name\": \"a\", \"done\": \"x\", \"uid\": \"0a-1\"}").item)
        #expect(found.uid.map { $0.end - $0.start } == 4)
        #expect(!found.hasOtherKeys)
    }

    @Test func aFileOfItemsWithUIDsDecodesTheSameEitherWay() throws {
        let file = Array("""
            {
              "version": 1,
              "nextId": 3,
              "items": [
                {"id": 1, "name": "a", "due": "2026-11-20", "uid": "00000000-0000-4000-8000-000000000001"},
                {"id": 2, "name": "b", "done": "2026-11-20T10:00:00Z", "uid": "u\\"2"}
              ]
            }

            """.utf8)
        let fast = try TodoFileCodec.decode(file, path: "t.json", readsCanonicalItems: true)
        #expect(fast.items.map(\.uid) == ["00000000-0000-4000-8000-000000000001", "u\"2"])
        #expect(fast == (try TodoFileCodec.decode(file, path: "t.json", readsCanonicalItems: false)))
        #expect(file.withUnsafeBufferPointer { TodoFileLayout($0) } != nil)
    }

    /// Priorities and notes keep a file on the shortcut too (a file of them went the general
    /// way, 3.8× slower).
    @Test func readsThePriorityAndTheNote() throws {
        let found = try #require(read("{\"id\": 1, \"name\": \"a\", \"uid\": \"u\", \"priority\": \"medium\", \"note\": \"x\\ny\"}").item)
        #expect(found.priority == .medium)
        #expect(found.note.map { $0.end - $0.start } == 4)
        #expect(found.note?.hasEscapes == true)
        #expect(!found.hasOtherKeys)
        #expect(try #require(read("{\"id\": 1, \"name\": \"a\", \"priority\": \"low\", \"z\": 1}").item).hasOtherKeys)
    }

    @Test func aFileOfItemsWithUIDsPrioritiesAndNotesDecodesTheSameEitherWay() throws {
        let file = Array("""
            {
              "version": 1,
              "nextId": 5,
              "items": [
                {"id": 1, "name": "a", "due": "2026-11-20", "uid": "u1", "priority": "high"},
                {"id": 2, "name": "b", "done": "2026-11-20T10:00:00Z", "uid": "u2", "note": "line\\nnext \\"q\\""},
                {"id": 3, "name": "c", "uid": "u3", "priority": "low", "note": "é", "mine": [1]},
                {"id": 4, "name": "d", "priority": "medium"}
              ]
            }

            """.utf8)
        let fast = try TodoFileCodec.decode(file, path: "t.json", readsCanonicalItems: true)
        #expect(fast.items.map(\.priority) == [.high, nil, .low, .medium])
        #expect(fast.items.map(\.note) == [nil, "line\nnext \"q\"", "é", nil])
        #expect(fast == (try TodoFileCodec.decode(file, path: "t.json", readsCanonicalItems: false)))
        #expect(file.withUnsafeBufferPointer { TodoFileLayout($0) } != nil)
    }

    /// A priority that is none of the words is for the general way, which refuses it.
    @Test func anUnknownPriorityIsNotRead() {
        #expect(read("{\"id\": 1, \"name\": \"a\", \"priority\": \"urgent\"}").item == nil)
        #expect(read("{\"id\": 1, \"name\": \"a\", \"priority\": \"High\"}").item == nil)
        #expect(read("{\"id\": 1, \"name\": \"a\", \"note\": \"n\", \"priority\": \"high\"}").item == nil)
    }

    @Test(arguments: [
        "{\"id\": 1, \"name\": \"a\", \"uid\": \"x\", \"done\": \"y\"}",
        "{\"id\": 1, \"name\": \"\", \"due\": \"2026-11-20\"}",
        "{\"id\": 0, \"name\": \"a\", \"due\": \"2026-11-20\"}",
        "{\"id\": 9007199254740992, \"name\": \"a\", \"due\": \"2026-11-20\"}",
        "{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-20\", \"id\": 2}",
        "{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-20\", \"done\": null}",
        "{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-20T7:00\"}",
        "{\"id\": 1,\"name\": \"a\", \"due\": \"2026-11-20\"}",
        "{\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-20\"",
    ])
    func readsNothingElse(_ text: String) {
        #expect(read(text).item == nil)
    }

    @Test func theLargestIdIsRead() {
        #expect(read("{\"id\": 9007199254740991, \"name\": \"a\", \"due\": \"2026-11-20\"}").item?.id == TodoList.largestID)
    }

    @Test func decodingWithTheShortcutAgreesWithoutIt() {
        var random = SeededRandom(seed: 0xC0DE)
        for round in 0..<6000 {
            var bytes = TodoFileCodec.encode(random.todoList(maxItems: 8))
            if round % 4 != 0 {
                for _ in 0...random.below(2) { random.mutate(&bytes) }
            }
            let fast = Result { try TodoFileCodec.decode(bytes, path: "/f", readsCanonicalItems: true) }
            let general = Result { try TodoFileCodec.decode(bytes, path: "/f", readsCanonicalItems: false) }
            switch (fast, general) {
            case let (.success(left), .success(right)):
                #expect(left == right)
            case let (.failure(left as TodoError), .failure(right as TodoError)):
                #expect(left == right)
            default:
                Issue.record("round \(round): \(fast) against \(general)")
            }
        }
    }

    @Test func idsOutOfOrderAndDuplicatesAreStillFound() throws {
        let text = "{\n  \"version\": 1,\n  \"nextId\": 9,\n  \"items\": [\n"
            + "    {\"id\": 5, \"name\": \"a\", \"due\": \"2026-11-20\"},\n"
            + "    {\"id\": 3, \"name\": \"b\", \"due\": \"2026-11-20\"},\n"
            + "    {\"id\": 5, \"name\": \"c\", \"due\": \"2026-11-20\"}\n  ]\n}\n"
        let error = #expect(throws: TodoError.self) { try TodoFileCodec.decode(Array(text.utf8), path: "/f") }
        #expect(error?.message == "/f: item 5 (the 3rd in \"items\"): the 1st item has id 5 too")
    }
}

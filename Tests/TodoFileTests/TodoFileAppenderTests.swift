import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Adding an item in place must give exactly the bytes that decoding, appending and encoding
/// would give.
@Suite struct TodoFileAppenderTests {
    private let milk = { (id: Int) in
        TodoItem(id: id, name: "Buy milk", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch), uid: "u\(id)")
    }

    /// The bytes and the item, or nil, as the appender leaves them.
    private func appended(_ bytes: [UInt8], _ makeItem: (Int) -> TodoItem) throws -> (bytes: [UInt8], item: TodoItem)? {
        var edited = bytes
        guard let item = try TodoFileAppender.append(to: &edited, makeItem) else {
            #expect(edited == bytes)
            return nil
        }
        return (edited, item)
    }

    /// What the general way writes: decode, take the next id, append, encode.
    private func slowly(_ bytes: [UInt8], _ makeItem: (Int) -> TodoItem) throws -> [UInt8] {
        var list = try TodoFileCodec.decode(bytes, path: "/f")
        list.items.append(makeItem(try list.takeNextID()))
        return TodoFileCodec.encode(list)
    }

    @Test func addsTheLineAndMovesNextId() throws {
        let bytes = Array("""
            {
              "version": 1,
              "nextId": 9,
              "owner": "ann",
              "items": [
                {"id": 4, "name": "Pay rent", "due": "2026-11-20", "uid": "u4", "x": [1, 2]}
              ]
            }

            """.utf8)
        let added = try #require(try appended(bytes, milk))
        #expect(added.item == milk(9))
        #expect(String(decoding: added.bytes, as: UTF8.self) == """
            {
              "version": 1,
              "nextId": 10,
              "owner": "ann",
              "items": [
                {"id": 4, "name": "Pay rent", "due": "2026-11-20", "uid": "u4", "x": [1, 2]},
                {"id": 9, "name": "Buy milk", "due": "2026-11-21", "uid": "u9"}
              ]
            }

            """)
    }

    @Test func addsTheFirstItemOfAnEmptyList() throws {
        let bytes = TodoFileCodec.encode(TodoList(nextID: 5))
        let added = try #require(try appended(bytes, milk))
        #expect(String(decoding: added.bytes, as: UTF8.self)
            == "{\n  \"version\": 1,\n  \"nextId\": 6,\n  \"items\": [\n    {\"id\": 5, \"name\": \"Buy milk\", \"due\": \"2026-11-21\", \"uid\": \"u5\"}\n  ]\n}\n")
    }

    @Test func leavesOtherFormsToTheGeneralWay() throws {
        let compact = Array("{\"version\": 1, \"items\": []}".utf8)
        #expect(try appended(compact, milk) == nil)
        #expect(try appended([], milk) == nil)
        #expect(try appended(Array("not json".utf8), milk) == nil)
    }

    @Test func noIdsLeftIsTheSameErrorAsTheGeneralWay() throws {
        let bytes = TodoFileCodec.encode(TodoList(nextID: TodoList.largestID + 1))
        let fast = #expect(throws: TodoError.self) { try appended(bytes, milk) }
        let slow = #expect(throws: TodoError.self) { try slowly(bytes, milk) }
        #expect(fast == slow)
        #expect(fast?.status == .dataError)
    }

    @Test func theLastIdCanStillBeGivenOut() throws {
        let bytes = TodoFileCodec.encode(TodoList(nextID: TodoList.largestID))
        let added = try #require(try appended(bytes, milk))
        #expect(added.item.id == TodoList.largestID)
        #expect(added.bytes == (try slowly(bytes, milk)))
    }

    @Test func agreesWithDecodingAndEncodingOnRandomLists() throws {
        var random = SeededRandom(seed: 0xADD5)
        for _ in 0..<3000 {
            let bytes = TodoFileCodec.encode(random.todoList())
            let name = random.name()
            let due = DueDate(date: random.date(), time: random.time())
            let make = { (id: Int) in TodoItem(id: id, name: name, due: due) }
            let added = try #require(try appended(bytes, make))
            #expect(added.bytes == (try slowly(bytes, make)))
        }
    }

    @Test func agreesOrStandsAsideOnDamagedFiles() throws {
        var random = SeededRandom(seed: 0xBADF)
        for _ in 0..<3000 {
            var bytes = TodoFileCodec.encode(random.todoList(maxItems: 6))
            random.mutate(&bytes)
            guard let added = try? appended(bytes, milk) else { continue }
            #expect(added.bytes == (try slowly(bytes, milk)))
        }
    }
}

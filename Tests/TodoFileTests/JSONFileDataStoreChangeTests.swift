import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Changing named items through the real file store: spliced when the file is one `todo`
/// wrote, in full otherwise, with the same bytes; nothing written on an error.
@Suite struct JSONFileDataStoreChangeTests {
    private static func item(_ id: Int, done: String? = nil) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch), done: done, uid: "u\(id)")
    }

    private let list = TodoList(items: [item(1), item(4, done: "2026-01-01T00:00:00Z"), item(6)], nextID: 8,
                                otherKeys: [JSONMember("owner", .string("ann"))])

    /// Marks 6 done, removes 1 and adds one item.
    private func change(_ changes: inout ItemChanges) throws -> [Int] {
        changes.replace(Self.item(6, done: "2026-11-20T18:02:11Z"))
        changes.remove(id: 1)
        _ = try changes.add { Self.item($0) }
        return changes.missingIDs
    }

    private func expected() throws -> [UInt8] {
        var changed = list
        _ = try changed.apply(ids: [6, 1, 30], change)
        return TodoFileCodec.encode(changed)
    }

    @Test func itsOwnFileIsSplicedToWhatAFullRewriteWouldWrite() throws {
        let folder = try DataFileTestFolder()
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.changeItems(ids: [6, 1, 30], change) == [30])
        #expect(folder.bytes(at: "todo.json") == (try expected()))
    }

    @Test func aHandWrittenFileIsRewrittenInFull() throws {
        let folder = try DataFileTestFolder()
        let text = "{\"items\": [{\"id\": 1, \"name\": \"Item 1\", \"due\": \"2026-11-21\", \"uid\": \"u1\"}, "
            + "{\"id\": 4, \"name\": \"Item 4\", \"due\": \"2026-11-21\", \"done\": \"2026-01-01T00:00:00Z\", \"uid\": \"u4\"}, "
            + "{\"due\": \"2026-11-21\", \"id\": 6, \"uid\": \"u6\", \"name\": \"Item 6\"}], \"version\": 1, \"nextId\": 8, \"owner\": \"ann\"}"
        try folder.write(Array(text.utf8), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.changeItems(ids: [6, 1, 30], change) == [30])
        #expect(folder.bytes(at: "todo.json") == (try expected()))
    }

    @Test func aChangeThatChangesNothingDoesNotReplaceTheFile() throws {
        let folder = try DataFileTestFolder()
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        let inode = folder.inode(of: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        try store.changeItems(ids: [4]) { changes in changes.replace(Self.item(4, done: "2026-01-01T00:00:00Z")) }
        #expect(folder.inode(of: "todo.json") == inode)
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(list))
    }

    @Test func aThrowingChangeWritesNothing() throws {
        let folder = try DataFileTestFolder()
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(throws: TodoError.notFound("no item has id 30")) {
            try store.changeItems(ids: [1, 30]) { changes in
                changes.remove(id: 1)
                throw TodoError.notFound("no item has id 30")
            }
        }
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(list))
        #expect(throws: TodoError.notFound("no item has id 1")) {
            try JSONFileDataStore(path: FilePath(folder.at("none.json"))).changeItems(ids: [1]) { _ in throw TodoError.notFound("no item has id 1") }
        }
        #expect(folder.bytes(at: "none.json") == nil)
    }

    @Test func aBadFileIsRefusedAsAReadIsAndLeftAlone() throws {
        let folder = try DataFileTestFolder()
        let text = "{\n  \"version\": 1,\n  \"nextId\": 3,\n  \"items\": [\n    {\"id\": 1, \"name\": \"\", \"due\": \"2026-11-21\"}\n  ]\n}\n"
        try folder.write(Array(text.utf8), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        let readError = #expect(throws: TodoError.self) { try store.fetch() }
        let changeError = #expect(throws: TodoError.self) { try store.changeItems(ids: [1]) { $0.remove(id: 1) } }
        #expect(changeError == readError)
        #expect(folder.bytes(at: "todo.json") == Array(text.utf8))
    }
}

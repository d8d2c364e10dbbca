import Testing
@testable import TodoKit

/// Adding through the real file store: in place when the file is one `todo` wrote, in full
/// otherwise, with the same bytes, the same errors and nothing written on an error.
@Suite struct JSONFileDataStoreTests {
    private let milk = { (id: Int) in
        TodoItem(id: id, name: "Buy milk", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch))
    }

    @Test func theFirstAddCreatesTheFile() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: folder.at("todo.json"))
        #expect(try store.addItem(milk) == milk(1))
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(TodoList(items: [milk(1)])))
    }

    @Test func addingToItsOwnFileKeepsEveryOtherByte() throws {
        let folder = try DataFileTestFolder()
        let list = TodoList(items: [TodoItem(id: 2, name: "Old", due: DueDate(date: .epoch), done: "2026-01-01T00:00:00Z",
                                             otherKeys: [JSONMember("x", .array([.number("1.50"), .null]))])],
                            nextID: 5, otherKeys: [JSONMember("owner", .string("ann"))])
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        let store = JSONFileDataStore(path: folder.at("todo.json"))
        #expect(try store.addItem(milk) == milk(5))
        var expected = list
        expected.items.append(milk(5))
        _ = try expected.takeNextID()
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(expected))
        #expect(try store.fetch() == expected)
    }

    @Test func aHandWrittenFileIsRewrittenInFull() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array("{\"items\": [{\"due\": \"2026-11-20\", \"id\": 3, \"name\": \"Rent\"}], \"version\": 1}".utf8),
                         to: "todo.json")
        let store = JSONFileDataStore(path: folder.at("todo.json"))
        #expect(try store.addItem(milk) == milk(4))
        let rent = TodoItem(id: 3, name: "Rent", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 20) ?? .epoch))
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(TodoList(items: [rent, milk(4)])))
    }

    @Test(arguments: [
        "{\n  \"version\": 2,\n  \"nextId\": 1,\n  \"items\": []\n}\n",
        "{\n  \"version\": 1,\n  \"nextId\": 3,\n  \"items\": [\n    {\"id\": 1, \"name\": \"\", \"due\": \"2026-11-21\"}\n  ]\n}\n",
        "{\n  \"version\": 1,\n  \"nextId\": 3,\n  \"items\": [\n    {\"id\": 1, \"name\": \"a\", \"due\": \"2026-11-21\"},\n",
    ])
    func aBadFileIsRefusedAsAReadIsAndLeftAlone(_ text: String) throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array(text.utf8), to: "todo.json")
        let store = JSONFileDataStore(path: folder.at("todo.json"))
        let readError = #expect(throws: TodoError.self) { try store.fetch() }
        let addError = #expect(throws: TodoError.self) { try store.addItem(milk) }
        #expect(addError == readError)
        #expect(addError?.status == .dataError)
        #expect(folder.bytes(at: "todo.json") == Array(text.utf8))
    }

    @Test func noIdsLeftChangesNothing() throws {
        let folder = try DataFileTestFolder()
        let bytes = TodoFileCodec.encode(TodoList(nextID: TodoList.largestID + 1))
        try folder.write(bytes, to: "todo.json")
        let error = #expect(throws: TodoError.self) { try JSONFileDataStore(path: folder.at("todo.json")).addItem(milk) }
        #expect(error?.status == .dataError)
        #expect(folder.bytes(at: "todo.json") == bytes)
    }
}

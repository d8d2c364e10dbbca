import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Adding through the real file store: in place when the file is one `todo` wrote, in full
/// otherwise, with the same bytes, the same errors and nothing written on an error.
@Suite struct JSONFileDataStoreTests {
    private let milk = { (id: Int) in
        TodoItem(id: id, name: "Buy milk", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch), uid: "u\(id)")
    }

    @Test func theFirstAddCreatesTheFile() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.addItem(milk) == milk(1))
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(TodoList(items: [milk(1)])))
    }

    @Test func addingToItsOwnFileKeepsEveryOtherByte() throws {
        let folder = try DataFileTestFolder()
        let list = TodoList(items: [TodoItem(id: 2, name: "Old", due: DueDate(date: .epoch), done: "2026-01-01T00:00:00Z",
                                             uid: "u2", otherKeys: [JSONMember("x", .array([.number("1.50"), .null]))])],
                            nextID: 5, otherKeys: [JSONMember("owner", .string("ann"))])
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.addItem(milk) == milk(5))
        var expected = list
        expected.items.append(milk(5))
        _ = try expected.takeNextID()
        #expect(folder.bytes(at: "todo.json") == TodoFileCodec.encode(expected))
        #expect(try store.fetch() == expected)
    }

    @Test func aHandWrittenFileIsRewrittenInFull() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array("{\"items\": [{\"due\": \"2026-11-20\", \"uid\": \"u3\", \"id\": 3, \"name\": \"Rent\"}], \"version\": 1}".utf8),
                         to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.addItem(milk) == milk(4))
        let rent = TodoItem(id: 3, name: "Rent", due: DueDate(date: LocalDate(year: 2026, month: 11, day: 20) ?? .epoch), uid: "u3")
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
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
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
        let error = #expect(throws: TodoError.self) { try JSONFileDataStore(path: FilePath(folder.at("todo.json"))).addItem(milk) }
        #expect(error?.status == .dataError)
        #expect(folder.bytes(at: "todo.json") == bytes)
    }

    // MARK: Fetching what the list can show

    @Test func fetchesOpenItemsDueThroughADay() throws {
        let folder = try DataFileTestFolder()
        let day = { (text: String) in DueDate(iso: text) ?? DueDate(date: .epoch) }
        let items = [
            TodoItem(id: 1, name: "past", due: day("2026-11-01")),
            TodoItem(id: 2, name: "done", due: day("2026-11-21"), done: "2026-11-21T10:00:00Z"),
            TodoItem(id: 3, name: "last day", due: day("2026-11-29T23:59")),
            TodoItem(id: 4, name: "after", due: day("2026-11-30")),
        ]
        try folder.write(TodoFileCodec.encode(TodoList(items: items)), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        let through = try #require(LocalDate(year: 2026, month: 11, day: 29))
        #expect(try store.fetchOpenItems(dueThrough: through).items.map(\.id) == [1, 3])
        #expect(try store.fetchOpenItems(dueThrough: through).laterCount == 1)
        #expect(try store.fetchOpenItems(dueThrough: nil).items.map(\.id) == [1, 3, 4])
        #expect(try store.fetchOpenItems(dueThrough: nil).laterCount == 0)
        #expect(try InMemoryDataStore(items: items).fetchOpenItems(dueThrough: through) == store.fetchOpenItems(dueThrough: through))
        #expect(try JSONFileDataStore(path: FilePath(folder.at("none.json"))).fetchOpenItems(dueThrough: through) == OpenItems())
    }

    @Test func fetchesOnlyTheDoneItemsInFileOrder() throws {
        let folder = try DataFileTestFolder()
        let day = { (text: String) in DueDate(iso: text) ?? DueDate(date: .epoch) }
        let items = [
            TodoItem(id: 1, name: "open", due: day("2026-11-01")),
            TodoItem(id: 2, name: "done", due: day("2026-11-21"), done: "2026-11-21T10:00:00Z"),
            TodoItem(id: 3, name: "open too", due: nil),
            TodoItem(id: 4, name: "done by hand", due: nil, done: "yesterday"),
        ]
        try folder.write(TodoFileCodec.encode(TodoList(items: items)), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        #expect(try store.fetchDoneItems() == [items[1], items[3]])
        #expect(try InMemoryDataStore(items: items).fetchDoneItems() == store.fetchDoneItems())
        #expect(try JSONFileDataStore(path: FilePath(folder.at("none.json"))).fetchDoneItems() == [])
    }

    /// Ids out of order after a skipped item make the file store read the file twice: the
    /// open items passed over are still counted once each.
    @Test func openItemsPassedOverAreCountedOnceWhenTheFileIsReadAgain() throws {
        let folder = try DataFileTestFolder()
        let text = "{\"version\": 1, \"items\": [\n"
            + "  {\"id\": 5, \"name\": \"later\", \"due\": \"2027-01-01\"},\n"
            + "  {\"id\": 6, \"name\": \"done\", \"due\": \"2026-11-21\", \"done\": \"2026-11-21T10:00:00Z\"},\n"
            + "  {\"id\": 2, \"name\": \"today\", \"due\": \"2026-11-21\"},\n"
            + "  {\"id\": 7, \"name\": \"later too\", \"due\": \"2027-02-01\"}\n]}\n"
        try folder.write(Array(text.utf8), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        let through = try #require(LocalDate(year: 2026, month: 11, day: 29))
        #expect(try store.fetchOpenItems(dueThrough: through) == OpenItems(
            items: [TodoItem(id: 2, name: "today", due: DueDate(date: #require(LocalDate(iso: "2026-11-21"))))],
            laterCount: 2))
    }

    @Test func aBadFileIsTheSameErrorWhenOnlyOpenItemsAreFetched() throws {
        let folder = try DataFileTestFolder()
        let text = "{\n  \"version\": 1,\n  \"nextId\": 3,\n  \"items\": [\n"
            + "    {\"id\": 1, \"name\": \"a\", \"due\": \"2030-01-01\"},\n"
            + "    {\"id\": 1, \"name\": \"b\", \"due\": \"2026-11-21\"}\n  ]\n}\n"
        try folder.write(Array(text.utf8), to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        let full = #expect(throws: TodoError.self) { try store.fetch() }
        let open = #expect(throws: TodoError.self) { try store.fetchOpenItems(dueThrough: LocalDate(year: 2026, month: 11, day: 29)) }
        #expect(open == full)
        #expect(open?.message.hasSuffix("item 1 (the 2nd in \"items\"): the 1st item has id 1 too") == true)
    }

    @Test func decodingOnlyOpenItemsAgreesWithDecodingAllThenChoosing() {
        var random = SeededRandom(seed: 0x0FE7)
        for round in 0..<4000 {
            var bytes = TodoFileCodec.encode(random.todoList(maxItems: 8))
            if round % 3 != 0 {
                for _ in 0...random.below(2) { random.mutate(&bytes) }
            }
            let through = round % 5 == 0 ? nil : random.date()
            let keeps = { (due: DueDate?, isDone: Bool, _: Bool) in TodoItem.isOpen(due: due, isDone: isDone, dueThrough: through) }
            let chosen = Result { try TodoFileCodec.decodeItems(bytes, path: "/f", keeping: keeps) }
            let all = Result { try TodoFileCodec.decode(bytes, path: "/f").items.filter { keeps($0.due, $0.isDone, $0.texts.start != nil) } }
            switch (chosen, all) {
            case let (.success(left), .success(right)):
                #expect(left == right)
            case let (.failure(left as TodoError), .failure(right as TodoError)):
                #expect(left == right)
            default:
                Issue.record("round \(round): \(chosen) against \(all)")
            }
        }
    }
}

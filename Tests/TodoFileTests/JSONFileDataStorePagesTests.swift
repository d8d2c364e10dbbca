import Testing
@testable import TodoCore
@testable import TodoFile
import TodoFileSystem
import TodoTestSupport

/// The list's queries give up the file's pages as they read its items (`PagesReadPast`): on a
/// file of several steps' worth, the same items, counts and errors as a whole read, the file
/// read again exactly when an error must be placed or every item read.
@Suite struct JSONFileDataStorePagesTests {
    private static let through = LocalDate(year: 2026, month: 11, day: 29) ?? .epoch

    /// 12,000 items, about 1 MB: open and done, before and after `through`, some undated.
    private static let items: [TodoItem] = (1...12_000).map { id in
        let day = LocalDate(year: 2026, month: 11, day: 1)?.adding(days: id % 60)
        return TodoItem(id: id, name: "Item \(id) — café", due: id % 7 == 0 ? nil : day.map { DueDate(date: $0) },
                        done: id % 3 == 0 ? "2026-11-20T10:00:00Z" : nil, uid: "uid-\(id)",
                        priority: id % 5 == 0 ? .low : nil, note: id % 8 == 0 ? "A note" : nil)
    }

    private func store(writing bytes: [UInt8]) throws -> (JSONFileDataStore, DataFileTestFolder) {
        let folder = try DataFileTestFolder()
        try folder.write(bytes, to: "todo.json")
        return (JSONFileDataStore(path: FilePath(folder.at("todo.json"))), folder)
    }

    @Test func aBigFileGivesTheItemsAWholeReadGives() throws {
        let (store, folder) = try store(writing: TodoFileCodec.encode(TodoList(items: Self.items)))
        let whole = InMemoryDataStore(items: Self.items)
        for through in [Self.through, nil] {
            for detail in [ItemDetail.whole, .forListText] {
                #expect(try store.fetchOpenItems(dueThrough: through, detail: detail)
                    == whole.fetchOpenItems(dueThrough: through, detail: detail))
            }
        }
        #expect(try store.fetchDoneItems() == whole.fetchDoneItems())
        withExtendedLifetime(folder) {}
    }

    /// Bad JSON near the end: the line and column come from the file read again.
    @Test func badJSONAfterManyPagesIsPlacedAsAWholeReadPlacesIt() throws {
        var text = String(decoding: TodoFileCodec.encode(TodoList(items: Self.items)), as: UTF8.self)
        let last = try #require(text.range(of: "\"uid\": \"uid-11999\""))
        text.replaceSubrange(last, with: "\"uid\": uid-11999")
        let (store, folder) = try store(writing: Array(text.utf8))
        let whole = #expect(throws: TodoError.self) { try store.fetch() }
        let open = #expect(throws: TodoError.self) { try store.fetchOpenItems(dueThrough: Self.through) }
        let done = #expect(throws: TodoError.self) { try store.fetchDoneItems() }
        #expect(open == whole)
        #expect(done == whole)
        #expect(whole?.message.contains("line 12003, column") == true)
        withExtendedLifetime(folder) {}
    }

    /// An id taken twice near the end, after items passed over: every item is read again.
    @Test func anIDTakenTwiceAfterManyPagesIsTheErrorAWholeReadGives() throws {
        var items = Self.items
        items[11_998].id = 5
        let (store, folder) = try store(writing: TodoFileCodec.encode(TodoList(items: items)))
        let whole = #expect(throws: TodoError.self) { try store.fetch() }
        let open = #expect(throws: TodoError.self) { try store.fetchOpenItems(dueThrough: Self.through) }
        #expect(open == whole)
        #expect(whole?.message.hasSuffix("item 5 (the 11999th in \"items\"): the 5th item has id 5 too") == true)
        withExtendedLifetime(folder) {}
    }

    /// Ids out of order near the end, none taken twice: the same items, each counted once.
    @Test func idsOutOfOrderAfterManyPagesGiveTheItemsAWholeReadGives() throws {
        var items = Self.items
        items[11_998].id = 20_000
        let (store, folder) = try store(writing: TodoFileCodec.encode(TodoList(items: items)))
        #expect(try store.fetchOpenItems(dueThrough: Self.through)
            == InMemoryDataStore(items: items).fetchOpenItems(dueThrough: Self.through))
        withExtendedLifetime(folder) {}
    }

    /// The codec reads the bytes again only when it needs them, once. (Each decoding gets a
    /// copy of its own: its pages are given up.)
    @Test func theBytesAreReadAgainOnlyForAnError() throws {
        let good = TodoFileCodec.encode(TodoList(items: Self.items))
        var bad = good
        bad.removeLast(4)
        var readsAgain = 0
        let keeps = { (due: DueDate?, isDone: Bool, _: Bool) in TodoItem.isOpen(due: due, isDone: isDone, dueThrough: Self.through) }
        let items = try TodoFileCodec.decodeItems(good.map { $0 }, path: "/f", keeping: keeps, readingAgain: {
            readsAgain += 1
            return good.map { $0 }
        })
        #expect(items == Self.items.filter { keeps($0.due, $0.isDone, $0.texts.start != nil) })
        #expect(readsAgain == 0)
        let error = #expect(throws: TodoError.self) {
            try TodoFileCodec.decodeItems(bad.map { $0 }, path: "/f", keeping: keeps, readingAgain: {
                readsAgain += 1
                return bad.map { $0 }
            })
        }
        #expect(error == #expect(throws: TodoError.self) { try TodoFileCodec.decode(bad, path: "/f") })
        #expect(readsAgain == 1)
    }
}

import Testing
@testable import TodoCore
@testable import TodoFile
import TodoFileSystem
import TodoTestSupport

/// The data file's uids (contract, "The data file"): items of an older file get theirs at the
/// next write, not on a read; of two items sharing one, the second gets a new one then; and
/// the uids given are no part of the change that undo takes back.
@Suite struct JSONFileDataStoreUIDTests {
    private static let due = DueDate(date: LocalDate(year: 2026, month: 11, day: 21) ?? .epoch)

    private static func item(_ id: Int, uid: String? = nil, done: String? = nil) -> TodoItem {
        TodoItem(id: id, name: "Item \(id)", due: due, done: done, uid: uid)
    }

    private static let olderFile = """
        {
          "version": 1,
          "nextId": 4,
          "items": [
            {"id": 1, "name": "Item 1", "due": "2026-11-21"},
            {"id": 2, "name": "Item 2", "due": "2026-11-21", "uid": "kept"},
            {"id": 3, "name": "Item 3", "due": "2026-11-21", "uid": ""}
          ]
        }

        """

    private func store(_ folder: DataFileTestFolder) -> JSONFileDataStore {
        JSONFileDataStore(path: FilePath(folder.at("todo.json")), makeUID: .counting())
    }

    @Test func readingAnOlderFileWritesNothing() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array(Self.olderFile.utf8), to: "todo.json")
        let store = store(folder)
        #expect(try store.fetch().items.map(\.uid) == [nil, "kept", ""])
        _ = try store.fetchOpenItems(dueThrough: nil)
        _ = try store.fetchDoneItems()
        #expect(folder.bytes(at: "todo.json").map { String(decoding: $0, as: UTF8.self) } == Self.olderFile)
    }

    @Test func addingToAnOlderFileGivesEveryItemAUID() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array(Self.olderFile.utf8), to: "todo.json")
        let added = try store(folder).addItem { Self.item($0, uid: "new") }
        #expect(added == Self.item(4, uid: "new"))
        #expect(folder.bytes(at: "todo.json").map { String(decoding: $0, as: UTF8.self) } == """
            {
              "version": 1,
              "nextId": 5,
              "items": [
                {"id": 1, "name": "Item 1", "due": "2026-11-21", "uid": "\(UIDMaker.counted(1))"},
                {"id": 2, "name": "Item 2", "due": "2026-11-21", "uid": "kept"},
                {"id": 3, "name": "Item 3", "due": "2026-11-21", "uid": "\(UIDMaker.counted(2))"},
                {"id": 4, "name": "Item 4", "due": "2026-11-21", "uid": "new"}
              ]
            }

            """)
    }

    /// A file `todo` wrote itself, but with a uid twice (a hand copy, a merge): the change
    /// goes the general way, and the second item gets a new uid.
    @Test func theSecondOfTwoItemsSharingAUIDGetsANewOneAtTheNextChange() throws {
        let folder = try DataFileTestFolder()
        let list = TodoList(items: [Self.item(1, uid: "same"), Self.item(2, uid: "other"), Self.item(3, uid: "same")])
        try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        try store(folder).changeItems(ids: [2]) { changes in changes.replace(Self.item(2, uid: "other", done: "2026-11-21T10:00:00Z")) }
        #expect(try store(folder).fetch().items == [
            Self.item(1, uid: "same"), Self.item(2, uid: "other", done: "2026-11-21T10:00:00Z"),
            Self.item(3, uid: UIDMaker.counted(1)),
        ])
    }

    @Test func aListGivesItsItemsUIDsAtAnUpdate() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array(Self.olderFile.utf8), to: "todo.json")
        let items = try store(folder).update { list in list.items }
        // What the change saw already had them: given before it ran.
        #expect(items.map(\.uid) == [UIDMaker.counted(1), "kept", UIDMaker.counted(2)])
        #expect(try store(folder).fetch().items.map(\.uid) == [UIDMaker.counted(1), "kept", UIDMaker.counted(2)])
    }

    /// An older `todo` added item 3 (its journal says so); `todo export` then saved the uids:
    /// undo passes over that write and takes back the add, and the uids stay.
    @Test func undoPassesOverTheWriteThatGaveTheUIDs() throws {
        let folder = try DataFileTestFolder()
        try folder.write(Array(Self.olderFile.utf8), to: "todo.json")
        let path = FilePath(folder.at("todo.json"))
        let identity = try #require(try FileIdentity.of(path: path))
        UndoJournal(dataPath: path).append(.change(DataFileUndoChange(ChangeRecord(entries: [ChangeRecord.Entry(id: 3, before: nil)])),
                                                   from: nil, to: identity))
        let store = store(folder)
        _ = try store.update { list in list.items }
        #expect(try UndoJournal(dataPath: path).entries().count == 1)
        let undone = try store.undoLatestChange()
        #expect(undone.removed.map(\.id) == [3])
        #expect(try store.fetch().items.map(\.uid) == [UIDMaker.counted(1), "kept"])
    }

    /// Once every item has a uid of its own, add and done take their fast paths again.
    @Test func aFileWithSettledUIDsIsChangedInPlace() throws {
        let settled = TodoFileCodec.encode(TodoList(items: [Self.item(1, uid: "a"), Self.item(2, uid: "b")]))
        #expect(settled.withUnsafeBufferPointer { TodoFileLayout($0)?.uidsAreSettled } == true)
        for unsettled in [[Self.item(1, uid: "a"), Self.item(2)], [Self.item(1, uid: "a"), Self.item(2, uid: "")],
                          [Self.item(1, uid: "a"), Self.item(2, uid: "a")]] {
            let bytes = TodoFileCodec.encode(TodoList(items: unsettled))
            #expect(bytes.withUnsafeBufferPointer { TodoFileLayout($0)?.uidsAreSettled } == false)
            var edited = bytes
            #expect(try TodoFileAppender.append(to: &edited) { Self.item($0, uid: "c") } == nil)
            #expect(edited == bytes)
        }
    }
}

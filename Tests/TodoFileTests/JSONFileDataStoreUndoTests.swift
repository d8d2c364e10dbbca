import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
@testable import TodoFileSystem
import TodoTestSupport

/// Undo through the real file store: the journal beside the file, many steps back, and the
/// refusals that keep a change made by anything else.
@Suite struct JSONFileDataStoreUndoTests {
    static let today = DueDate(iso: "2026-11-21") ?? DueDate(date: .epoch)

    static func item(_ id: Int, _ name: String) -> TodoItem {
        TodoItem(id: id, name: name, due: today, uid: "u\(id)")
    }

    @Test func eachWriteIsJournaledWithTheFilesIdentity() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        let afterAdd = try #require(try FileIdentity.of(path: FilePath(folder.at("todo.json"))))
        try store.update { list in list.items[0].name = "Buy oat milk" }
        let afterEdit = try #require(try FileIdentity.of(path: FilePath(folder.at("todo.json"))))
        let entries = try UndoJournal(dataPath: FilePath(folder.at("todo.json"))).entries()
        #expect(entries == [
            UndoJournalEntry(change: DataFileUndoChange(ChangeRecord(entries: [ChangeRecord.Entry(id: 1, before: nil)])),
                             from: nil, to: afterAdd),
            UndoJournalEntry(change: DataFileUndoChange(ChangeRecord(entries: [ChangeRecord.Entry(id: 1, before: Self.item(1, "Buy milk"))])),
                             from: afterAdd, to: afterEdit),
        ])
        #expect(folder.names() == ["todo.json", "todo.json.lock", "todo.json.undo"])
        #expect(folder.mode(of: "todo.json.undo") == 0o600)
    }

    @Test func twentyFiveStepsBackThenNothingToUndo() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        for number in 1...25 {
            _ = try store.addItem { Self.item($0, "Chore \(number)") }
        }
        for id in (1...25).reversed() {
            #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [Self.item(id, "Chore \(id)")]))
        }
        #expect(try store.fetch() == TodoList(nextID: 26))
        #expect(throws: TodoError.nothingToUndo) { try store.undoLatestChange() }
    }

    @Test func undoingARemovalGivesBackTheFileByteForByteWithKeysTodoDoesNotKnow() throws {
        let folder = try DataFileTestFolder()
        let odd = TodoItem(id: 2, name: "Odd", due: nil, done: "2026-11-20T08:00:00Z",
                           uid: "u2", otherKeys: [JSONMember("x", .array([.number("1.50"), .null]))])
        let list = TodoList(items: [Self.item(1, "Pay rent"), odd, Self.item(3, "Bread")], nextID: 7,
                            otherKeys: [JSONMember("owner", .string("ann"))])
        let original = TodoFileCodec.encode(list)
        try folder.write(original, to: "todo.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        try store.update { list in list.items.removeFirst(2) }
        #expect(try store.undoLatestChange() == UndoneChange(restored: [Self.item(1, "Pay rent"), odd], removed: []))
        #expect(folder.bytes(at: "todo.json") == original)
    }

    @Test func aHandEditSinceIsNotOverwritten() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        let edited = TodoFileCodec.encode(TodoList(items: [Self.item(1, "Buy milk and eggs")], nextID: 2))
        try folder.write(edited, to: "todo.json")
        let journal = folder.bytes(at: "todo.json.undo")
        #expect(throws: TodoError.changedSinceLastChange) { try store.undoLatestChange() }
        #expect(folder.bytes(at: "todo.json") == edited)
        #expect(folder.bytes(at: "todo.json.undo") == journal)
    }

    @Test func aChangeAfterAHandEditCanBeUndoneButNotTheOneBeforeIt() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        let edited = TodoFileCodec.encode(TodoList(items: [Self.item(1, "Buy milk and eggs")], nextID: 2))
        try folder.write(edited, to: "todo.json")
        _ = try store.addItem { Self.item($0, "Bread") }
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [Self.item(2, "Bread")]))
        #expect(throws: TodoError.changedSinceLastChange) { try store.undoLatestChange() }
        #expect(try store.fetch().items == [Self.item(1, "Buy milk and eggs")])
    }

    @Test func aChangeThatChangedNothingKeepsTheOneBeforeUndoable() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        try store.update { _ in }
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [Self.item(1, "Buy milk")]))
    }

    @Test func aCutLastLineOfTheJournalIsIgnored() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        let journal = try #require(folder.bytes(at: "todo.json.undo"))
        try folder.write(journal + Array("{\"kind\": \"change\", \"from\": \"20".utf8), to: "todo.json.undo")
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [Self.item(1, "Buy milk")]))
        #expect(throws: TodoError.nothingToUndo) { try store.undoLatestChange() }
    }

    @Test func nothingToUndoMakesNothing() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("sub/todo.json")))
        #expect(throws: TodoError.nothingToUndo) { try store.undoLatestChange() }
        #expect(folder.names() == [])
    }

    @Test func theJournalIsBesideTheRealFileOfASymlink() throws {
        let folder = try DataFileTestFolder()
        try FileManager.default.createDirectory(atPath: folder.at("real"), withIntermediateDirectories: false)
        try folder.symlink("todo.json", to: "real/data.json")
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        #expect(folder.names(in: "real") == ["data.json", "data.json.lock", "data.json.undo"])
        #expect(try store.undoLatestChange().removed.map(\.id) == [1])
        #expect(folder.isSymlink("todo.json"))
    }

    @Test func aJournalThatIsNotARegularFileIsRefused() throws {
        let folder = try DataFileTestFolder()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        _ = try store.addItem { Self.item($0, "Buy milk") }
        try FileManager.default.removeItem(atPath: folder.at("todo.json.undo"))
        try folder.symlink("todo.json.undo", to: "todo.json")
        let error = #expect(throws: TodoError.self) { try store.undoLatestChange() }
        #expect(error?.status == .ioError)
        #expect(error?.message.hasPrefix("cannot read \(folder.at("todo.json.undo")): ") == true)
    }

    /// A journal the previous version wrote (its lines by hand here, as it wrote them) is
    /// undone by this one: the design both stores share kept the data file's line.
    @Test func aJournalThePreviousVersionWroteIsUndone() throws {
        let folder = try DataFileTestFolder()
        let path = FilePath(folder.at("todo.json"))
        try folder.write(Array(#"{"version": 1, "nextId": 3, "items": [{"id": 1, "name": "Buy oat milk", "uid": "u1"}, {"id": 2, "name": "Gym"}]}"#.utf8),
                         to: "todo.json")
        let identity = try #require(try FileIdentity.of(path: path))
        let journal = #"{"kind": "change", "from": null, "to": "2049:1:1:1.000000000", "items": [{"id": 1, "before": null}]}"# + "\n"
            + #"{"kind": "change", "from": "2049:1:1:1.000000000", "to": "\#(identity.text)", "items": "#
            + #"[{"id": 1, "before": {"id": 1, "name": "Buy milk", "uid": "u1"}}, {"id": 2, "before": null}]}"# + "\n"
        try folder.write(Array(journal.utf8), to: "todo.json.undo")
        let store = JSONFileDataStore(path: path)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [TodoItem(id: 1, name: "Buy milk", due: nil, uid: "u1")],
                                                              removed: [TodoItem(id: 2, name: "Gym", due: nil)]))
        #expect(try store.fetch() == TodoList(items: [TodoItem(id: 1, name: "Buy milk", due: nil, uid: "u1")], nextID: 3))
        // The undo handed the file on to the add below, as the chain of identities says.
        #expect(try store.undoLatestChange() == UndoneChange(restored: [], removed: [TodoItem(id: 1, name: "Buy milk", due: nil, uid: "u1")]))
        #expect(try store.fetch() == TodoList(items: [], nextID: 3))
        #expect(throws: TodoError.nothingToUndo) { try store.undoLatestChange() }
    }
}

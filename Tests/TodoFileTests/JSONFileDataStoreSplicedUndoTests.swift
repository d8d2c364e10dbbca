import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Undo of changes made on the splicer's fast path: a canonical file changed in place is
/// journaled as any other write, and undone byte for byte.
@Suite struct JSONFileDataStoreSplicedUndoTests {
    private static let due = DueDate(date: LocalDate(year: 2026, month: 11, day: 30) ?? .epoch)
    private static let rent = TodoItem(id: 2, name: "Pay rent", due: due, every: RepeatRule(.step(count: 1, unit: .month)), uid: "u2")
    private static let list = TodoList(items: [TodoItem(id: 1, name: "Buy milk", due: due, uid: "u1"), rent], nextID: 3,
                                       otherKeys: [JSONMember("owner", .string("ann"))])

    /// A folder with `list` written as `todo` writes it, so that changes are spliced.
    private func canonicalFile() throws -> (DataFileTestFolder, [UInt8]) {
        let folder = try DataFileTestFolder()
        let original = TodoFileCodec.encode(Self.list)
        try folder.write(original, to: "todo.json")
        var copy = original
        // The precondition of the fast path: the splicer takes this file.
        #expect(try TodoFileSplicer.change(&copy, ids: [1]) { _ in () } != nil)
        return (folder, original)
    }

    private func lines(_ folder: DataFileTestFolder) -> Int {
        (folder.bytes(at: "todo.json.undo") ?? []).filter { $0 == UInt8(ascii: "\n") }.count
    }

    @Test func aSplicedDoneOfARepeatingItemIsUndoneWithItsNextOne() throws {
        let (folder, _) = try canonicalFile()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        let next = try store.changeItems(ids: [2]) { changes in
            changes.replace(TodoItem(id: 2, name: "Pay rent", due: Self.due, every: Self.rent.every,
                                     done: "2026-11-21T10:00:00Z", uid: "u2"))
            return try changes.add { TodoItem(id: $0, name: "Pay rent", due: Self.due, every: Self.rent.every, uid: "u\($0)") }
        }
        #expect(next.id == 3)
        #expect(lines(folder) == 1)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [Self.rent], removed: [next]))
        #expect(try store.fetch() == TodoList(items: Self.list.items, nextID: 4, otherKeys: Self.list.otherKeys))
        #expect(throws: TodoError.nothingToUndo) { try store.undoLatestChange() }
        #expect(folder.names() == ["todo.json", "todo.json.lock", "todo.json.undo"])
    }

    @Test func splicedEditAndRemoveAreUndoneByteForByte() throws {
        let (folder, original) = try canonicalFile()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        try store.changeItems(ids: [1]) { changes in
            changes.replace(TodoItem(id: 1, name: "Buy oat milk", due: Self.due, uid: "u1"))
        }
        let afterEdit = folder.bytes(at: "todo.json")
        try store.changeItems(ids: [2]) { changes in changes.remove(id: 2) }
        #expect(lines(folder) == 2)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [Self.rent], removed: []))
        #expect(folder.bytes(at: "todo.json") == afterEdit)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [Self.list.items[0]], removed: []))
        #expect(folder.bytes(at: "todo.json") == original)
    }

    @Test func aSplicedChangeThatChangesNothingWritesNothingAndKeepsTheOneBefore() throws {
        let (folder, _) = try canonicalFile()
        let store = JSONFileDataStore(path: FilePath(folder.at("todo.json")))
        try store.changeItems(ids: [1]) { changes in changes.remove(id: 1) }
        let inode = folder.inode(of: "todo.json")
        let journal = folder.bytes(at: "todo.json.undo")
        try store.changeItems(ids: [2]) { changes in changes.replace(Self.rent) }
        #expect(folder.inode(of: "todo.json") == inode)
        #expect(folder.bytes(at: "todo.json.undo") == journal)
        #expect(try store.undoLatestChange() == UndoneChange(restored: [Self.list.items[0]], removed: []))
    }
}

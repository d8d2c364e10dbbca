import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoTestSupport

/// Undo on the folder store: each change's files put back from `.todo-undo`, step by step,
/// and refused when a file was changed since by something else.
@Suite struct VdirUndoTests {
    private func add(_ store: VdirDataStore, _ name: String) throws -> TodoItem {
        try store.addItem { TodoItem(id: $0, name: name, due: nil) }
    }

    private func change(_ store: VdirDataStore, _ id: Int, _ edit: (inout TodoItem) -> Void) throws {
        try store.changeItems(ids: [id]) { changes in
            var item = try #require(changes.item(id: id))
            edit(&item)
            changes.replace(item)
        }
    }

    @Test func nothingToUndoMakesNothing() throws {
        let folder = try VdirTestFolder()
        #expect(throws: TodoError.nothingToUndo) { try folder.store().undoLatestChange() }
        #expect(folder.names == [])
    }

    @Test func undoesAddDoneEditAndRemoveStepByStep() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let added = folder.text("uid-1.ics")
        _ = try add(folder.store(), "Two")
        try change(folder.store(), 1) { $0.done = "2026-11-20T18:02:11Z" }
        try change(folder.store(), 1) { $0.name = "Uno" }
        let renamed = try #require(folder.text("uid-1.ics"))
        try folder.store().changeItems(ids: [1]) { $0.remove(id: 1) }
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-2.ics"])

        let uno = TodoItem(id: 1, name: "Uno", due: nil, done: "2026-11-20T18:02:11Z", uid: "uid-1")
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [uno], removed: []))
        #expect(folder.text("uid-1.ics") == renamed)
        let one = TodoItem(id: 1, name: "One", due: nil, done: "2026-11-20T18:02:11Z", uid: "uid-1")
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [one], removed: []))
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [TodoItem(id: 1, name: "One", due: nil, uid: "uid-1")], removed: []))
        #expect(folder.text("uid-1.ics") == added)
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [], removed: [TodoItem(id: 2, name: "Two", due: nil, uid: "uid-2")]))
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-1.ics"])
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [], removed: [TodoItem(id: 1, name: "One", due: nil, uid: "uid-1")]))
        #expect(throws: TodoError.nothingToUndo) { try folder.store().undoLatestChange() }
        // The ids stay used.
        #expect(folder.text("todo-ids") == "next 3\n1 uid-1\n2 uid-2\n")
        #expect(try add(folder.store(), "Three").id == 3)
    }

    @Test func refusesAfterAnOutsideEditAndChangesNothing() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        try change(folder.store(), 1) { $0.name = "Uno" }
        let synced = try #require(folder.text("uid-1.ics")).replacingOccurrences(of: "SUMMARY:Uno", with: "SUMMARY:From the phone")
        try folder.write(synced, to: "uid-1.ics")
        let journal = folder.text(".todo-undo")
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
        #expect(folder.text("uid-1.ics") == synced)
        #expect(folder.text(".todo-undo") == journal)
    }

    @Test func refusesWhenAFileItRemovedCameBack() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let one = try #require(folder.text("uid-1.ics"))
        try folder.store().changeItems(ids: [1]) { $0.remove(id: 1) }
        try folder.write(one, to: "uid-1.ics")
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
    }

    /// The contract's "changed since by something other than todo" is the whole folder: an
    /// item file added or removed behind the store's back refuses the undo of a change that
    /// touched other files, and nothing is written.
    @Test(arguments: [false, true])
    func refusesAfterAnItemFileCameOrWentBehindItsBack(_ removesOne: Bool) throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        _ = try add(folder.store(), "Two")
        let one = try #require(folder.text("uid-1.ics"))
        if removesOne {
            try FileManager.default.removeItem(atPath: folder.path + "/uid-1.ics")
        } else {
            try folder.write(one.replacingOccurrences(of: "UID:uid-1", with: "UID:from-the-phone"), to: "from-the-phone.ics")
        }
        let names = folder.names
        let journal = folder.text(".todo-undo")
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
        #expect(folder.names == names)
        #expect(folder.text(".todo-undo") == journal)
    }

    /// What `todo` writes besides the item files (its cache on a listing, its id index) is
    /// no outside change: undo goes ahead after them.
    @Test func undoesAfterListingsThatWroteTheCache() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        _ = try add(folder.store(), "Two")
        _ = try folder.store().fetchOpenItems(dueThrough: nil, detail: .forListText)
        _ = try folder.store().fetch()
        #expect(folder.names.contains("todo-cache"))
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == ["Two"])
        _ = try folder.store().fetchOpenItems(dueThrough: nil, detail: .forListText)
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == ["One"])
    }

    /// An outside change between two changes: the later change is still undone (the folder
    /// is as it left it), and undo stops there rather than take the folder back past the
    /// file that came in between.
    @Test func stopsAtAnOutsideChangeBetweenTwoChanges() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let one = try #require(folder.text("uid-1.ics"))
        try folder.write(one.replacingOccurrences(of: "UID:uid-1", with: "UID:from-the-phone"), to: "from-the-phone.ics")
        _ = try add(folder.store(), "Two")
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == ["Two"])
        #expect(throws: TodoError.changedSinceLastChange) { try folder.store().undoLatestChange() }
        #expect(folder.text("uid-1.ics") == one)
        #expect(folder.names.contains("from-the-phone.ics"))
    }

    /// A new item's file never takes a name that is there already: a phone's `abc.ics`
    /// holding another item is not written over by an item whose uid is `abc`, and the undo
    /// of the add takes away only the file it made.
    @Test func aNewItemsFileNeverTakesTheNameOfAFileThatIsThere() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let phones = try #require(folder.text("uid-1.ics")).replacingOccurrences(of: "UID:uid-1", with: "UID:xyz")
            .replacingOccurrences(of: "SUMMARY:One", with: "SUMMARY:From the phone")
        try folder.write(phones, to: "abc.ics")
        let added = try folder.store().addItem { TodoItem(id: $0, name: "Imported", due: nil, uid: "abc") }
        #expect(folder.text("abc.ics") == phones)
        #expect(try folder.store().fetch().items.map(\.name) == ["One", "From the phone", "Imported"])
        #expect(try folder.store().fetch().items.last?.uid == "abc")
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == [added.name])
        #expect(folder.text("abc.ics") == phones)
    }

    /// Something other than a regular file at a new item's name (a symlink, even one that
    /// leads nowhere) is counted in the folder's state as it is, and passed over: the add is
    /// undone all the same.
    @Test func aSymlinkWhereANewItemsFileWouldGoIsPassedOver() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/uid-2.ics", withDestinationPath: "nowhere.ics")
        _ = try add(folder.store(), "Two")
        #expect(folder.names == [".todo-undo", ".todo.lock", "todo-ids", "uid-1.ics", "uid-2.ics", "uid-3.ics"])
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == ["Two"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/uid-2.ics") == "nowhere.ics")
    }

    /// A change journaled before the folder's state was kept (0.4's first landing wrote no
    /// `from` and `to`) is still undone, checked by its own files.
    @Test func undoesAChangeJournaledWithoutTheFolderState() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let journal = try #require(folder.text(".todo-undo"))
        let withoutStates = journal.replacing(#/, "from": "[^"]*", "to": "[^"]*"/#, with: "")
        #expect(withoutStates != journal)
        try folder.write(withoutStates, to: ".todo-undo")
        try folder.write("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", to: "from-the-phone.ics")
        #expect(try folder.store().undoLatestChange().removed.map(\.name) == ["One"])
    }

    /// The journal both stores share: appended, and compacted to the newest hundred changes
    /// once it has more than two hundred lines (and 64 KB).
    @Test func keepsTheNewestHundredChangesOnceItHasTwoHundred() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        for step in 1...199 { try change(folder.store(), 1) { $0.name = "Step \(step)" } }
        #expect(try #require(folder.text(".todo-undo")).split(separator: "\n").count == 200)
        for step in 200...204 { try change(folder.store(), 1) { $0.name = "Step \(step)" } }
        #expect(try #require(folder.text(".todo-undo")).split(separator: "\n").count == 104)
        #expect(try folder.store().undoLatestChange().restored.map(\.name) == ["Step 203"])
    }

    /// A journal the previous version wrote: its lines are kept, never undone (their hashes are
    /// of another function), and the changes made since are undone as usual.
    @Test func undoStopsAtTheChangesOfThePreviousVersionAndKeepsThem() throws {
        let folder = try VdirTestFolder()
        _ = try add(folder.store(), "One")
        let one = try #require(folder.text("uid-1.ics"))
        let previous = #"[{"after":"c0ffee","id":1,"name":"dWlkLTEuaWNz"}]"# + "\n"
        try folder.write(previous, to: ".todo-undo")
        #expect(throws: TodoError.undoPastUpgrade) { try folder.store().undoLatestChange() }
        #expect(folder.text(".todo-undo") == previous)
        #expect(folder.text("uid-1.ics") == one)

        try change(folder.store(), 1) { $0.name = "Uno" }
        #expect(try folder.store().undoLatestChange() == UndoneChange(restored: [TodoItem(id: 1, name: "One", due: nil, uid: "uid-1")], removed: []))
        #expect(folder.text("uid-1.ics") == one)
        #expect(throws: TodoError.undoPastUpgrade) { try folder.store().undoLatestChange() }
        #expect(try #require(folder.text(".todo-undo")).hasPrefix(previous))
    }
}

import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem
import TodoTestSupport

/// The folder store keeps the data file's promises because it writes through the same file
/// layer: each file flushed before its rename and the folder after it, leftovers of a killed
/// run removed by the next change, the lock opened as warily.
@Suite struct VdirDurabilityTests {
    private let folder: VdirTestFolder

    init() throws {
        folder = try VdirTestFolder()
    }

    /// What one file's replacement must do, in this order.
    private static let durableOrder = ["open temp", "write temp", "fsync temp", "close temp", "rename",
                                       "open folder", "fsync folder", "close folder"]
    /// The undo journal's line, appended after the files (not flushed: a lost line only makes
    /// the next undo refuse).
    private static let journalAppend = ["open journal", "write journal", "close journal"]

    @Test func eachFileIsFlushedBeforeItsRenameAndTheFolderAfterIt() throws {
        _ = try folder.store().addItem { TodoItem(id: $0, name: "First", due: nil) }
        let recorder = RecordingFileSystemCalls()
        try folder.store(calls: recorder.calls()).changeItems(ids: [1]) { changes in
            changes.replace(TodoItem(id: 1, name: "First, renamed", due: nil))
        }
        // The item's file, then the undo journal; the id index does not change.
        #expect(recorder.events == Self.durableOrder + Self.journalAppend)
        #expect(folder.text("uid-1.ics")?.contains("SUMMARY:First\\, renamed\r\n") == true)
    }

    @Test func aNewItemsFileAndTheIndexAreFlushedToo() throws {
        let recorder = RecordingFileSystemCalls()
        _ = try folder.store(calls: recorder.calls()).addItem { TodoItem(id: $0, name: "First", due: nil) }
        // The new file, the journal, the index.
        #expect(recorder.events == Self.durableOrder + Self.journalAppend + Self.durableOrder)
    }

    @Test func temporaryFilesAKilledRunLeftAreRemovedByTheNextChange() throws {
        _ = try folder.store().addItem { TodoItem(id: $0, name: "First", due: nil) }
        for name in ["uid-1.ics.tmp", "phone-7.ics.tmp", "todo-ids.tmp", ".todo-undo.tmp"] {
            try folder.write("half a file", to: name)
        }
        try folder.write("a file of someone else's", to: "notes.tmp")
        _ = try folder.store().fetch()
        #expect(folder.names.filter { $0.hasSuffix(".tmp") }.count == 5, "reading removes nothing")
        _ = try folder.store().addItem { TodoItem(id: $0, name: "Second", due: nil) }
        // The listing made the cache (`todo-cache`); its temporary files are hidden ones of its own.
        #expect(folder.names == [".todo-undo", ".todo.lock", "notes.tmp", "todo-cache", "todo-ids", "uid-1.ics", "uid-2.ics"])
    }

    @Test func aLockThatIsASymlinkOrAFIFOIsRefusedAndNothingChanges() throws {
        _ = try folder.store().addItem { TodoItem(id: $0, name: "First", due: nil) }
        let lock = folder.path + "/.todo.lock"
        let before = folder.text("uid-1.ics")
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: folder.path + "/victim")
        #expect(throws: TodoError.io("cannot use the lock file \(lock): it is a symbolic link")) {
            _ = try folder.store().addItem { TodoItem(id: $0, name: "Second", due: nil) }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/victim"))
        try FileManager.default.removeItem(atPath: lock)
        #expect(mkfifo(lock, 0o600) == 0)
        #expect(throws: TodoError.io("cannot use the lock file \(lock): not a regular file")) {
            try folder.store().changeItems(ids: [1]) { $0.replace(TodoItem(id: 1, name: "Changed", due: nil)) }
        }
        #expect(folder.text("uid-1.ics") == before)
    }

    @Test func theLockHasTheFoldersBitsPlusGroupRead() throws {
        #expect(chmod(folder.path, 0o2770) == 0)
        _ = try folder.store().addItem { TodoItem(id: $0, name: "First", due: nil) }
        var status = FileStatus()
        #expect(lstat(folder.path + "/.todo.lock", &status) == 0)
        #expect(status.st_mode & 0o777 == 0o660)
    }
}

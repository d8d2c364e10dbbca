import Foundation
import Testing
@testable import TodoCalendar
import TodoCore
import TodoFileSystem
import TodoTestSupport

/// The folder store's `changes(during:)`, what `todo sync` tells: the files' stamps before,
/// only the files whose stamp changed (or that came or went) read after, and the same
/// `SyncChanges` as the whole list read before and after (`changesThroughFetch`).
@Suite struct VdirSyncChangesTests {
    private static let second: Int64 = 1_000_000_000

    private static func calendar(uid: String, summary: String, extra: String = "") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//app//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "SUMMARY:\(summary)\r\n\(extra)END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private static let completed = "STATUS:COMPLETED\r\nCOMPLETED:20261120T180211Z\r\n"

    /// The changes as `todo sync` words them: mark, id and name, new, changed, done, removed.
    private func lines(_ changes: SyncChanges) -> [String] {
        changes.new.map { "+ \($0.id) \($0.name)" } + changes.changed.map { "~ \($0.id) \($0.name)" }
            + changes.done.map { "✓ \($0.id) \($0.name)" } + changes.removed.map { "- \($0.id) \($0.name)" }
    }

    private func stamp(_ folder: VdirTestFolder, _ name: String) throws -> FileStamp {
        var status = FileStatus()
        try #require(lstat(folder.path + "/" + name, &status) == 0)
        return FileStamp(status)
    }

    /// Writes `summary` into `name` in place, of the same size, its modification time put back:
    /// only the change time tells.
    private func rewriteInPlace(_ folder: VdirTestFolder, _ name: String, uid: String, summary: String) throws {
        let path = folder.path + "/" + name
        let before = try stamp(folder, name)
        let bytes = Array(Self.calendar(uid: uid, summary: summary).utf8)
        try #require(Int64(bytes.count) == before.identity.size)
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        let modified = timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds))
        var times = [modified, modified]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try stamp(folder, name).identity
        #expect(after.inode == before.identity.inode && after.size == before.identity.size
            && after.modifiedSeconds == before.identity.modifiedSeconds && after.modifiedNanoseconds == before.identity.modifiedNanoseconds)
    }

    /// Folders with `files` (name, UID, summary), listed once (ids given, the cache made), left
    /// alone until the cache may trust them, and listed again so that it does.
    private func settledFolders(_ count: Int, _ files: [(String, String, String)]) throws -> [VdirTestFolder] {
        let folders = try (0..<count).map { _ in try VdirTestFolder() }
        for folder in folders {
            for (name, uid, summary) in files { try folder.write(Self.calendar(uid: uid, summary: summary), to: name) }
            _ = try folder.store().fetch()
        }
        for folder in folders {
            try CacheSettling.waitUntilSettled(folder.path)
            _ = try folder.store().fetch()
        }
        return folders
    }

    @Test func aFolderLeftAloneHasNoChangesAndBodysResultIsGivenBack() throws {
        let folder = try settledFolders(1, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo")])[0]
        let (result, changes) = try folder.store().changes(during: { 42 })
        #expect(result == 42)
        #expect(lines(changes) == [])
    }

    @Test func aFileChangedBesideSettledOnesIsToldAloneAndTheOthersStayTheCaches() throws {
        let folder = try settledFolders(1, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo")])[0]
        try folder.forgeCache("a.ics", as: "From the cache")
        let store = folder.store()
        let (_, changes) = try store.changes(during: {
            try folder.write(Self.calendar(uid: "b", summary: "Bravissimo"), to: "b.ics")
        })
        #expect(lines(changes) == ["~ 2 Bravissimo"])
        #expect(try store.fetch().items.map(\.name) == ["From the cache", "Bravissimo"])
    }

    @Test func filesChangedAddedRemovedRenamedAndDoneAreToldAsAWholeReadTellsThem() throws {
        let files = [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo"), ("c.ics", "c", "Charlie"), ("d.ics", "d", "Delta"),
                     ("f.ics", "f", "Foxtrot")]
        let folders = try settledFolders(2, files)
        let sync = { (folder: VdirTestFolder) in
            try folder.write(Self.calendar(uid: "a", summary: "Aloha"), to: "a.ics")
            #expect(unlink(folder.path + "/b.ics") == 0)
            #expect(rename(folder.path + "/c.ics", folder.path + "/c-renamed.ics") == 0)
            try folder.write(Self.calendar(uid: "d", summary: "Delta", extra: Self.completed), to: "d.ics")
            try folder.write(Self.calendar(uid: "e", summary: "Echo"), to: "e.ics")
            // Renamed and changed: the same item, by its UID.
            #expect(unlink(folder.path + "/f.ics") == 0)
            try folder.write(Self.calendar(uid: "f", summary: "Foxtrot two"), to: "f-moved.ics")
        }
        let (_, changes) = try folders[0].store().changes(during: { try sync(folders[0]) })
        #expect(lines(changes) == ["+ 6 Echo", "~ 1 Aloha", "~ 5 Foxtrot two", "✓ 4 Delta", "- 2 Bravo"])
        let (_, whole) = try folders[1].store().changesThroughFetch(during: { try sync(folders[1]) })
        #expect(changes == whole)
        #expect(folders[0].text("todo-ids") == folders[1].text("todo-ids"))
        #expect(folders[0].text("todo-ids")?.contains("\n6 e\n") == true)
        #expect(try folders[0].store().fetch().items.map { "\($0.id) \($0.name)" }
            == ["1 Aloha", "3 Charlie", "4 Delta", "5 Foxtrot two", "6 Echo"])
    }

    @Test func newFilesGetTheIdsAWholeReadGivesThemInNameOrder() throws {
        let folders = try settledFolders(2, [("m.ics", "m", "Mike")])
        let sync = { (folder: VdirTestFolder) in
            try folder.write(Self.calendar(uid: "z", summary: "Zulu"), to: "z.ics")
            try folder.write(Self.calendar(uid: "b", summary: "Bravo"), to: "b.ics")
        }
        let (_, changes) = try folders[0].store().changes(during: { try sync(folders[0]) })
        #expect(lines(changes) == ["+ 2 Bravo", "+ 3 Zulu"])
        let (_, whole) = try folders[1].store().changesThroughFetch(during: { try sync(folders[1]) })
        #expect(changes == whole)
    }

    /// Edits made since the last listing, before the sync, are no change of the sync's: the
    /// snapshot is what the folder holds when the sync starts (made anew from the cache and
    /// the files read), not what the cache held.
    @Test func filesChangedBeforeTheSyncAreNotToldAsItsChanges() throws {
        let folders = try settledFolders(2, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo"), ("c.ics", "c", "Charlie")])
        for folder in folders {
            try folder.write(Self.calendar(uid: "a", summary: "Aloha"), to: "a.ics")
            #expect(unlink(folder.path + "/c.ics") == 0)
        }
        let sync = { (folder: VdirTestFolder) in
            try folder.write(Self.calendar(uid: "b", summary: "Bravissimo"), to: "b.ics")
        }
        let (_, changes) = try folders[0].store().changes(during: { try sync(folders[0]) })
        #expect(lines(changes) == ["~ 2 Bravissimo"])
        let (_, whole) = try folders[1].store().changesThroughFetch(during: { try sync(folders[1]) })
        #expect(changes == whole)
    }

    @Test func anOutsideEditOfTheSameSizeWithItsModificationTimePutBackIsSeen() throws {
        let folder = try settledFolders(1, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo")])[0]
        let (_, changes) = try folder.store().changes(during: {
            try rewriteInPlace(folder, "a.ics", uid: "a", summary: "Aloha")
        })
        #expect(lines(changes) == ["~ 1 Aloha"])
    }

    /// A file changed just before the snapshot, then rewritten in place during the sync with
    /// its whole stamp as the snapshot recorded it (a coarse clock's tick): read again, as the
    /// cache's racy margin says (`VdirCacheRacyMarginTests`).
    @Test func aFileChangedWithinTheRacyMarginOfTheSnapshotIsReadAgainWhateverItsStamp() throws {
        let folder = try settledFolders(1, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo")])[0]
        try rewriteInPlace(folder, "a.ics", uid: "a", summary: "Aloha")
        let edited = try stamp(folder, "a.ics")
        let records = try #require(VdirCache.read(in: VdirFolder(path: FilePath(folder.path)), zone: "Europe/Paris")?.records)
        // The snapshot as a read that started a nanosecond after the edit records it, with the
        // item it found then ("Alpha" again: the rewrite came in the same tick).
        let recorded = records.map { record in
            record.name == Array("a.ics".utf8) ? VdirCacheRecord(name: record.name, stamp: edited, content: record.content) : record
        }
        func snapshot(readStart: Int64) throws -> VdirCache {
            let bytes = VdirCache.bytes(of: recorded, zone: "Europe/Paris", readStart: readStart, indexKey: nil)
            return try #require(VdirCache.decode(bytes, zone: "Europe/Paris", writtenAt: readStart + 3_600 * Self.second))
        }
        func change(against snapshot: VdirCache) -> [String] {
            var reader = VdirFileReader(folder: VdirFolder(path: FilePath(folder.path)), localZone: .system, timeZoneVariable: nil,
                                        usingCache: true, snapshot: snapshot)
            defer { reader.finish() }
            return Array("a.ics\0".utf8).withUnsafeBufferPointer { name in
                switch reader.change(of: UnsafeBufferPointer(rebasing: name[..<5]), id: { _ in 1 }) {
                case .same: return ["same"]
                case .touched(let before, .todo(_, let item, _)?):
                    let was = before.flatMap { snapshot.record(of: $0) }.map { record -> String in
                        guard case .todo(_, let item) = record.content else { return "unusable" }
                        return item.name
                    }
                    return [was ?? "none", item.name]
                case .touched: return ["touched, not a todo"]
                }
            }
        }
        #expect(try change(against: snapshot(readStart: edited.changedNanosecondsSinceEpoch + 1)) == ["Alpha", "Aloha"])
        // The same stamp from a read long after the edit is trusted: only the margin reads it again.
        #expect(try change(against: snapshot(readStart: edited.changedNanosecondsSinceEpoch + 3 * Self.second)) == ["same"])
    }

    @Test func twoFilesWithOneUIDAreToldAsAWholeReadTellsThem() throws {
        let folders = try settledFolders(2, [("a.ics", "a", "Alpha"), ("b.ics", "b", "Bravo")])
        let sync = { (folder: VdirTestFolder) in
            try folder.write(Self.calendar(uid: "b", summary: "Bravo again"), to: "0-b.ics")
            #expect(unlink(folder.path + "/a.ics") == 0)
        }
        let (_, changes) = try folders[0].store().changes(during: { try sync(folders[0]) })
        #expect(lines(changes) == ["~ 2 Bravo again", "- 1 Alpha"])
        let (_, whole) = try folders[1].store().changesThroughFetch(during: { try sync(folders[1]) })
        #expect(changes == whole)
    }

    @Test func withoutACacheTheWholeListIsReadBeforeAndAfter() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "a.ics")
        let (_, changes) = try folder.store().changes(during: {
            try folder.write(Self.calendar(uid: "b", summary: "Bravo"), to: "b.ics")
        })
        #expect(lines(changes) == ["+ 2 Bravo"])
    }

    @Test func aFolderMadeByTheSyncHasEveryItemNew() throws {
        let folder = try VdirTestFolder()
        let store = VdirDataStore(folder: FilePath(folder.path + "/calendar"), warn: { _ in })
        let (_, changes) = try store.changes(during: {
            try FileManager.default.createDirectory(atPath: folder.path + "/calendar", withIntermediateDirectories: false)
            try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "calendar/a.ics")
        })
        #expect(lines(changes) == ["+ 1 Alpha"])
    }
}

import Foundation
import Glibc
import Synchronization
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem
import TodoTestSupport

/// The folder store's cache (`todo-cache`): a folder at rest is listed from it, and a file
/// changed, added or removed is always seen, whatever its stamp looks like.
@Suite struct VdirCacheTests {
    private static func calendar(uid: String, summary: String, extra: String = "") -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//app//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "SUMMARY:\(summary)\r\n\(extra)END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private func names(_ store: VdirDataStore) throws -> [String] {
        try store.fetch().items.map(\.name)
    }

    private func stamp(_ folder: VdirTestFolder, _ name: String) throws -> FileStamp {
        var status = stat()
        #expect(lstat(folder.path + "/" + name, &status) == 0)
        return FileStamp(status)
    }

    /// The cache as the store would read it now.
    private func cache(_ folder: VdirTestFolder) -> VdirCache? {
        VdirCache.read(in: VdirFolder(path: FilePath(folder.path)), zone: "Europe/Paris")
    }

    /// Writes a cache whose record for `name` says the item is called `forgedName`: were the
    /// store to list it, the listing came from the cache.
    private func forge(_ folder: VdirTestFolder, _ name: String, as forgedName: String) throws {
        let records = try #require(cache(folder)).records.map { record in
            guard record.name == Array(name.utf8), case .todo(let uid, var item) = record.content else { return record }
            item.name = forgedName
            return VdirCacheRecord(name: record.name, stamp: record.stamp, content: .todo(uid: uid, item: item))
        }
        let bytes = VdirCache.bytes(of: records, zone: "Europe/Paris", readStart: FileStamp.nowNanosecondsSinceEpoch())
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
    }

    /// Two items, listed once (the cache is made), left alone until the cache may trust them,
    /// and listed again so that it does.
    private func settledFolder() throws -> VdirTestFolder {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "a.ics")
        try folder.write(Self.calendar(uid: "b", summary: "Bravo"), to: "b.ics")
        #expect(try names(folder.store()) == ["Alpha", "Bravo"])
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try names(folder.store()) == ["Alpha", "Bravo"])
        return folder
    }

    @Test func aSettledFolderIsListedFromTheCacheAndTheCacheIsNotRewritten() throws {
        let folder = try settledFolder()
        try forge(folder, "a.ics", as: "From the cache")
        let written = try stamp(folder, "todo-cache")
        #expect(try names(folder.store()) == ["From the cache", "Bravo"])
        #expect(try names(folder.store()) == ["From the cache", "Bravo"])
        #expect(try stamp(folder, "todo-cache") == written)
        #expect(folder.names == [".todo.lock", "a.ics", "b.ics", "todo-cache", "todo-ids"])
    }

    @Test func aFileRewrittenInPlaceWithItsModificationTimePutBackIsSeen() throws {
        let folder = try settledFolder()
        let path = folder.path + "/a.ics"
        let before = try stamp(folder, "a.ics")
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        let bytes = Array(Self.calendar(uid: "a", summary: "Aloha").utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        var times = [timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds)),
                     timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds))]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try stamp(folder, "a.ics")
        let (old, new) = (before.identity, after.identity)
        #expect(new.inode == old.inode && new.size == old.size && new.modifiedSeconds == old.modifiedSeconds
            && new.modifiedNanoseconds == old.modifiedNanoseconds)
        #expect(try names(folder.store()) == ["Aloha", "Bravo"])
    }

    @Test func aFileReplacedByRenameInTheSameSecondIsSeen() throws {
        let folder = try settledFolder()
        let before = try stamp(folder, "a.ics")
        try folder.write(Self.calendar(uid: "a", summary: "Aloha"), to: "a.ics.new")
        var times = [timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds)),
                     timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds))]
        #expect(utimensat(AT_FDCWD, folder.path + "/a.ics.new", &times, 0) == 0)
        #expect(rename(folder.path + "/a.ics.new", folder.path + "/a.ics") == 0)
        #expect(try names(folder.store()) == ["Aloha", "Bravo"])
    }

    @Test func anAddedAndARemovedFileAreSeen() throws {
        let folder = try settledFolder()
        try folder.write(Self.calendar(uid: "c", summary: "Charlie"), to: "c.ics")
        #expect(unlink(folder.path + "/a.ics") == 0)
        #expect(try names(folder.store()) == ["Bravo", "Charlie"])
        #expect(cache(folder)?.records.map { String(decoding: $0.name, as: UTF8.self) } == ["b.ics", "c.ics"])
    }

    @Test func aChangeStartsFromTheFileNeverFromTheCache() throws {
        let folder = try settledFolder()
        let extra = "X-PHONE-COLOR:blue\r\n"
        try folder.write(Self.calendar(uid: "a", summary: "Alpha", extra: extra), to: "a.ics")
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try names(folder.store()) == ["Alpha", "Bravo"])
        // A cache that says otherwise, trusted for the file as it is now.
        try forge(folder, "a.ics", as: "From the cache")
        #expect(try names(folder.store()) == ["From the cache", "Bravo"])
        try folder.store().changeItems(ids: [1]) { changes in
            var item = try #require(changes.item(id: 1))
            #expect(item.name == "Alpha")
            item.note = "Call first"
            changes.replace(item)
        }
        let text = try #require(folder.text("a.ics"))
        #expect(text.contains("SUMMARY:Alpha\r\n") && text.contains(extra) && text.contains("DESCRIPTION:Call first\r\n"))
        #expect(try folder.store().fetch().items.map(\.name) == ["Alpha", "Bravo"])
    }

    @Test func aCacheThatCannotBeReadIsMadeAgain() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "a.ics")
        for garbage in ["", "todo-cache 999\n", "todo-cache 1\nnot a record\n0\n"] {
            try folder.write(garbage, to: "todo-cache")
            #expect(try names(folder.store()) == ["Alpha"])
            #expect(cache(folder)?.records.count == 1)
        }
        #expect(folder.names == [".todo.lock", "a.ics", "todo-cache", "todo-ids"])
    }

    @Test func aCacheOfAnotherTimeZoneIsPassedOver() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha", extra: "DUE:20261124T090000Z\r\n"), to: "a.ics")
        let paris = LocalZone.rules(try #require(ZoneInfoDatabase.rules(named: "Europe/Paris")))
        let tokyo = LocalZone.rules(try #require(ZoneInfoDatabase.rules(named: "Asia/Tokyo")))
        let store = { (zone: LocalZone) in VdirDataStore(folder: FilePath(folder.path), localZone: zone, warn: { _ in }) }
        #expect(try store(paris).fetch().items.map(\.due) == [DueDate(iso: "2026-11-24T10:00")])
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try store(tokyo).fetch().items.map(\.due) == [DueDate(iso: "2026-11-24T18:00")])
        #expect(try store(paris).fetch().items.map(\.due) == [DueDate(iso: "2026-11-24T10:00")])
    }

    @Test func aFileThatIsNoUsableTodoIsNamedEveryTimeFromTheCache() throws {
        let folder = try VdirTestFolder()
        try folder.write("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n", to: "event.ics")
        try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "a.ics")
        #expect(try names(folder.store()) == ["Alpha"])
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try names(folder.store()) == ["Alpha"])
        #expect(try names(folder.store()) == ["Alpha"])
        let warning = "skipped \(folder.path)/event.ics: it holds no VTODO"
        #expect(folder.warnings.withLock { $0 } == [warning, warning, warning], "once for each store, as for each run")
        #expect(cache(folder)?.records.map(\.content).last == .unusable(reason: "it holds no VTODO"))
    }

    @Test func aReadOnlyFolderStillLists() throws {
        guard TmpfsMount.problem == nil else { return }
        let mount = try TmpfsMount(size: 1 << 20)
        defer { mount.unmount() }
        try Data(Self.calendar(uid: "a", summary: "Alpha").utf8).write(to: URL(fileURLWithPath: mount.at("a.ics")))
        try Data("next 2\n1 a\n".utf8).write(to: URL(fileURLWithPath: mount.at("todo-ids")))
        try mount.remountReadOnly()
        let warnings = Mutex<[String]>([])
        let store = VdirDataStore(folder: FilePath(mount.path), warn: { text in warnings.withLock { $0.append(text) } })
        #expect(try store.fetch().items.map(\.name) == ["Alpha"])
        #expect(try store.fetch().items.map(\.name) == ["Alpha"])
        #expect(mount.names() == ["a.ics", "todo-ids"])
        #expect(warnings.withLock { $0 } == [])
    }

    @Test func aRecordReadsBackAsWritten() throws {
        let stamp = FileStamp(device: 2049, inode: .max, size: 512, modifiedSeconds: -5, modifiedNanoseconds: 999_999_999,
                              changedSeconds: 1_795_000_000, changedNanoseconds: 1)
        let item = TodoItem(id: 0, name: "Pay: 3 €\nnow \\ 1:2 - ", due: DueDate(iso: "2026-11-24T09:30"),
                            every: RepeatRule(.step(count: 1, unit: .month), anchorDay: 31), done: "2026-11-20T18:02:11Z",
                            uid: "x,y;z", priority: .low, note: "")
        let records = [VdirCacheRecord(name: [0xE9, 0x0A, 0x20], stamp: stamp, content: .todo(uid: "x\\,y\\;z", item: item)),
                       VdirCacheRecord(name: Array("b.ics".utf8), stamp: stamp,
                                       content: .todo(uid: "b", item: TodoItem(id: 0, name: "", due: nil))),
                       VdirCacheRecord(name: Array("c.ics".utf8), stamp: stamp, content: .unusable(reason: "line 2: bad"))]
        let bytes = VdirCache.bytes(of: records, zone: "Europe/Paris", readStart: 7)
        let folder = try VdirTestFolder()
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
        #expect(cache(folder)?.records == records)
        var changed = bytes
        changed[bytes.count / 2] ^= 1
        try Data(changed).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
        #expect(cache(folder) == nil, "a cache that is not what was written is passed over")
    }

    @Test func aRecordIsTrustedOnlyForItsStampAndOnlyWhenItsFileHadSettled() {
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0,
                              changedSeconds: 100, changedNanoseconds: 0)
        let record = VdirCacheRecord(name: Array("a.ics".utf8), stamp: stamp, content: .unusable(reason: "r"))
        let settled = VdirCache(records: [record], trustedBefore: 100_000_000_001)
        #expect(settled.trusts(record, for: stamp))
        #expect(!VdirCache(records: [record], trustedBefore: 100_000_000_000).trusts(record, for: stamp))
        let others = [
            FileStamp(device: 9, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 9, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 9, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 99, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 1, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 99, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 5),
        ]
        for other in others { #expect(!settled.trusts(record, for: other)) }
    }
}

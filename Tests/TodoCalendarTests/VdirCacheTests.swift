import Foundation
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

    /// What `todo list --all` lists: the open items, through the cache alone when it can.
    private func openNames(_ store: VdirDataStore) throws -> [String] {
        try store.fetchOpenItems(dueThrough: nil).items.map(\.name)
    }

    private func stamp(_ folder: VdirTestFolder, _ name: String) throws -> FileStamp {
        var status = FileStatus()
        #expect(lstat(folder.path + "/" + name, &status) == 0)
        return FileStamp(status)
    }

    /// The cache as the store would read it now.
    private func cache(_ folder: VdirTestFolder) -> VdirCache? {
        VdirCache.read(in: VdirFolder(path: FilePath(folder.path)), zone: "Europe/Paris")
    }

    /// The records of the cache as the store would read it now.
    private func records(_ folder: VdirTestFolder) -> [VdirCacheRecord]? {
        cache(folder)?.records ?? nil
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
        try folder.forgeCache("a.ics", as: "From the cache")
        let written = try stamp(folder, "todo-cache")
        #expect(try names(folder.store()) == ["From the cache", "Bravo"])
        #expect(try openNames(folder.store()) == ["From the cache", "Bravo"])
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
        #expect(try openNames(folder.store()) == ["Aloha", "Bravo"])
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
        #expect(try openNames(folder.store()) == ["Aloha", "Bravo"])
        #expect(try names(folder.store()) == ["Aloha", "Bravo"])
    }

    @Test func anAddedAndARemovedFileAreSeen() throws {
        let folder = try settledFolder()
        try folder.write(Self.calendar(uid: "c", summary: "Charlie"), to: "c.ics")
        #expect(unlink(folder.path + "/a.ics") == 0)
        #expect(try openNames(folder.store()) == ["Bravo", "Charlie"])
        #expect(try names(folder.store()) == ["Bravo", "Charlie"])
        #expect(records(folder)?.map { String(decoding: $0.name, as: UTF8.self) } == ["b.ics", "c.ics"])
    }

    @Test func aListingOfOpenItemsFromTheCacheIsWhatTheWholeListSays() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha", extra: "STATUS:COMPLETED\r\nCOMPLETED:20261101T090000Z\r\n"), to: "a.ics")
        try folder.write(Self.calendar(uid: "b", summary: "Bravo", extra: "DUE;VALUE=DATE:20261130\r\n"), to: "b.ics")
        try folder.write(Self.calendar(uid: "c", summary: "Charlie"), to: "c.ics")
        try folder.write(Self.calendar(uid: "d", summary: "Delta", extra: "DUE;VALUE=DATE:20261124\r\n"), to: "d.ics")
        let expected = OpenItems(items: try folder.store().fetch().items.filter { $0.name == "Delta" }, laterCount: 1, undatedCount: 1)
        let through = LocalDate(iso: "2026-11-25")
        #expect(try folder.store().fetchOpenItems(dueThrough: through) == expected)
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try folder.store().fetchOpenItems(dueThrough: through) == expected)
        let written = try stamp(folder, "todo-cache")
        #expect(try folder.store().fetchOpenItems(dueThrough: through) == expected)
        #expect(try openNames(folder.store()) == ["Bravo", "Charlie", "Delta"])
        #expect(try stamp(folder, "todo-cache") == written, "a folder at rest is listed from the cache")
    }

    @Test func aDoneItemReopenedInPlaceWithItsModificationTimePutBackIsListed() throws {
        let folder = try VdirTestFolder()
        let doneLines = "STATUS:COMPLETED\r\nCOMPLETED:20261101T090000Z\r\n"
        try folder.write(Self.calendar(uid: "a", summary: "Alpha", extra: doneLines), to: "a.ics")
        try folder.write(Self.calendar(uid: "b", summary: "Bravo"), to: "b.ics")
        #expect(try openNames(folder.store()) == ["Bravo"])
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try openNames(folder.store()) == ["Bravo"])
        let path = folder.path + "/a.ics"
        let before = try stamp(folder, "a.ics")
        // The same size: the done lines become an open status and a filler of their length.
        let openLines = "STATUS:NEEDS-ACTION\r\nX-PAD:\r\n"
        let filler = String(repeating: "x", count: doneLines.utf8.count - openLines.utf8.count)
        let reopened = Array(Self.calendar(uid: "a", summary: "Alpha", extra: "STATUS:NEEDS-ACTION\r\nX-PAD:\(filler)\r\n").utf8)
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        #expect(write(descriptor, reopened, reopened.count) == reopened.count)
        close(descriptor)
        var times = [timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds)),
                     timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds))]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try stamp(folder, "a.ics")
        #expect(after.identity == before.identity, "the same inode, size and modification time")
        let open = try folder.store().fetchOpenItems(dueThrough: nil).items
        #expect(open.map(\.name) == ["Alpha", "Bravo"] && open.map(\.id) == [1, 2])
    }

    @Test func aFileNewToTheIndexGetsTheIdAWholeListingWouldGive() throws {
        let folder = try settledFolder()
        try folder.write(Self.calendar(uid: "c", summary: "Charlie"), to: "c.ics")
        let open = try folder.store().fetchOpenItems(dueThrough: nil).items
        #expect(open.map(\.name) == ["Alpha", "Bravo", "Charlie"] && open.map(\.id) == [1, 2, 3])
        #expect(folder.text("todo-ids") == "next 4\n1 a\n2 b\n3 c\n")
    }

    @Test func idsComeFromTheIndexAsItIsNotAsTheCacheRecorded() throws {
        let folder = try settledFolder()
        try folder.write("next 2000000001\n7 b\n2000000000 a\n", to: "todo-ids")
        #expect(try folder.store().fetchOpenItems(dueThrough: nil).items.map(\.id) == [7, 2_000_000_000])
        #expect(try folder.store().fetchOpenItems(dueThrough: nil).items.map(\.name) == ["Bravo", "Alpha"])
        #expect(try folder.store().fetch().items.map(\.id) == [7, 2_000_000_000])
    }

    @Test func twoFilesWithOneUIDAreListedAsTheWholeListSaysEvenFromTheCache() throws {
        let folder = try settledFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha again"), to: "z.ics")
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try openNames(folder.store()) == ["Alpha", "Bravo"])
        #expect(try openNames(folder.store()) == ["Alpha", "Bravo"])
        #expect(folder.warnings.withLock { $0 } == Array(repeating: "skipped \(folder.path)/z.ics: its UID is also the UID of a.ics", count: 2))
    }

    @Test func aFileJustChangedIsReadEachTimeWithoutRewritingTheCacheUntilItSettles() throws {
        let folder = try settledFolder()
        let written = try stamp(folder, "todo-cache")
        try folder.write(Self.calendar(uid: "b", summary: "Bravissimo"), to: "b.ics")
        #expect(try openNames(folder.store()) == ["Alpha", "Bravissimo"])
        #expect(try openNames(folder.store()) == ["Alpha", "Bravissimo"])
        #expect(try stamp(folder, "todo-cache") == written, "a record made now would not be trusted next time")
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try openNames(folder.store()) == ["Alpha", "Bravissimo"])
        let rewritten = try stamp(folder, "todo-cache")
        #expect(rewritten != written)
        try folder.forgeCache("b.ics", as: "From the cache")
        #expect(try openNames(folder.store()) == ["Alpha", "From the cache"])
    }

    @Test func anIdFoundInTheIndexBytesIsTheOneTheIndexGives() {
        let bytes = Array("next 9\n0 a\nx a\nnext a\n4 a\n5 a\n6 b c\n\n7 d\n".utf8)
        let index = VdirIDIndex(bytes: bytes)
        for uid in ["a", "b c", "d", "e", "", "next"] {
            #expect(VdirIDIndex.id(of: uid, in: bytes) == .some(index.id(of: uid)))
        }
        #expect(VdirIDIndex.id(of: "é", in: Array("next 2\n1 é\n".utf8)) == .none, "not ASCII: the whole index reads it")
    }

    @Test func anItemAddedByTodoLeavesTheOthersListedFromTheCache() throws {
        let folder = try settledFolder()
        try folder.forgeCache("a.ics", as: "From the cache")
        _ = try folder.store().addItem { id in TodoItem(id: id, name: "Charlie", due: nil) }
        let open = try folder.store().fetchOpenItems(dueThrough: nil).items
        #expect(open.map(\.name) == ["From the cache", "Bravo", "Charlie"] && open.map(\.id) == [1, 2, 3])
    }

    @Test func theCachesIdsHoldOnlyWhileTheIndexStartsWithTheirLinesWhole() {
        let cache = { (index: String) in
            VdirCache(trustedBefore: 0, indexKey: VdirCache.indexKey(of: Array(index.utf8)), source: [], recordsStart: 0, recordsEnd: 0)
        }
        let holds = { (cache: VdirCache, index: String?) in cache.idsHold(forIndex: index.map { Array($0.utf8) }) }
        let twoLines = cache("next 3\n1 a\n2 b\n")
        #expect(holds(twoLines, "next 3\n1 a\n2 b\n"))
        #expect(holds(twoLines, "next 4\n1 a\n2 b\n3 c\n"), "a line added at the end, as todo adds an id")
        #expect(!holds(twoLines, "next 3\n2 a\n1 b\n"))
        #expect(holds(twoLines, "1 a\n2 b\n"), "the next line gives no id")
        #expect(!holds(twoLines, nil))
        #expect(!holds(cache("next 3\n1 a\n2 b"), "next 4\n1 a\n2 bc\n"), "a line made longer is another line")
        #expect(!VdirCache(trustedBefore: 0, indexKey: nil, source: [], recordsStart: 0, recordsEnd: 0).idsHold(forIndex: []))
    }

    @Test func aChangeStartsFromTheFileNeverFromTheCache() throws {
        let folder = try settledFolder()
        let extra = "X-PHONE-COLOR:blue\r\n"
        try folder.write(Self.calendar(uid: "a", summary: "Alpha", extra: extra), to: "a.ics")
        try CacheSettling.waitUntilSettled(folder.path)
        #expect(try names(folder.store()) == ["Alpha", "Bravo"])
        // A cache that says otherwise, trusted for the file as it is now.
        try folder.forgeCache("a.ics", as: "From the cache")
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
            #expect(records(folder)?.count == 1)
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
        #expect(records(folder)?.map(\.content).last == .unusable(reason: "it holds no VTODO"))
    }

    @Test(.needs(.tmpfs)) func aReadOnlyFolderStillLists() throws {
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
        var item = TodoItem(id: 3, name: "Pay: 3 €\nnow \\ 1:2 - ", due: DueDate(iso: "2026-11-24T09:30"),
                            every: RepeatRule(.step(count: 1, unit: .month), anchorDay: 31), done: "2026-11-20T18:02:11Z",
                            uid: "x,y;z", priority: .low, note: "")
        // Every other plain field of the table in its slot too (the url, ...).
        for field in ItemField.texts where item[spelling: field] == nil { item[spelling: field] = "https://x.example/" + field.name + "?a=1,b;c" }
        #expect(item.texts.url == "https://x.example/url?a=1,b;c")
        let records = [VdirCacheRecord(name: [0xE9, 0x0A, 0x20], stamp: stamp, content: .todo(uid: "x\\,y\\;z", item: item)),
                       VdirCacheRecord(name: Array("b.ics".utf8), stamp: stamp,
                                       content: .todo(uid: "b", item: TodoItem(id: 4, name: "", due: nil))),
                       VdirCacheRecord(name: Array("c.ics".utf8), stamp: stamp, content: .unusable(reason: "line 2: bad"))]
        let bytes = VdirCache.bytes(of: records, zone: "Europe/Paris", readStart: 7, indexKey: "5-5eed")
        let folder = try VdirTestFolder()
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
        #expect(self.records(folder) == records)
        #expect(cache(folder)?.indexKey == "5-5eed")
        var changed = bytes
        changed[bytes.count / 2] ^= 1
        try Data(changed).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
        #expect(cache(folder) == nil, "a cache that is not what was written is passed over")
    }

    @Test func aRecordIsTrustedOnlyForItsStampAndOnlyWhenItsFileHadSettled() {
        let stamp = FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0,
                              changedSeconds: 100, changedNanoseconds: 0)
        let record = VdirCacheRecord(name: Array("a.ics".utf8), stamp: stamp, content: .unusable(reason: "r"))
        let cache = { (trustedBefore: Int64) in
            VdirCache(trustedBefore: trustedBefore, indexKey: nil, source: [], recordsStart: 0, recordsEnd: 0)
        }
        let settled = cache(100_000_000_001)
        #expect(settled.trusts(record.stamp, for: stamp))
        #expect(!cache(100_000_000_000).trusts(record.stamp, for: stamp))
        let others = [
            FileStamp(device: 9, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 9, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 9, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 99, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 1, changedSeconds: 100, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 99, changedNanoseconds: 0),
            FileStamp(device: 1, inode: 2, size: 3, modifiedSeconds: 100, modifiedNanoseconds: 0, changedSeconds: 100, changedNanoseconds: 5),
        ]
        for other in others { #expect(!settled.trusts(record.stamp, for: other)) }
    }
}

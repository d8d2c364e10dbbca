import Foundation
import Testing
@testable import TodoCalendar
import TodoCore
import TodoFileSystem
import TodoTestSupport

/// The folder cache's "racily clean" rule: a record is trusted only for a file that last
/// changed at least two seconds (`VdirCache.racyMargin`) before the run that recorded it
/// started reading, or before the cache file itself changed if that is earlier. On a file
/// system with a coarse clock, a file rewritten in the same tick keeps its whole stamp; only
/// the margin makes the next listing read it again.
@Suite struct VdirCacheRacyMarginTests {
    private static let second: Int64 = 1_000_000_000

    private static func calendar(uid: String, summary: String) -> String {
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//app//EN\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
            + "SUMMARY:\(summary)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private func stamp(_ path: String) throws -> FileStamp {
        var status = FileStatus()
        try #require(lstat(path, &status) == 0)
        return FileStamp(status)
    }

    /// A file's stamp whose modification and change times are `nanoseconds` since 1970.
    private func stamp(changedAt nanoseconds: Int64) -> FileStamp {
        FileStamp(device: 1, inode: 2, size: 3,
                  modifiedSeconds: nanoseconds / Self.second, modifiedNanoseconds: nanoseconds % Self.second,
                  changedSeconds: nanoseconds / Self.second, changedNanoseconds: nanoseconds % Self.second)
    }

    /// Writes `records` as the cache of a run that started reading at `readStart`, and reads
    /// it back as the store would; with the cache file's own change time.
    private func writeAndRead(_ records: [VdirCacheRecord], readStart: Int64, indexKey: String? = nil,
                              in folder: VdirTestFolder) throws -> (cache: VdirCache, writtenAt: Int64) {
        let bytes = VdirCache.bytes(of: records, zone: "Europe/Paris", readStart: readStart, indexKey: indexKey)
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/todo-cache"))
        let writtenAt = try stamp(folder.path + "/todo-cache").changedNanosecondsSinceEpoch
        let cache = try #require(VdirCache.read(in: VdirFolder(path: FilePath(folder.path)), zone: "Europe/Paris"))
        return (cache, writtenAt)
    }

    /// Which of the changes `offsets` (nanoseconds from `start`) the cache trusts a record of.
    private func trusted(_ cache: VdirCache, from start: Int64, _ offsets: [Int64]) -> [Int64] {
        offsets.filter { offset in
            let recorded = stamp(changedAt: start + offset)
            return cache.trusts(recorded, for: recorded)
        }
    }

    @Test func aRecordIsNotTrustedForAFileThatChangedLessThanTwoSecondsBeforeTheRunThatRecordedItStartedReading() throws {
        let folder = try VdirTestFolder()
        // Long before the cache file is written: the run's start is what counts.
        let readStart: Int64 = 1_700_000_000 * Self.second
        let (cache, writtenAt) = try writeAndRead([], readStart: readStart, in: folder)
        try #require(writtenAt > readStart)
        let offsets = [-10 * Self.second, -2 * Self.second - 1, -2 * Self.second, -Self.second, -1, 0, 1]
        #expect(trusted(cache, from: readStart, offsets) == [-10 * Self.second, -2 * Self.second - 1],
                "a change within the two seconds before the run started reading may hide another in the same tick")
    }

    @Test func aRecordIsNotTrustedForAFileThatChangedLessThanTwoSecondsBeforeTheCacheFileDidWhenThatIsEarlier() throws {
        let folder = try VdirTestFolder()
        // This machine's clock an hour ahead of the file system's (a network file system's server).
        let readStart = FileStamp.nowNanosecondsSinceEpoch() + 3_600 * Self.second
        let (cache, writtenAt) = try writeAndRead([], readStart: readStart, in: folder)
        let offsets = [-10 * Self.second, -2 * Self.second - 1, -2 * Self.second, -Self.second, -1, 0]
        #expect(trusted(cache, from: writtenAt, offsets) == [-10 * Self.second, -2 * Self.second - 1])
    }

    /// The racy case as a listing meets it: the cache recorded `Alpha` for a file whose stamp,
    /// as a coarse clock shows it, is still exactly what it recorded, though the file was
    /// rewritten in place (`Aloha`, the same size, its modification time put back) in the same
    /// tick. Here the clock is fine, so the record is written with the file's new stamp, from
    /// a run that started reading a nanosecond after that change.
    @Test func aFileRewrittenWithItsWholeStampUnchangedWithinTwoSecondsOfTheCachesRunIsReadAgain() throws {
        let folder = try VdirTestFolder()
        try folder.write(Self.calendar(uid: "a", summary: "Alpha"), to: "a.ics")
        try folder.write(Self.calendar(uid: "b", summary: "Bravo"), to: "b.ics")
        #expect(try folder.store().fetch().items.map(\.name) == ["Alpha", "Bravo"])
        let recorded = try #require(VdirCache.read(in: VdirFolder(path: FilePath(folder.path)), zone: "Europe/Paris"))
        let records = try #require(recorded.records)
        #expect(records.map(\.name) == [Array("a.ics".utf8), Array("b.ics".utf8)])

        let path = folder.path + "/a.ics"
        let before = try stamp(path)
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        let rewritten = Array(Self.calendar(uid: "a", summary: "Aloha").utf8)
        #expect(write(descriptor, rewritten, rewritten.count) == rewritten.count)
        close(descriptor)
        let modified = timespec(tv_sec: Int(before.identity.modifiedSeconds), tv_nsec: Int(before.identity.modifiedNanoseconds))
        var times = [modified, modified]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let after = try stamp(path)
        #expect(after.identity == before.identity, "the same device, inode, size and modification time")

        let stale = records.map { record in
            record.name == Array("a.ics".utf8) ? VdirCacheRecord(name: record.name, stamp: after, content: record.content) : record
        }
        let readStart = after.changedNanosecondsSinceEpoch + 1
        // The cache file changes after the file did (a coarse clock can give both one tick:
        // written again until it moves on), so that without the margin the record is trusted.
        let giveUp = FileStamp.nowNanosecondsSinceEpoch() + 60 * Self.second
        var written = try writeAndRead(stale, readStart: readStart, indexKey: recorded.indexKey, in: folder)
        while written.writtenAt <= after.changedNanosecondsSinceEpoch {
            try #require(FileStamp.nowNanosecondsSinceEpoch() < giveUp, "the cache file's change time never moved past the file's")
            written = try writeAndRead(stale, readStart: readStart, indexKey: recorded.indexKey, in: folder)
        }
        #expect(written.cache.records == stale)

        #expect(try folder.store().fetchOpenItems(dueThrough: nil).items.map(\.name) == ["Aloha", "Bravo"])
        #expect(try folder.store().fetch().items.map(\.name) == ["Aloha", "Bravo"])
    }
}

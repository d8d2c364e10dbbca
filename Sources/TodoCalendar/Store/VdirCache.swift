import TodoCore
import TodoFileSystem

/// `todo-cache` in the folder: what the last listing found in each `.ics` file, so that a
/// folder of ten thousand items is listed without reading them all. A name with no extension,
/// like the id index: vdir programs pass over it and vdirsyncer does not sync it, so each
/// machine keeps its own, and it records this machine's files (their inodes).
///
/// Only ever a shortcut: a record is trusted for a file only while the file's name, device,
/// inode, size, modification and change times are what it recorded, and only when the file
/// had last changed a moment (`racyMargin`) before the run that recorded it started reading
/// (git's "racily clean" rule: a file changed again within the same tick of the clock would
/// show the same stamp). A cache that is missing, unreadable, of another version, for another
/// time zone (a `DUE` with `TZID` is read into local time) or not what was written (its hash)
/// is passed over, and made again.
///
/// The layout: `todo-cache 1`, the time zone's name, when the run that wrote it started
/// reading, then one line per file (`VdirCacheCoder`), sorted by name as the folder is read;
/// last, the FNV-1a hash of everything before it.
struct VdirCache {
    static let fileName = Array("todo-cache".utf8)
    private static let magic = Array("todo-cache 1\n".utf8)

    /// Nanoseconds: a file that changed less than this before the cache's run started reading
    /// is read again. Wide enough for the coarsest clock of a file system `todo` meets (FAT's
    /// two seconds) and for the time between the stamp and the cache's own writing.
    static let racyMargin: Int64 = 2_000_000_000

    /// By name, in byte order.
    let records: [VdirCacheRecord]
    /// A record is trusted only for a file that last changed before this (nanoseconds since 1970).
    let trustedBefore: Int64
    /// The file's bytes, and where each record is in them: writing the cache again copies the
    /// records still trusted instead of encoding them anew.
    private var source: [UInt8] = []
    private var ranges: [Range<Int>] = []

    init(records: [VdirCacheRecord], trustedBefore: Int64) {
        self.records = records
        self.trustedBefore = trustedBefore
    }

    /// The bytes of the record at `place` in `records`, as the file holds them.
    func encoded(_ place: Int) -> ArraySlice<UInt8>? {
        place < ranges.count ? source[ranges[place]] : nil
    }

    /// The cache in `folder`, if there is a usable one for `zone`.
    static func read(in folder: VdirFolder, zone: String) -> VdirCache? {
        var stamp: FileStamp?
        guard let bytes = try? WholeFileReader.bytes(at: folder.file(fileName), policy: .regularFileOnly, stamp: &stamp),
              let stamp else { return nil }
        guard var cache = bytes.withUnsafeBufferPointer({ buffer in
            decode(buffer, zone: zone, writtenAt: stamp.changedNanosecondsSinceEpoch)
        }) else { return nil }
        cache.source = bytes
        return cache
    }

    /// The cache in `buffer`, with where each record is (its `source` is left to the caller).
    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, zone: String, writtenAt: Int64) -> VdirCache? {
        // The hash is the last line; everything before it is what it hashes.
        guard buffer.count > magic.count, buffer.last == UInt8(ascii: "\n"),
              let hashStart = buffer.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }) else { return nil }
        let body = UnsafeBufferPointer(rebasing: buffer[..<hashStart])
        guard String(decoding: buffer[hashStart..<(buffer.count - 1)], as: UTF8.self) == VdirUndoJournal.hash(body),
              body.starts(with: magic) else { return nil }
        var reader = VdirCacheCoder.Reader(bytes: body, position: magic.count)
        guard let zoneName = reader.field(), zoneName.elementsEqual(zone.utf8), let readStart = reader.number(),
              reader.position < body.count, body[reader.position] == UInt8(ascii: "\n") else { return nil }
        reader.position += 1
        var records: [VdirCacheRecord] = []
        var ranges: [Range<Int>] = []
        while !reader.isAtEnd {
            let start = reader.position
            guard let record = reader.record() else { return nil }
            records.append(record)
            ranges.append(start..<reader.position)
        }
        // The file's own change time too: on a network file system, the server's clock.
        var cache = VdirCache(records: records, trustedBefore: min(readStart, writtenAt) - racyMargin)
        cache.ranges = ranges
        return cache
    }

    /// The cache's bytes: `records` sorted by name, found by a run that started reading at
    /// `readStart` (nanoseconds since 1970) in time zone `zone`.
    static func bytes(of records: [VdirCacheRecord], zone: String, readStart: Int64) -> [UInt8] {
        bytes(zone: zone, readStart: readStart) { coder in
            for record in records { coder.append(record) }
        }
    }

    /// The same, with the records put in by `appendRecords`.
    static func bytes(zone: String, readStart: Int64, appendRecords: (inout VdirCacheCoder) -> Void) -> [UInt8] {
        var coder = VdirCacheCoder()
        coder.append(Array(zone.utf8))
        coder.append(readStart)
        var body = magic + coder.bytes
        body.append(UInt8(ascii: "\n"))
        var recordCoder = VdirCacheCoder()
        appendRecords(&recordCoder)
        body += recordCoder.bytes
        body += Array(VdirUndoJournal.hash(body).utf8)
        body.append(UInt8(ascii: "\n"))
        return body
    }

    /// Writes the cache if it can, silently: a folder that cannot be written (read-only, full)
    /// still lists, and reads its files the next time too. The temporary file is hidden and
    /// ends in no `.ics.tmp`, so neither vdir programs nor the store's own clean-up take it
    /// for an item's. Not flushed: a listing does not wait for the disk, and a cache a crash
    /// left empty fails its hash and is made again.
    static func write(_ bytes: [UInt8], in folder: VdirFolder) {
        _ = try? AtomicFileReplacer(path: folder.file(fileName), naming: .hiddenUnique, calls: folder.calls, flushes: false)
            .replace(with: bytes)
    }

    /// Whether `record` may stand for the file whose stamp is now `stamp`.
    func trusts(_ record: VdirCacheRecord, for stamp: FileStamp) -> Bool {
        record.stamp == stamp && stamp.changedNanosecondsSinceEpoch < trustedBefore
    }
}

import TodoCore
import TodoFileSystem

/// `todo-cache` in the folder: what the last listing found in each `.ics` file, so that a
/// folder of ten thousand items is listed without reading them all. A name with no extension,
/// like the id index: vdir programs pass over it and vdirsyncer does not sync it, so each
/// machine keeps its own, and it records this machine's files (their inodes) and ids.
///
/// Only ever a shortcut: a record is trusted for a file only while the file's name, device,
/// inode, size, modification and change times are what it recorded, and only when the file
/// had last changed a moment (`racyMargin`) before the run that recorded it started reading
/// (git's "racily clean" rule: a file changed again within the same tick of the clock would
/// show the same stamp). A record's id is the one the id index gave its `UID`; the cache
/// names the index it took them from by its id lines' length and hash (`indexKey`), and a
/// listing takes ids from the cache only while `todo-ids` still starts with those lines
/// (`idsHold`): `todo` adds an id as a line at the end. A cache that is missing, unreadable, of
/// another version, for another time zone (a `DUE` with `TZID` is read into local time) or not
/// what was written (its hash) is passed over, and made again.
///
/// The layout: `todo-cache 2`, the time zone's name, when the run that wrote it started
/// reading, the id index's key (or `-`), then one line per file (`VdirCacheCoder`), sorted by
/// name as the folder is read; last, the hash (`VdirHash`) of everything before it.
/// Read in place: a record's item is built only when asked for (`record(at:)`).
struct VdirCache {
    static let fileName = Array("todo-cache".utf8)
    /// The format, and the fields of a record in their slots, then the other keys it keeps: a
    /// cache written before a field was added to `ItemField.all` (or a key to
    /// `CalendarItemProperty.otherKeys`) is passed over, not misread.
    private static let magic = Array(("todo-cache 2 " + (ItemField.spelt.map(\.name) + CalendarItemProperty.otherKeys.map(\.key))
        .joined(separator: ",") + "\n").utf8)

    /// Nanoseconds: a file that changed less than this before the cache's run started reading
    /// is read again. Wide enough for the coarsest clock of a file system `todo` meets (FAT's
    /// two seconds) and for the time between the stamp and the cache's own writing.
    static let racyMargin: Int64 = 2_000_000_000

    /// A record is trusted only for a file that last changed before this (nanoseconds since 1970).
    let trustedBefore: Int64
    /// `indexKey` of the id index the records' ids are from; nil when none was.
    let indexKey: String?
    /// The file's bytes; the records are from `recordsStart` to `recordsEnd`.
    let source: [UInt8]
    let recordsStart: Int
    let recordsEnd: Int
    /// Its entries in order, when a read has parsed them already (a snapshot, read again
    /// after a sync: `VdirFileReader.snapshot`); nil, they are parsed as they are read.
    var entries: [VdirCacheEntry]?

    /// The cache in `folder`, if there is a usable one for `zone`.
    static func read(in folder: VdirFolder, zone: String) -> VdirCache? {
        var stamp: FileStamp?
        guard let bytes = try? WholeFileReader.bytes(at: folder.file(fileName), policy: .regularFileOnly, stamp: &stamp),
              let stamp else { return nil }
        return decode(bytes, zone: zone, writtenAt: stamp.changedNanosecondsSinceEpoch)
    }

    /// The cache in `bytes`: its header and hash checked, its records left to be read in turn.
    static func decode(_ bytes: [UInt8], zone: String, writtenAt: Int64) -> VdirCache? {
        // The hash is the last line; everything before it is what it hashes.
        guard bytes.count > magic.count, bytes.last == UInt8(ascii: "\n"),
              let hashStart = bytes.dropLast().lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }) else { return nil }
        let hashMatches = bytes.withUnsafeBufferPointer { buffer in
            String(decoding: buffer[hashStart..<(buffer.count - 1)], as: UTF8.self)
                == VdirHash.text(of: UnsafeBufferPointer(rebasing: buffer[..<hashStart]))
        }
        guard hashMatches, bytes.starts(with: magic) else { return nil }
        var reader = VdirCacheCoder.Reader(bytes: bytes, position: magic.count, end: hashStart)
        guard let zoneName = reader.field(), bytes[zoneName].elementsEqual(zone.utf8), let readStart = reader.number() else { return nil }
        let indexKey: String?
        if reader.position + 1 < hashStart, bytes[reader.position] == UInt8(ascii: "-"), bytes[reader.position + 1] == UInt8(ascii: " ") {
            reader.position += 2
            indexKey = nil
        } else {
            guard let field = reader.field() else { return nil }
            indexKey = String(decoding: bytes[field], as: UTF8.self)
        }
        guard reader.position < hashStart, bytes[reader.position] == UInt8(ascii: "\n") else { return nil }
        // The file's own change time too: on a network file system, the server's clock.
        return VdirCache(trustedBefore: min(readStart, writtenAt) - racyMargin, indexKey: indexKey, source: bytes,
                         recordsStart: reader.position + 1, recordsEnd: hashStart)
    }

    /// The entry that starts at `position` (`recordsStart`, or the end of the one before), or
    /// nil at the end or at a record that is not one (the rest is then not trusted).
    func entry(at position: Int) -> VdirCacheEntry? {
        guard position < recordsEnd else { return nil }
        var reader = VdirCacheCoder.Reader(bytes: source, position: position, end: recordsEnd)
        return reader.entry()
    }

    /// The record of `entry`, its item built; nil if it cannot be read back.
    func record(of entry: VdirCacheEntry) -> VdirCacheRecord? {
        var reader = VdirCacheCoder.Reader(bytes: source, position: entry.range.lowerBound, end: entry.range.upperBound)
        return reader.record()
    }

    /// Where the name of `entry` is in byte order against `name`: below 0 before it, 0 the
    /// same, above 0 after it.
    func order(of entry: VdirCacheEntry, against name: UnsafeBufferPointer<UInt8>) -> Int {
        source.withUnsafeBufferPointer { buffer in
            let count = min(entry.name.count, name.count)
            let order = count == 0 ? 0 : memcmp(buffer.baseAddress! + entry.name.lowerBound, name.baseAddress!, count)
            return order != 0 ? Int(order) : entry.name.count - name.count
        }
    }

    /// Every record, in order; nil if one cannot be read back.
    var records: [VdirCacheRecord]? {
        var records: [VdirCacheRecord] = []
        var position = recordsStart
        while let entry = entry(at: position) {
            guard let record = record(of: entry) else { return nil }
            records.append(record)
            position = entry.range.upperBound
        }
        return position == recordsEnd ? records : nil
    }

    /// The cache's bytes: `records` sorted by name, found by a run that started reading at
    /// `readStart` (nanoseconds since 1970) in time zone `zone`, with ids from the index of
    /// `indexKey`.
    static func bytes(of records: [VdirCacheRecord], zone: String, readStart: Int64, indexKey: String?) -> [UInt8] {
        bytes(zone: zone, readStart: readStart, indexKey: indexKey) { coder in
            for record in records { coder.append(record) }
        }
    }

    /// The same, with the records put in by `appendRecords`.
    static func bytes(zone: String, readStart: Int64, indexKey: String?, appendRecords: (inout VdirCacheCoder) -> Void) -> [UInt8] {
        var coder = VdirCacheCoder()
        coder.append(encoded: magic[...])
        coder.append(Array(zone.utf8))
        coder.append(readStart)
        coder.append(indexKey)
        coder.append(encoded: [UInt8(ascii: "\n")])
        appendRecords(&coder)
        var body = coder.takeBytes()
        body += Array(VdirHash.text(of: body).utf8)
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

    /// What names the id index of `bytes` (the file `todo-ids`) for the cache: its id lines'
    /// length and hash, `<count>-<hash>`.
    static func indexKey(of bytes: [UInt8]) -> String {
        let lines = VdirIDIndex.idLines(of: bytes)
        return String(lines.count) + "-" + bytes.withUnsafeBufferPointer { VdirHash.text(of: UnsafeBufferPointer(rebasing: $0[lines])) }
    }

    /// Whether the records' ids are those the id index of `bytes` gives: its id lines start
    /// with, whole lines, those the ids were taken from. Lines after them give ids to other
    /// `UID`s only (the first line for a `UID` is the one that counts).
    func idsHold(forIndex bytes: [UInt8]?) -> Bool {
        guard let indexKey, let bytes, let dash = indexKey.utf8.firstIndex(of: UInt8(ascii: "-")),
              let count = Int(String(indexKey[..<dash])) else { return false }
        let lines = VdirIDIndex.idLines(of: bytes)
        guard count <= lines.count, count == 0 || bytes[lines.lowerBound + count - 1] == UInt8(ascii: "\n") else { return false }
        let start = lines.lowerBound
        return bytes.withUnsafeBufferPointer { VdirHash.text(of: UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
            == String(indexKey[indexKey.index(after: dash)...])
    }

    /// Whether a record of `recorded` may stand for the file whose stamp is now `stamp`.
    func trusts(_ recorded: FileStamp, for stamp: FileStamp) -> Bool {
        recorded == stamp && stamp.changedNanosecondsSinceEpoch < trustedBefore
    }
}

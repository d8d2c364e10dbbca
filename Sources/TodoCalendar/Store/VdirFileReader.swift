#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TodoCore
import TodoFileSystem

/// Reads the folder's `.ics` files one at a time, in name order, for one read of the store:
/// through the cache (`VdirCache`) for a listing, so that a file whose stamp is what the cache
/// recorded is not opened; every file itself for a change, whose rewrites must start from the
/// file as it is (the properties `todo` does not know are kept from it).
struct VdirFileReader {
    /// What a file holds.
    enum Content {
        /// A usable VTODO: its `UID` as the id index spells it, its item (id 0), and the
        /// whole file when it was read rather than taken from the cache.
        case todo(uid: String, item: TodoItem, calendar: CalendarTodo?)
        /// Passed over, with the warning's last words: not a usable VTODO, or not readable.
        case unusable(reason: String)
    }

    private let folder: VdirFolder
    private let localZone: LocalZone
    /// Nil when every file is read.
    private let cache: VdirCache?
    private let usesCache: Bool
    /// When reading started, for the cache's "racily clean" rule.
    private let readStart: Int64
    /// The next of the cache's records to compare: both go in name order.
    private var cursor = 0
    /// What the cache is to hold after this read: a record of the cache's (by its place), or
    /// a new one.
    private var records: [Either] = []

    private enum Either {
        case cached(Int)
        case new(VdirCacheRecord)
    }
    /// Whether some file was not served from the cache.
    private var readSomeFile = false
    /// The folder, open while the cache is compared with its files.
    private let folderDescriptor: Int32?

    init(folder: VdirFolder, localZone: LocalZone, usingCache: Bool) {
        self.folder = folder
        self.localZone = localZone
        usesCache = usingCache
        // Before the cache is read: a file that changes from here on is not trusted.
        readStart = FileStamp.nowNanosecondsSinceEpoch()
        cache = usingCache ? VdirCache.read(in: folder, zone: Self.zoneKey(localZone)) : nil
        folderDescriptor = cache == nil ? nil : FileStamp.openFolder(folder.path)
    }

    /// Closes the folder; the reader is not used after.
    func finish() {
        if let folderDescriptor { FileStamp.closeFolder(folderDescriptor) }
    }

    /// What the file `name` holds; nil when it is gone (removed since the folder was listed).
    mutating func content(of name: [UInt8]) -> Content? {
        if let folderDescriptor, let record = cachedRecord(named: name),
           let stamp = FileStamp.ofRegularFile(named: name, inFolder: folderDescriptor), cache?.trusts(record, for: stamp) == true {
            records.append(.cached(cursor))
            switch record.content {
            case .todo(let uid, let item): return .todo(uid: uid, item: item, calendar: nil)
            case .unusable(let reason): return .unusable(reason: reason)
            }
        }
        var stamp: FileStamp?
        let bytes: [UInt8]
        do {
            guard let read = try folder.readOrExplain(name, stamp: &stamp) else { return nil }
            bytes = read
        } catch {
            // Not recorded, and no reason to write the cache: why a file cannot be read is
            // no part of its contents, and it is tried again each time.
            return .unusable(reason: error.reason)
        }
        readSomeFile = true
        let content: VdirCacheRecord.Content
        let found: Content
        do {
            let todo = try TodoCalendarCodec.decodeFile(bytes, localZone: localZone)
            content = .todo(uid: CalendarText.escape(todo.uid ?? ""), item: todo.item)
            found = .todo(uid: CalendarText.escape(todo.uid ?? ""), item: todo.item, calendar: todo)
        } catch {
            content = .unusable(reason: error.description)
            found = .unusable(reason: error.description)
        }
        if usesCache, let stamp { records.append(.new(VdirCacheRecord(name: name, stamp: stamp, content: content))) }
        return found
    }

    /// What the cache is tied to: items with a `TZID` or UTC `DUE` are stored in local time,
    /// so a cache made in another zone is not used. The process's own zone is named by `TZ`,
    /// else by the zone file `/etc/localtime` leads to.
    private static func zoneKey(_ zone: LocalZone) -> String {
        if let name = zone.name { return name }
        if let variable = getenv("TZ") { return "TZ=" + String(cString: variable) }
        guard let resolved = realpath("/etc/localtime", nil) else { return "localtime" }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The cache's record for `name`, if it has one; names come in byte order.
    private mutating func cachedRecord(named name: [UInt8]) -> VdirCacheRecord? {
        guard let records = cache?.records else { return nil }
        while cursor < records.count, records[cursor].name.lexicographicallyPrecedes(name) { cursor += 1 }
        guard cursor < records.count, records[cursor].name == name else { return nil }
        return records[cursor]
    }

    /// Writes the cache when it does not hold what this read found (a file changed, added or
    /// removed, or read again because it had changed just before the cache was written).
    func saveCache() {
        guard usesCache else { return }
        if let cache {
            guard readSomeFile || records.count != cache.records.count else { return }
        } else if records.isEmpty {
            return
        }
        let bytes = VdirCache.bytes(zone: Self.zoneKey(localZone), readStart: readStart) { coder in
            for record in records {
                switch record {
                case .cached(let place):
                    // Copied as read: encoding ten thousand records again would cost more
                    // than reading the one file that changed.
                    if let encoded = cache?.encoded(place) {
                        coder.append(encoded: encoded)
                    } else if let cache {
                        coder.append(cache.records[place])
                    }
                case .new(let record):
                    coder.append(record)
                }
            }
        }
        VdirCache.write(bytes, in: folder)
    }
}

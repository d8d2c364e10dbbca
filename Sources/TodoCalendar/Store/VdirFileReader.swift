import TodoCore
import TodoFileSystem

/// Reads the folder's `.ics` files one at a time, in name order, for one read of the store:
/// through the cache (`VdirCache`) for a listing, so that a file whose stamp is what the cache
/// recorded is not opened; every file itself for a change, whose rewrites must start from the
/// file as it is (the properties `todo` does not know are kept from it).
struct VdirFileReader {
    /// What a file holds.
    enum Content {
        /// A usable VTODO: its `UID` as the id index spells it, its item (with its id), and
        /// the whole file when it was read rather than taken from the cache.
        case todo(uid: String, item: TodoItem, calendar: CalendarTodo?)
        /// Passed over, with the warning's last words: not a usable VTODO, or not readable.
        case unusable(reason: String)
    }

    /// What a file holds, for a listing of open items (`openContent(of:keeping:id:)`).
    enum OpenContent {
        /// An item the listing keeps, with its id.
        case kept(TodoItem)
        /// A usable VTODO the listing does not keep (done, or not due soon enough): its id.
        case passed(id: Int)
        case unusable(reason: String)
        /// The listing cannot be answered from here: the file's `UID` has no id yet (one is
        /// given under the lock), or its record could not be read back.
        case needsWholeRead
    }

    /// What became of a file since the snapshot the reader compares with (`change(of:id:)`).
    enum Change {
        /// Its stamp is the one the snapshot recorded, and may be trusted: nothing was read.
        case same(VdirCacheEntry)
        /// Changed, added, or not to be trusted: the snapshot's entry of it (none when it is
        /// new), and what it holds now (nil when it is gone); the item's id is 0 when its
        /// `UID` has no id yet.
        case touched(before: VdirCacheEntry?, after: Content?)
    }

    private let folder: VdirFolder
    private let localZone: LocalZone
    /// The zone the cache is tied to (`zoneKey(_:timeZoneVariable:)`).
    private let zoneKey: String
    /// Nil when every file is read.
    private let cache: VdirCache?
    private let usesCache: Bool
    /// When reading started, for the cache's "racily clean" rule.
    private let readStart: Int64
    /// Where the next of the cache's entries starts: entries and files go in name order.
    private var cursor: Int
    /// The cache's entries as a read before this one parsed them (`VdirCache.entries`), and
    /// which of them is at the cursor.
    private let parsed: [VdirCacheEntry]
    private var parsedIndex = 0
    /// Whether each file read is counted into `folderState`: for a change's read, which reads
    /// every file (a listing through the cache does not).
    var keepsFolderState = false
    private(set) var folderState = VdirFolderState()
    /// Whether the entries are kept as they are met (`walked`), for `snapshot(indexKey:)`.
    var keepsEntries = false
    private var walked: [VdirCacheEntry] = []
    /// What the cache is to hold after this read: runs of the cache's own bytes (copied), or
    /// new records.
    private var records: [Either] = []

    private enum Either {
        case cached(Range<Int>)
        case new(VdirCacheRecord)
    }
    /// Whether the cache no longer holds what this read found: a file read (changed, added,
    /// or not yet trusted) that a new cache would trust, a record passed over (its file
    /// removed), an id given anew.
    private var differs = false
    /// The cache's entries passed over on the way to a name: files gone since it was made.
    private(set) var passedOver: [VdirCacheEntry] = []
    /// The folder, open while the cache is compared with its files.
    private let folderDescriptor: Int32?

    /// - Parameter snapshot: compared with instead of the cache file (`usingCache` then): what
    ///   an earlier read of this process found (`snapshot(indexKey:)`).
    init(folder: VdirFolder, localZone: LocalZone, timeZoneVariable: String?, usingCache: Bool, snapshot: VdirCache? = nil) {
        self.folder = folder
        self.localZone = localZone
        zoneKey = Self.zoneKey(localZone, timeZoneVariable: timeZoneVariable)
        usesCache = usingCache
        // Before the cache is read: a file that changes from here on is not trusted.
        readStart = FileStamp.nowNanosecondsSinceEpoch()
        cache = usingCache ? snapshot ?? VdirCache.read(in: folder, zone: zoneKey) : nil
        cursor = cache?.recordsStart ?? 0
        parsed = cache?.entries ?? []
        folderDescriptor = cache == nil ? nil : FileStamp.openFolder(folder.path)
    }

    /// Whether there is a cache whose ids are those the id index of `indexBytes` gives.
    func hasCache(withIDsOf indexBytes: [UInt8]?) -> Bool {
        guard let cache, folderDescriptor != nil else { return false }
        return cache.idsHold(forIndex: indexBytes)
    }

    /// Closes the folder; the reader is not used after.
    func finish() {
        if let folderDescriptor { FileStamp.closeFolder(folderDescriptor) }
    }

    /// What the file `name` holds; nil when it is gone (removed since the folder was listed).
    /// `id` gives the id of a `UID` (given anew when it has none). A name as `FolderNames`
    /// gives it, followed by a 0 byte, here and in `openContent`.
    mutating func content(of name: UnsafeBufferPointer<UInt8>, id: (String) -> Int) -> Content? {
        if let entry = trustedEntry(named: name), let record = cache?.record(of: entry) {
            switch record.content {
            case .todo(let uid, var item):
                let given = id(uid)
                if given == item.id {
                    keep(entry)
                } else {
                    item.id = given
                    records.append(.new(VdirCacheRecord(name: Array(name), stamp: record.stamp, content: .todo(uid: uid, item: item))))
                    differs = true
                }
                return .todo(uid: uid, item: item, calendar: nil)
            case .unusable(let reason):
                keep(entry)
                return .unusable(reason: reason)
            }
        }
        switch read(name) {
        case nil:
            return nil
        case .unusable(let reason)?:
            return .unusable(reason: reason)
        case .decoded(let uid, let todo, let stamp)?:
            var item = todo.item
            item.id = id(uid)
            record(name, stamp, .todo(uid: uid, item: item))
            return .todo(uid: uid, item: item, calendar: todo)
        }
    }

    /// What the file `name` holds, for a listing of open items: its item built only when
    /// `keeping` (told its due date and whether it is done) keeps it. Only after
    /// `hasCache(withIDsOf:)` said yes for the index `id` reads: a trusted record's id is
    /// taken as it is, and `id` gives that of a file read (nil when its `UID` has none).
    /// Nil when the file is gone.
    mutating func openContent(of name: UnsafeBufferPointer<UInt8>, keeping: (DueDate?, Bool) -> Bool, id: (String) -> Int?) -> OpenContent? {
        if let cache, let entry = trustedEntry(named: name) {
            switch entry.kind {
            case .todo(let itemID, let isDone, let due):
                // A done item is passed over whatever its date: its date is not even read.
                let dueDate = isDone ? nil : due.flatMap { due in
                    cache.source.withUnsafeBufferPointer { ISODateReader.dueDate(UnsafeBufferPointer(rebasing: $0[due])) }
                }
                if !isDone, due != nil, dueDate == nil { break }
                guard keeping(dueDate, isDone) else {
                    keep(entry)
                    return .passed(id: itemID)
                }
                // Kept and counted already: not read again from the file, which would count it twice.
                guard let record = cache.record(of: entry), case .todo(_, let item) = record.content else { return .needsWholeRead }
                keep(entry)
                return .kept(item)
            case .unusable(let reason):
                keep(entry)
                return .unusable(reason: String(decoding: cache.source[reason], as: UTF8.self))
            }
        }
        switch read(name) {
        case nil:
            return nil
        case .unusable(let reason)?:
            return .unusable(reason: reason)
        case .decoded(let uid, let todo, let stamp)?:
            guard let given = id(uid) else { return .needsWholeRead }
            var item = todo.item
            item.id = given
            record(name, stamp, .todo(uid: uid, item: item))
            return keeping(item.due, item.isDone) ? .kept(item) : .passed(id: given)
        }
    }

    /// What the file `name` holds against the snapshot (`init(...snapshot:)`), for the changes
    /// a sync made: not read while its stamp is the one the snapshot trusts. `id` gives the id
    /// of a file read (nil when its `UID` has none: the file is then not recorded).
    mutating func change(of name: UnsafeBufferPointer<UInt8>, id: (String) -> Int?) -> Change {
        let found = entry(named: name)
        if let found, found.isTrusted {
            keep(found.entry)
            return .same(found.entry)
        }
        switch read(name) {
        case nil:
            return .touched(before: found?.entry, after: nil)
        case .unusable(let reason)?:
            return .touched(before: found?.entry, after: .unusable(reason: reason))
        case .decoded(let uid, let todo, let stamp)?:
            var item = todo.item
            item.id = 0
            if let given = id(uid) {
                item.id = given
                record(name, stamp, .todo(uid: uid, item: item))
            }
            return .touched(before: found?.entry, after: .todo(uid: uid, item: item, calendar: nil))
        }
    }

    /// The cache's entries of files that were not met, after the last name: files gone. The
    /// ones met on the way are gone too (`passedOver`).
    mutating func entriesLeft() -> [VdirCacheEntry] {
        var left: [VdirCacheEntry] = []
        while let entry = entryAtCursor() {
            left.append(entry)
            pass(entry)
            differs = true
        }
        return left
    }

    /// What this read found, as a cache held in memory: the snapshot that a read after a
    /// sync compares with (`change(of:id:)`), with ids from the index of `indexKey`. Its
    /// records are trusted as the cache read was, no later: a file this read found changed is
    /// read again then. The cache itself when this read found it whole; nil with no cache.
    func snapshot(indexKey: String?) -> VdirCache? {
        guard var cache else { return nil }
        let whole = cache.recordsStart..<cache.recordsEnd
        switch records.first {
        case nil where whole.isEmpty && indexKey == cache.indexKey:
            return cache
        case .cached(let run)? where records.count == 1 && run == whole && indexKey == cache.indexKey:
            // Its entries as this read parsed them: the read after the sync parses none.
            if keepsEntries, cursor == cache.recordsEnd { cache.entries = walked }
            return cache
        default:
            return VdirCache.decode(cacheBytes(indexKey: indexKey), zone: zoneKey, writtenAt: cache.trustedBefore + VdirCache.racyMargin)
        }
    }

    /// What reading a file found: its todo, with its `UID` escaped as the cache and the index
    /// keep it; or why it cannot be listed (a file that cannot be read, or decoded).
    private enum Read {
        case decoded(uid: String, CalendarTodo, FileStamp?)
        case unusable(reason: String)
    }

    /// The file `name` read and decoded; nil when it is gone. A file that cannot be decoded
    /// is recorded as such (one that cannot be read is not: see below).
    private mutating func read(_ name: UnsafeBufferPointer<UInt8>) -> Read? {
        var stamp: FileStamp?
        let bytes: [UInt8]
        do {
            guard let read = try folder.readOrExplain(Array(name), stamp: &stamp) else { return nil }
            bytes = read
        } catch {
            countIntoFolderState(name, nil)
            // Not recorded, and no reason to write the cache: why a file cannot be read is
            // no part of its contents, and it is tried again each time.
            return .unusable(reason: error.reason)
        }
        countIntoFolderState(name, stamp)
        // Recorded, and the cache written for it, only when the record can be trusted from
        // the next run on: a file changed within the margin of this run is read again then
        // whatever the cache says, and writing ten thousand records for nothing took longer
        // than the whole listing (the rename flushes the new cache).
        if stamp.map({ $0.changedNanosecondsSinceEpoch < readStart - VdirCache.racyMargin }) ?? false { differs = true }
        do {
            let todo = try TodoCalendarCodec.decodeFile(bytes, localZone: localZone)
            return .decoded(uid: CalendarText.escape(todo.uid ?? ""), todo, stamp)
        } catch {
            record(name, stamp, .unusable(reason: error.description))
            return .unusable(reason: error.description)
        }
    }

    /// Counts the file in with the stamp its read took; one that could not be read (nothing
    /// taken) is looked up as `VdirFolderState.of` finds it.
    private mutating func countIntoFolderState(_ name: UnsafeBufferPointer<UInt8>, _ stamp: FileStamp?) {
        guard keepsFolderState else { return }
        let name = Array(name)
        if let stamp {
            folderState.add(name, stamp.identity)
        } else if let present = VdirFolderState.entry(of: name, in: folder) {
            folderState.add(name, present)
        }
    }

    private mutating func record(_ name: UnsafeBufferPointer<UInt8>, _ stamp: FileStamp?, _ content: VdirCacheRecord.Content) {
        if usesCache, let stamp { records.append(.new(VdirCacheRecord(name: Array(name), stamp: stamp, content: content))) }
    }

    /// Keeps the cache's record as it is, joined to the run of records before it when they
    /// follow each other (a cache written again is then copied in a few pieces).
    private mutating func keep(_ entry: VdirCacheEntry) {
        if case .cached(let run)? = records.last, run.upperBound == entry.range.lowerBound {
            records[records.count - 1] = .cached(run.lowerBound..<entry.range.upperBound)
        } else {
            records.append(.cached(entry.range))
        }
    }

    /// What the cache is tied to: items with a `TZID` or UTC `DUE` are stored in local time,
    /// so a cache made in another zone is not used. The process's own zone is named by `TZ`
    /// (`timeZoneVariable`), else by the zone file `/etc/localtime` leads to.
    private static func zoneKey(_ zone: LocalZone, timeZoneVariable: String?) -> String {
        if let name = zone.name { return name }
        if let timeZoneVariable { return "TZ=" + timeZoneVariable }
        return SymlinkResolver.canonicalPath(of: "/etc/localtime") ?? "localtime"
    }

    /// The cache's entry for `name` when it may stand for the file as it is now; names come
    /// in byte order. The entries passed over are files gone since.
    private mutating func trustedEntry(named name: UnsafeBufferPointer<UInt8>) -> VdirCacheEntry? {
        guard let found = entry(named: name), found.isTrusted else { return nil }
        return found.entry
    }

    /// The cache's entry for `name`, and whether it may stand for the file as it is now.
    /// The entries passed over (files gone since) are kept in `passedOver`.
    private mutating func entry(named name: UnsafeBufferPointer<UInt8>) -> (entry: VdirCacheEntry, isTrusted: Bool)? {
        guard let cache, let folderDescriptor else { return nil }
        while let entry = entryAtCursor() {
            let order = cache.order(of: entry, against: name)
            if order < 0 {
                pass(entry)
                differs = true
                passedOver.append(entry)
                continue
            }
            guard order == 0 else { return nil }
            pass(entry)
            let cName = UnsafeRawPointer(name.baseAddress!).assumingMemoryBound(to: CChar.self)
            guard let stamp = FileStamp.ofRegularFile(cString: cName, inFolder: folderDescriptor) else { return (entry, false) }
            return (entry, cache.trusts(entry.stamp, for: stamp))
        }
        return nil
    }

    /// The cache's entry at the cursor, from those parsed already when there are.
    private func entryAtCursor() -> VdirCacheEntry? {
        if parsedIndex < parsed.count, parsed[parsedIndex].range.lowerBound == cursor { return parsed[parsedIndex] }
        return cache?.entry(at: cursor)
    }

    /// Moves the cursor past `entry`, the one at it.
    private mutating func pass(_ entry: VdirCacheEntry) {
        cursor = entry.range.upperBound
        if parsedIndex < parsed.count, parsed[parsedIndex].range == entry.range { parsedIndex += 1 }
        if keepsEntries { walked.append(entry) }
    }

    /// Writes the cache when it does not hold what this read found (a file changed, added or
    /// removed, or read again because it had changed just before the cache was written), with
    /// ids from the index of `indexKey` (`VdirCache.indexKey`).
    func saveCache(indexKey: String?) {
        guard usesCache else { return }
        if let cache {
            guard differs || cursor != cache.recordsEnd || indexKey != cache.indexKey else { return }
        } else if records.isEmpty {
            return
        }
        VdirCache.write(cacheBytes(indexKey: indexKey), in: folder)
    }

    /// The bytes of a cache of what this read found.
    private func cacheBytes(indexKey: String?) -> [UInt8] {
        VdirCache.bytes(zone: zoneKey, readStart: readStart, indexKey: indexKey) { coder in
            for record in records {
                switch record {
                case .cached(let run):
                    // Copied as read: encoding ten thousand records again would cost more
                    // than reading the one file that changed.
                    if let cache { coder.append(encoded: cache.source[run]) }
                case .new(let record):
                    coder.append(record)
                }
            }
        }
    }
}

package import TodoCore
package import TodoFileSystem
import Synchronization

/// The folder-of-iCalendar store (vdir): one VTODO per `<UID>.ics` file, this machine's short
/// ids in `todo-ids`, every change under the `.todo.lock` and written `.tmp` + rename. Only
/// the files of items that change are rewritten, and only the properties that change in them.
package final class VdirDataStore: TodoDataStore {
    let folder: VdirFolder
    private let lock: VdirLock
    private let localZone: LocalZone
    private let timeZoneVariable: String?
    private let now: @Sendable () -> Int
    private let makeUID: UIDMaker
    private let warn: @Sendable (String) -> Void
    /// Files already warned about by this process: a command that reads twice says it once.
    private let warned = Mutex<Set<[UInt8]>>([])

    /// - Parameters:
    ///   - timeZoneVariable: `TZ` as the program was given it, which names the zone `.system` is.
    ///   - warn: told `skipped FILE: reason` for each file that is not a usable VTODO.
    ///   - now: whole seconds since 1970 UTC, for `DTSTAMP`, `LAST-MODIFIED` and `CREATED`.
    ///   - calls: the system calls that make a write durable (a test records their order).
    package init(folder: FilePath, localZone: LocalZone = .system, timeZoneVariable: String? = nil, lockTimeout: Double = 10,
                 now: @escaping @Sendable () -> Int = { Int(time(nil)) },
                 makeUID: UIDMaker = .random,
                 calls: FileSystemCalls = .system,
                 warn: @escaping @Sendable (String) -> Void) {
        self.folder = VdirFolder(path: folder, calls: calls)
        lock = VdirLock(folder: self.folder, timeout: lockTimeout)
        self.localZone = localZone
        self.timeZoneVariable = timeZoneVariable
        self.now = now
        self.makeUID = makeUID
        self.warn = warn
    }

    /// How long (seconds) a file must have been left alone before the cache of a listing
    /// trusts what it recorded for it (`VdirCache.racyMargin`): what a test waits out.
    package static let cacheSettlingTime = Double(VdirCache.racyMargin) / 1e9

    package func fetch() throws -> TodoList {
        guard try folder.exists() else { return TodoList() }
        // The cache alone when it can answer: no id index built, no UID looked up (a folder
        // of 10,000 items is listed on every run).
        if let (items, indexBytes, _) = try itemsThroughCache(keeping: { _, _ in true }) {
            return TodoList(items: items, nextID: VdirIDIndex.nextID(in: indexBytes ?? []))
        }
        var snapshot = try read(usingCache: true)
        if snapshot.index != snapshot.indexRead {
            // New items need ids: given under the lock, from the index as it is then.
            snapshot = try locked {
                let locked = try read(usingCache: true)
                try saveIndex(of: locked)
                return locked
            }
        }
        return snapshot.list
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        try update(newUID: { makeUID() }, change).result
    }

    /// The item as saved: with the `UID` its file is named after (its uid, or a new one for an
    /// item that came without, or whose uid another item has already).
    package func addItem(_ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem {
        let uid = makeUID()
        let (item, saved) = try update(newUID: { uid }) { list in
            var item = makeItem(try list.takeNextID())
            if item.uid == nil { item.uid = uid }
            list.items.append(item)
            return item
        }
        return saved?.items.first { $0.id == item.id } ?? item
    }

    /// `update`, with `newUID` giving each new item its `UID`; with the list as saved (nil
    /// when nothing was to be saved).
    private func update<Result>(newUID: () -> String, _ change: (inout TodoList) throws -> Result) throws
        -> (result: Result, saved: TodoList?) {
        if try !folder.exists() {
            // Nothing to change yet: the folder is made only for a change that writes. Another
            // run may make it and write first, so the change is made again under the lock, on
            // what is there then (once in a folder's life).
            var list = TodoList()
            let result = try change(&list)
            guard list != TodoList() else { return (result, nil) }
            try folder.create()
        }
        return try locked {
            let snapshot = try read()
            var list = snapshot.list
            let result = try change(&list)
            return (result, try save(list, over: snapshot, newUID: newUID))
        }
    }

    /// Takes back the newest journaled change (`VdirUndoJournal`) when the folder's item files
    /// are as `todo` last left them (its state, `VdirFolderState`: no file added, removed or
    /// written since by anything else, such as a sync) and every file the change touched holds
    /// what it wrote; ids stay in `todo-ids`, so an id is never given out again. A change
    /// journaled before states were kept is checked by its own files alone.
    package func undoLatestChange() throws -> UndoneChange {
        let journal = VdirUndoJournal.of(folder)
        // Without a journal there is nothing to undo, and nothing is made (no folder, no lock).
        guard try folder.exists(), try !journal.entries().isEmpty else { throw TodoError.nothingToUndo }
        try journal.checkWritable()
        return try locked {
            guard let latest = try journal.entries().last else { throw TodoError.nothingToUndo }
            guard let change = latest.change else { throw TodoError.undoPastUpgrade }
            let state = try VdirFolderState.of(folder)
            if let left = latest.to, left != state { throw TodoError.changedSinceLastChange }
            var states = VdirStatesAround(before: state)
            var current: [[UInt8]?] = []
            for file in change.files {
                let bytes = try folder.read(file.name)
                guard bytes.map(VdirHash.text(of:)) == file.after else { throw TodoError.changedSinceLastChange }
                current.append(bytes)
            }
            var restored: [TodoItem] = []
            var removed: [TodoItem] = []
            for (file, bytes) in zip(change.files, current) {
                try states.willWrite(file.name, in: folder)
                if let before = file.before {
                    states.wrote(file.name, try folder.replace(file.name, with: before))
                    if let item = item(of: before, id: file.id) { restored.append(item) }
                } else {
                    try folder.remove(file.name)
                    if let item = bytes.flatMap({ item(of: $0, id: file.id) }) { removed.append(item) }
                }
            }
            journal.append(.undo(from: states.before, to: states.after))
            return UndoneChange(restored: restored, removed: removed)
        }
    }

    /// Runs `body` under the store's lock, once the temporary files a killed run left are gone.
    private func locked<Result>(_ body: () throws -> Result) throws -> Result {
        try lock.withLock {
            folder.removeLeftoverTemporaryFiles(besides: [VdirIDIndex.fileName, VdirUndoJournal.fileName])
            return try body()
        }
    }

    private func item(of bytes: [UInt8], id: Int) -> TodoItem? {
        guard let todo = try? TodoCalendarCodec.decodeFile(bytes, localZone: localZone) else { return nil }
        var item = todo.item
        item.id = id
        return item
    }

    /// The open items through the cache alone when it can (`openItemsThroughCache`), else
    /// through `fetch`: the same items, by the same rule (`OpenItemTally`), with the fields
    /// `detail` asks for.
    package func fetchOpenItems(dueThrough: LocalDate?, detail: ItemDetail) throws -> OpenItems {
        guard try folder.exists() else { return OpenItems() }
        guard var found = try openItemsThroughCache(dueThrough: dueThrough) else {
            return try openItemsThroughFetch(dueThrough: dueThrough, detail: detail)
        }
        if detail != .whole { found.items = found.items.map(detail.applied(to:)) }
        return found
    }

    /// Every file is read for these (from the cache where it holds): done items are most
    /// of an old folder, so there is little to skip.
    package func fetchDoneItems(detail: ItemDetail) throws -> [TodoItem] {
        try doneItemsThroughFetch(detail: detail)
    }

    /// What `read(usingCache: true)` would find, building only the items kept: a listing of a
    /// folder of years of done items builds none of them, and looks no `UID` up in the id
    /// index, when the cache's records still hold and their ids are those of `todo-ids` as
    /// it is (`VdirCache.idsHold`). Nil, with nothing written, when the cache cannot answer alone: no
    /// cache, or one with ids of another index; a `UID` with no id yet (it is given one under
    /// the lock, by `fetch`); two files with one id (which wins is `read`'s to say).
    private func openItemsThroughCache(dueThrough: LocalDate?) throws -> OpenItems? {
        // Every open item, then the window: a cached record does not say whether its item has
        // a start, which keeps an item whatever its due date (`OpenItemTally`).
        guard let (open, _, _) = try itemsThroughCache(keeping: { _, isDone in !isDone }) else { return nil }
        guard dueThrough != nil else { return OpenItems(items: open) }
        var tally = OpenItemTally(dueThrough: dueThrough)
        let kept = open.filter { tally.keeps(due: $0.due, isDone: false, hasStart: $0.texts.start != nil) }
        return OpenItems(items: kept, laterCount: tally.laterCount, undatedCount: tally.undatedCount)
    }

    /// The items `keeping` keeps (told each one's due date and whether it is done), in id
    /// order, through the cache alone, with the index's bytes; nil as `openItemsThroughCache`
    /// says. Every item, for `fetch`; none, with what the read found kept as `snapshot`, for
    /// the changes a sync makes (`changes(during:)`).
    private func itemsThroughCache(keeping: (DueDate?, Bool) -> Bool, takingSnapshot: Bool = false) throws
        -> (items: [TodoItem], indexBytes: [UInt8]?, snapshot: VdirCache?)? {
        let indexBytes = try folder.read(VdirIDIndex.fileName)
        var reader = VdirFileReader(folder: folder, localZone: localZone, timeZoneVariable: timeZoneVariable, usingCache: true)
        defer { reader.finish() }
        guard reader.hasCache(withIDsOf: indexBytes) else { return nil }
        reader.keepsEntries = takingSnapshot
        let names = try folder.calendarFileNames()
        // Looked up only for a file that had to be read: a cached record brings its id.
        var ids = VdirIDLookup(indexBytes: indexBytes)
        var seen = VdirSeenIDs()
        var kept: [TodoItem] = []
        var answered = true
        names.forEachName { name in
            let itemID: Int
            switch reader.openContent(of: name, keeping: keeping, id: { ids.id(of: $0) }) {
            case nil:
                return true
            case .unusable(let reason):
                skip(Array(name), reason)
                return true
            case .needsWholeRead:
                answered = false
                return false
            case .passed(let id):
                itemID = id
            case .kept(let item):
                itemID = item.id
                kept.append(item)
            }
            guard seen.isFirstSight(of: itemID) else {
                answered = false
                return false
            }
            return true
        }
        guard answered else { return nil }
        let indexKey = indexBytes.map(VdirCache.indexKey(of:))
        reader.saveCache(indexKey: indexKey)
        kept.sort { $0.id < $1.id }
        return (kept, indexBytes, takingSnapshot ? reader.snapshot(indexKey: indexKey) : nil)
    }

    /// What `body` changed in the list: the files' stamps taken before it as a listing takes
    /// them, through the cache, building no item (`itemsThroughCache`); after it, only the
    /// files whose stamp changed, or that came or went, read (`VdirFileReader.change`). The
    /// `SyncChanges` of the whole list read before and after: a file whose stamp the snapshot
    /// may trust (`VdirCache.trusts`, racy margin and all) holds the same item on both sides,
    /// and an item the same on both sides is no change. Issue 34: `todo sync` of a folder of
    /// 10,000 items read it whole twice, and built and compared every item. Read whole
    /// (`changesThroughFetch`) when the stamps cannot tell: no cache (the first read makes
    /// it), a `UID` with no id yet before, or two files with one id.
    package func changes<Result>(during body: () throws -> Result) throws -> (result: Result, changes: SyncChanges) {
        guard try folder.exists(), let snapshot = try itemsThroughCache(keeping: { _, _ in false }, takingSnapshot: true)?.snapshot else {
            return try changesThroughFetch(during: body)
        }
        let result = try body()
        if let changes = try changes(since: snapshot) { return (result, changes) }
        // The whole list after, against the whole list before as the snapshot holds it, record
        // by record: one that cannot be read back (none that this store wrote) leaves out its
        // item alone, not the list.
        var before: [TodoItem] = []
        var position = snapshot.recordsStart
        while let entry = snapshot.entry(at: position) {
            if case .todo(_, let item)? = snapshot.record(of: entry)?.content { before.append(item) }
            position = entry.range.upperBound
        }
        return (result, SyncChanges(before: before, after: try fetch().items))
    }

    /// The changes since `snapshot` from the files whose stamps are not the snapshot's, the
    /// cache brought up to date; nil when the stamps cannot tell (see `changes(during:)`).
    private func changes(since snapshot: VdirCache) throws -> SyncChanges? {
        guard try folder.exists() else { return nil }
        let indexBytes = try folder.read(VdirIDIndex.fileName)
        var reader = VdirFileReader(folder: folder, localZone: localZone, timeZoneVariable: timeZoneVariable, usingCache: true,
                                    snapshot: snapshot)
        defer { reader.finish() }
        guard reader.hasCache(withIDsOf: indexBytes) else { return nil }
        let names = try folder.calendarFileNames()
        var ids = VdirIDLookup(indexBytes: indexBytes)
        var seen = VdirSeenIDs()
        var before: [TodoItem] = [], after: [TodoItem] = []
        // Files whose `UID` has no id yet: given one under the lock, in name order, as `fetch` would.
        var unnumbered: [(uid: String, item: TodoItem)] = []
        var answered = true
        func takeBefore(_ entry: VdirCacheEntry) -> Bool {
            guard case .todo = entry.kind else { return true }
            guard let record = snapshot.record(of: entry), case .todo(_, let item) = record.content else { return false }
            before.append(item)
            return true
        }
        names.forEachName { name in
            switch reader.change(of: name, id: { ids.id(of: $0) }) {
            case .same(let entry):
                if case .todo(let id, _, _) = entry.kind, !seen.isFirstSight(of: id) { answered = false }
            case .touched(let entry, let content):
                if let entry, !takeBefore(entry) { answered = false }
                switch content {
                case nil:
                    break
                case .unusable(let reason)?:
                    skip(Array(name), reason)
                case .todo(let uid, let item, _)? where item.id == 0:
                    unnumbered.append((uid, item))
                case .todo(_, let item, _)?:
                    if !seen.isFirstSight(of: item.id) { answered = false }
                    after.append(item)
                }
            }
            return answered
        }
        let gone = reader.passedOver + reader.entriesLeft()
        guard answered, gone.allSatisfy(takeBefore) else { return nil }
        var indexKey = indexBytes.map(VdirCache.indexKey(of:))
        if !unnumbered.isEmpty {
            guard Set(unnumbered.map(\.uid)).count == unnumbered.count else { return nil }
            let numbered: [TodoItem]? = try locked {
                let lockedBytes = try folder.read(VdirIDIndex.fileName)
                guard snapshot.idsHold(forIndex: lockedBytes) else { return nil }
                var given = VdirSnapshot()
                given.indexRead = lockedBytes.map(VdirIDIndex.init(bytes:)) ?? VdirIDIndex()
                given.index = given.indexRead
                let items = unnumbered.map { uid, item in
                    var item = item
                    item.id = given.index.id(of: uid) ?? given.index.assign(uid)
                    return item
                }
                try saveIndex(of: given)
                indexKey = given.index == given.indexRead ? lockedBytes.map(VdirCache.indexKey(of:)) : VdirCache.indexKey(of: given.index.bytes)
                return items
            }
            guard let numbered, numbered.allSatisfy({ seen.isFirstSight(of: $0.id) }) else { return nil }
            after += numbered
        }
        reader.saveCache(indexKey: indexKey)
        return SyncChanges(before: before, after: after)
    }

    /// The folder as it is now: through the cache for a listing (`usingCache`), which it
    /// then brings up to date; from every file itself for a change, whose rewrites start
    /// from the files.
    private func read(usingCache: Bool = false) throws -> VdirSnapshot {
        var snapshot = VdirSnapshot()
        let indexBytes = try folder.read(VdirIDIndex.fileName)
        snapshot.indexRead = indexBytes.map(VdirIDIndex.init(bytes:)) ?? VdirIDIndex()
        snapshot.index = snapshot.indexRead
        var reader = VdirFileReader(folder: folder, localZone: localZone, timeZoneVariable: timeZoneVariable, usingCache: usingCache)
        defer { reader.finish() }
        reader.keepsFolderState = !usingCache
        let names = try folder.calendarFileNames()
        var fileByUID: [String: [UInt8]] = [:]
        fileByUID.reserveCapacity(names.count)
        snapshot.entries.reserveCapacity(names.count)
        names.forEachName { name in
            let content = reader.content(of: name) { uid in snapshot.index.id(of: uid) ?? snapshot.index.assign(uid) }
            switch content {
            case nil:
                break
            case .unusable(let reason):
                skip(Array(name), reason)
            case .todo(let uid, let item, let calendar):
                if let other = fileByUID[uid] {
                    skip(Array(name), "its UID is also the UID of \(FilePath(bytes: other).shown)")
                    break
                }
                fileByUID[uid] = Array(name)
                snapshot.entries[item.id] = VdirEntry(fileName: Array(name), uid: uid, item: item, calendar: calendar)
            }
            return true
        }
        // The ids are those of the index as it is written next (`saveIndex`), when ids were given.
        let indexKey = snapshot.index == snapshot.indexRead
            ? indexBytes.map(VdirCache.indexKey(of:)) : VdirCache.indexKey(of: snapshot.index.bytes)
        reader.saveCache(indexKey: indexKey)
        if !usingCache { snapshot.folderState = reader.folderState }
        return snapshot
    }

    private func skip(_ name: [UInt8], _ reason: String) {
        let first = warned.withLock { $0.insert(name).inserted }
        if first { warn("skipped \(folder.file(name).shown): \(reason)") }
    }

    /// Writes what differs between `list` and `snapshot`: changed items' files rewritten,
    /// removed ones deleted, new ones created; then the index, when it changed. The files'
    /// bytes before go to the undo journal (the index is not journaled: ids stay used), with
    /// the folder's state before the first write and after the last. Returns the list as
    /// written: each item with a uid of its own.
    private func save(_ list: TodoList, over snapshot: VdirSnapshot, newUID: () -> String) throws -> TodoList {
        // An item changed without its uid keeps its file's: a `UID` is never taken out of a
        // file, nor changed for want of one.
        var list = list
        for index in list.items.indices where list.items[index].uid?.isEmpty ?? true {
            if let uid = snapshot.entries[list.items[index].id]?.item.uid { list.items[index].uid = uid }
        }
        // One `UID` per file, as the data file has one uid per item: two files with one would
        // hide one item from every later read ("skipped …"). Of two items that share a uid
        // (an import may bring them), the second gets a new one; an item whose file holds its
        // uid already keeps it, as a sync knows the item by it.
        list.giveEveryItemAUID(makeUID) { item in snapshot.entries[item.id]?.item.uid == item.uid }
        var index = snapshot.index
        let stamp = now()
        var kept = Set<Int>()
        var journaled: [VdirUndoChange.File] = []
        var states = VdirStatesAround(before: snapshot.folderState)
        for item in list.items {
            kept.insert(item.id)
            if let entry = snapshot.entries[item.id] {
                guard item != entry.item else { continue }
                let before = try folder.read(entry.fileName)
                // A change reads every file (`read()`), so the rewrite starts from the file
                // itself; were the entry the cache's, the file is decoded here all the same.
                guard var calendar = entry.calendar ?? before.flatMap({ try? TodoCalendarCodec.decodeFile($0, localZone: localZone) }) else {
                    continue
                }
                calendar.item.id = item.id
                let updated = TodoCalendarCodec.updated(calendar, to: item, now: stamp)
                guard updated != calendar else { continue }
                // A new `UID` keeps the item's id on this machine.
                if let uid = item.uid, CalendarText.escape(uid) != entry.uid { index.add(uid: CalendarText.escape(uid), id: item.id) }
                let bytes = updated.bytes
                try states.willWrite(entry.fileName, in: folder)
                states.wrote(entry.fileName, try folder.replace(entry.fileName, with: bytes))
                journaled.append(.init(name: entry.fileName, id: item.id, before: before,
                                       after: VdirHash.text(of: bytes)))
            } else {
                // Named after the item's uid, made where the item was; a store's own only
                // for an item that came without one. An imported UID that could not be a file
                // name (a `/`, a leading dot), or whose name a file has already (another
                // program's, maybe holding another item, never written over), keeps its `UID`,
                // in a file with a name of its own.
                let uid = item.uid ?? newUID()
                var name = Array(((Self.isFileName(uid) ? uid : newUID()) + ".ics").utf8)
                // The store's own maker: `newUID` gives `addItem`'s item the one uid it has.
                while folder.has(name) { name = Array((makeUID() + ".ics").utf8) }
                // Of its other keys, those a VTODO keeps (`CalendarItemProperty.otherKeys`: the
                // todo.txt line an import knows it by); no folder keeps the rest.
                let bytes = TodoCalendarCodec.newTodo(item, uid: uid, now: stamp).bytes
                try states.willWrite(name, in: folder)
                states.wrote(name, try folder.replace(name, with: bytes))
                index.add(uid: CalendarText.escape(uid), id: item.id)
                journaled.append(.init(name: name, id: item.id, before: nil, after: VdirHash.text(of: bytes)))
            }
        }
        for (id, entry) in snapshot.entries.sorted(by: { $0.key < $1.key }) where !kept.contains(id) {
            let before = try folder.read(entry.fileName)
            try states.willWrite(entry.fileName, in: folder)
            try folder.remove(entry.fileName)
            journaled.append(.init(name: entry.fileName, id: id, before: before, after: nil))
        }
        if !journaled.isEmpty {
            VdirUndoJournal.of(folder).append(.change(VdirUndoChange(files: journaled), from: states.before, to: states.after))
        }
        index.moveNext(to: list.nextID)
        var saved = snapshot
        saved.index = index
        try saveIndex(of: saved)
        return list
    }

    /// Whether `uid` can name its file as it is: letters, digits, `-`, `_`, `.`, `@`, not
    /// starting with a dot.
    private static func isFileName(_ uid: String) -> Bool {
        !uid.isEmpty && uid.utf8.count <= 200 && uid.first != "." && uid.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
                 UInt8(ascii: "."), UInt8(ascii: "@"): true
            default: false
            }
        }
    }

    private func saveIndex(of snapshot: VdirSnapshot) throws {
        guard snapshot.index != snapshot.indexRead else { return }
        try folder.replace(VdirIDIndex.fileName, with: snapshot.index.bytes)
    }
}

extension VdirDataStore: CalendarStampKeeping {
    /// Read from every file itself (the cache keeps no stamps): an export is rare.
    package func calendarStamps() throws -> [String: CalendarStamps] {
        guard try folder.exists() else { return [:] }
        var stamps: [String: CalendarStamps] = [:]
        for entry in try read().entries.values {
            guard let todo = entry.calendar?.todo else { continue }
            stamps[entry.uid] = CalendarStamps(created: todo.property("CREATED")?.value,
                                               stamp: todo.property("DTSTAMP")?.value,
                                               modified: todo.property("LAST-MODIFIED")?.value)
        }
        return stamps
    }
}

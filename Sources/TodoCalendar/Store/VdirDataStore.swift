package import Foundation
package import TodoCore
import Synchronization

/// The folder-of-iCalendar store (vdir): one VTODO per `<UID>.ics` file, this machine's short
/// ids in `todo-ids`, every change under the `.todo.lock` and written `.tmp` + rename. Only
/// the files of items that change are rewritten, and only the properties that change in them.
package final class VdirDataStore: TodoDataStore {
    private let folder: VdirFolder
    private let lock: VdirLock
    private let localZone: TimeZone
    private let now: @Sendable () -> Int
    private let makeUID: @Sendable () -> String
    private let warn: @Sendable (String) -> Void
    /// Files already warned about by this process: a command that reads twice says it once.
    private let warned = Mutex<Set<[UInt8]>>([])

    /// - Parameters:
    ///   - warn: told `skipped FILE: reason` for each file that is not a usable VTODO.
    ///   - now: whole seconds since 1970 UTC, for `DTSTAMP`, `LAST-MODIFIED` and `CREATED`.
    package init(folder: FilePath, localZone: TimeZone = .current, lockTimeout: Double = 10,
                 now: @escaping @Sendable () -> Int = { Int(Date().timeIntervalSince1970) },
                 makeUID: @escaping @Sendable () -> String = { UUID().uuidString },
                 warn: @escaping @Sendable (String) -> Void) {
        self.folder = VdirFolder(path: folder)
        lock = VdirLock(folder: self.folder, timeout: lockTimeout)
        self.localZone = localZone
        self.now = now
        self.makeUID = makeUID
        self.warn = warn
    }

    package func fetch() throws -> TodoList {
        guard try folder.exists() else { return TodoList() }
        var snapshot = try read()
        if snapshot.index != snapshot.indexRead {
            // New items need ids: given under the lock, from the index as it is then.
            snapshot = try lock.withLock {
                let locked = try read()
                try saveIndex(of: locked)
                return locked
            }
        }
        return snapshot.list
    }

    package func update<Result>(_ change: (inout TodoList) throws -> Result) throws -> Result {
        let existed = try folder.exists()
        if !existed {
            // Nothing to change yet: create the folder only for a change that writes.
            var list = TodoList()
            let original = list
            let result = try change(&list)
            guard list != original else { return result }
            try folder.create()
            try lock.withLock { try save(list, over: VdirSnapshot()) }
            return result
        }
        return try lock.withLock {
            let snapshot = try read()
            var list = snapshot.list
            let result = try change(&list)
            try save(list, over: snapshot)
            return result
        }
    }

    /// Not kept yet, as in the JSON store: there is no undo journal.
    package func undoLatestChange() throws -> UndoneChange {
        throw TodoError.notFound("there is nothing to undo")
    }

    private func read() throws -> VdirSnapshot {
        var snapshot = VdirSnapshot()
        snapshot.indexRead = try folder.read(VdirIDIndex.fileName).map(VdirIDIndex.init(bytes:)) ?? VdirIDIndex()
        snapshot.index = snapshot.indexRead
        var fileByUID: [String: [UInt8]] = [:]
        for name in try folder.calendarFileNames() {
            guard let bytes = try folder.read(name) else { continue }
            do {
                var todo = try TodoCalendarCodec.decodeFile(bytes, localZone: localZone)
                let uid = CalendarText.escape(todo.uid ?? "")
                if let other = fileByUID[uid] {
                    skip(name, "its UID is also the UID of \(FilePath(bytes: other).shown)")
                    continue
                }
                fileByUID[uid] = name
                todo.item.id = snapshot.index.id(of: uid) ?? snapshot.index.assign(uid)
                snapshot.entries[todo.item.id] = VdirEntry(fileName: name, uid: uid, todo: todo)
            } catch {
                skip(name, error.description)
            }
        }
        return snapshot
    }

    private func skip(_ name: [UInt8], _ reason: String) {
        let first = warned.withLock { $0.insert(name).inserted }
        if first { warn("skipped \(folder.file(name).shown): \(reason)") }
    }

    /// Writes what differs between `list` and `snapshot`: changed items' files rewritten,
    /// removed ones deleted, new ones created; then the index, when it changed.
    private func save(_ list: TodoList, over snapshot: VdirSnapshot) throws {
        var index = snapshot.index
        let stamp = now()
        var kept = Set<Int>()
        for item in list.items {
            kept.insert(item.id)
            if let entry = snapshot.entries[item.id] {
                let updated = TodoCalendarCodec.updated(entry.todo, to: item, now: stamp)
                if updated != entry.todo { try folder.replace(entry.fileName, with: updated.bytes) }
            } else {
                let uid = makeUID()
                var stored = item
                stored.otherKeys = []
                try folder.replace(Array((uid + ".ics").utf8), with: TodoCalendarCodec.newTodo(stored, uid: uid, now: stamp).bytes)
                index.add(uid: uid, id: item.id)
            }
        }
        for (id, entry) in snapshot.entries where !kept.contains(id) {
            try folder.remove(entry.fileName)
        }
        index.moveNext(to: list.nextID)
        var saved = snapshot
        saved.index = index
        try saveIndex(of: saved)
    }

    private func saveIndex(of snapshot: VdirSnapshot) throws {
        guard snapshot.index != snapshot.indexRead else { return }
        try folder.replace(VdirIDIndex.fileName, with: snapshot.index.bytes)
    }
}

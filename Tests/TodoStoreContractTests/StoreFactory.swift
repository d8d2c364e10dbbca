import Foundation
import Synchronization
import Testing
import TodoCalendar
import TodoCore
import TodoFile
import TodoTestSupport

/// Makes the stores of one kind for one case, on a temporary file or folder of the case's own
/// (removed with the factory), and says where the stores legitimately differ, so that a case
/// states a difference instead of leaving a store out.
final class StoreFactory {
    let kind: StoreKind
    let place: Place

    enum Place {
        /// The one instance: a second in-memory store would be a second list.
        case memory(InMemoryDataStore)
        /// `todo.json` in the folder, not there until the first change makes it.
        case dataFile(DataFileTestFolder)
        /// The folder itself, there and empty; UIDs `uid-1`, `uid-2`... in the order made.
        case vdir(VdirTestFolder)
    }

    /// Far longer than any change takes on a loaded machine: only a writer that never lets go
    /// of the lock would wait it out.
    static let generousLockTimeout = 300.0

    /// The data file's uids, `uid-1`, `uid-2`... across its stores, as the folder's: it gives
    /// one to each item that comes without, at the write that saves it (in file order, which
    /// is id order in these cases).
    private let dataFileUIDs: UIDMaker = {
        let next = Mutex(0)
        return UIDMaker { "uid-" + String(next.withLock { $0 += 1; return $0 }) }
    }()

    init(_ kind: StoreKind) throws {
        self.kind = kind
        switch kind {
        case .inMemory: place = .memory(InMemoryDataStore())
        case .jsonFile: place = .dataFile(try DataFileTestFolder())
        case .vdir: place = .vdir(try VdirTestFolder())
        }
    }

    /// A store on the case's items. On disk, a new instance each time, as each run of `todo`
    /// makes one, with its own lock descriptor; in memory, always the one instance.
    func makeStore(lockTimeout: Double = StoreFactory.generousLockTimeout) -> any TodoDataStore {
        switch place {
        case .memory(let store): store
        case .dataFile(let folder):
            JSONFileDataStore(path: FilePath(folder.at("todo.json")), lockTimeout: lockTimeout, makeUID: dataFileUIDs)
        case .vdir(let folder): folder.store(lockTimeout: lockTimeout)
        }
    }

    /// `item` as the store gives it back. The folder store gives an item that came without a
    /// uid the `UID` it names its file after, and the data file one at the write that saves
    /// it; in these cases an item the store made has `uid-N` for id N, since each is made
    /// once, in id order.
    func asFetched(_ item: TodoItem, uid: String? = nil) -> TodoItem {
        guard kind != .inMemory else { return item }
        var fetched = item
        fetched.uid = uid ?? item.uid ?? "uid-" + String(item.id)
        return fetched
    }

    func asFetched(_ items: [TodoItem]) -> [TodoItem] {
        items.map { asFetched($0) }
    }

    /// Takes the store back to before its first run: the folder store's folder is removed (a
    /// change makes it again); there is no data file yet anyway, and memory has no place.
    func startFromNothing() throws {
        if case .vdir(let folder) = place { try FileManager.default.removeItem(atPath: folder.path) }
    }

    /// The error of a writer that gave up waiting `seconds` for the lock; nil for the
    /// in-memory store, which waits for its lock without a limit.
    func lockedOut(afterWaiting seconds: Int) -> TodoError? {
        let gaveUp = " is locked by another todo; gave up after \(seconds) seconds"
        switch place {
        case .memory: return nil
        case .dataFile(let folder): return TodoError.io(folder.at("todo.json") + gaveUp)
        case .vdir(let folder): return TodoError.io(folder.path + gaveUp)
        }
    }

    /// Renames item `id` the way a hand edit or a sync would: not through the store, so that
    /// no undo record is made and undo must refuse.
    func renameBehindTheStoresBack(_ id: Int, to name: String) throws {
        switch place {
        case .memory(let store):
            var list = try store.fetch()
            list.items = list.items.map { $0.id == id ? Self.renamed($0, to: name) : $0 }
            store.changeBehindTheStoresBack(list)
        case .dataFile(let folder):
            var list = try makeStore().fetch()
            list.items = list.items.map { $0.id == id ? Self.renamed($0, to: name) : $0 }
            try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        case .vdir(let folder):
            let file = "uid-" + String(id) + ".ics"
            let lines = try #require(folder.text(file)).components(separatedBy: "\r\n")
            let edited = lines.map { $0.hasPrefix("SUMMARY:") ? "SUMMARY:" + name : $0 }
            try folder.write(edited.joined(separator: "\r\n"), to: file)
        }
    }

    private static func renamed(_ item: TodoItem, to name: String) -> TodoItem {
        var renamed = item
        renamed.name = name
        return renamed
    }
}

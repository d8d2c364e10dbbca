import Foundation
package import Synchronization
package import TodoCalendar
import TodoCore
package import TodoFileSystem

/// A fresh temporary vdir for one test, removed at the end, with a store on it whose clock,
/// UIDs and warnings are the test's.
package final class VdirTestFolder: Sendable {
    package let path: String
    private let uids = Mutex(0)
    package let warnings = Mutex<[String]>([])

    package init() throws {
        path = NSTemporaryDirectory() + "todo-vdir-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A new store, as a new run of `todo` makes one; UIDs `uid-1`, `uid-2`... across stores.
    /// `lockTimeout` as the store's own: a test of many writers gives a loaded machine longer;
    /// `calls` records the system calls of a write, for a test of their order.
    package func store(lockTimeout: Double = 10, calls: FileSystemCalls = .system) -> VdirDataStore {
        VdirDataStore(folder: FilePath(path), localZone: ZoneInfoDatabase.rules(named: "Europe/Paris").map(LocalZone.rules) ?? .system,
                      lockTimeout: lockTimeout,
                      now: { 1_795_000_000 },
                      makeUID: UIDMaker { "uid-" + String(self.uids.withLock { $0 += 1; return $0 }) },
                      calls: calls,
                      warn: { text in self.warnings.withLock { $0.append(text) } })
    }

    package func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    package func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    package var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

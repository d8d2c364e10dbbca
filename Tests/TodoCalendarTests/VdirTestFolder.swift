import Foundation
import Synchronization
@testable import TodoCalendar
import TodoCore
import TodoFileSystem

/// A fresh temporary vdir for one test, removed at the end, with a store on it whose clock,
/// UIDs and warnings are the test's.
final class VdirTestFolder: Sendable {
    let path: String
    private let uids = Mutex(0)
    let warnings = Mutex<[String]>([])

    init() throws {
        path = NSTemporaryDirectory() + "todo-vdir-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A new store, as a new run of `todo` makes one; UIDs `uid-1`, `uid-2`... across stores.
    func store(calls: FileSystemCalls = .system) -> VdirDataStore {
        VdirDataStore(folder: FilePath(path), localZone: TimeZone(identifier: "Europe/Paris") ?? .current,
                      now: { 1_795_000_000 },
                      makeUID: { "uid-" + String(self.uids.withLock { $0 += 1; return $0 }) },
                      calls: calls,
                      warn: { text in self.warnings.withLock { $0.append(text) } })
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func text(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

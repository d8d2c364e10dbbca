import TodoCore
import TodoFileSystem

/// Finds the pair of a vdirsyncer configuration that holds the folder store: the one with a
/// `filesystem` storage (its `a` or `b`) whose `path`, after `~` and symlinks are resolved,
/// is the folder, or is the folder's parent with the folder's name as one of the pair's
/// collections. Anything else (no such pair, two, a PAIR that is not it, a `fileext` that is
/// not `.ics`) is exit 69, naming the configuration file read and what to set.
struct SyncPairFinder {
    let config: VdirsyncerConfig
    /// The configuration file read, as the messages name it.
    let configPath: String
    /// A path as the configuration gives it, with `~` and symlinks resolved.
    let resolve: (String) -> FilePath

    /// The target for the folder `folder` (already resolved); `pair`: the PAIR typed, if any.
    func target(for folder: FilePath, pair wanted: String?) throws -> SyncTarget {
        let folder = Self.normalized(folder)
        let parent = Self.normalized(FilePathText.folder(of: folder))
        let name = String(decoding: FilePathText.name(of: folder), as: UTF8.self)
        var found: [(target: SyncTarget, storage: VdirsyncerConfig.Storage)] = []
        for pair in config.pairs where wanted == nil || pair.name == wanted {
            for (side, storageName) in [("a", pair.a), ("b", pair.b)] {
                guard let storageName, let storage = config.storages[storageName], storage.type == "filesystem",
                      let path = storage.path else { continue }
                let resolved = Self.normalized(resolve(path))
                if pair.collections == nil, resolved == folder {
                    found.append((SyncTarget(pair: pair.name, collection: nil), storage))
                } else if let collections = pair.collections, resolved == parent,
                          let collection = Self.collection(named: name, on: side, in: collections) {
                    found.append((SyncTarget(pair: pair.name, collection: collection), storage))
                }
            }
        }
        guard let first = found.first else { throw noPair(for: folder, wanted: wanted) }
        let pairs = Set(found.map(\.target.pair))
        guard pairs.count == 1 else {
            throw TodoError(.unavailable, "two pairs in \(configPath) hold \(folder.shown): "
                + pairs.sorted().joined(separator: " and ") + "; name one: todo sync PAIR")
        }
        if let other = found.first(where: { $0.storage.fileext != ".ics" }) {
            throw TodoError(.unavailable, "storage \(other.storage.name) in \(configPath) has fileext "
                + (other.storage.fileext.map { "\"\($0)\"" } ?? "unset") + #": set fileext = ".ics""#)
        }
        return first.target
    }

    /// The name vdirsyncer knows the folder's collection by, when the entries take it in.
    private static func collection(named name: String, on side: String,
                                   in collections: [VdirsyncerConfig.Collection]) -> String? {
        for entry in collections {
            switch entry {
            case .everyOne: return name
            case .named(let named) where named == name: return name
            case .mapped(let mapped, let a, let b) where (side == "a" ? a : b) == name: return mapped
            default: continue
            }
        }
        return nil
    }

    private func noPair(for folder: FilePath, wanted: String?) -> TodoError {
        let subject = wanted.map { config.pairs.contains { $0.name == wanted } ? "pair \($0) in \(configPath) does not hold"
            : "\(configPath) has no pair \($0) to hold" } ?? "no pair in \(configPath) holds"
        return TodoError(.unavailable, "\(subject) \(folder.shown): add a [storage] with type = \"filesystem\" and path = "
            + "\"\(folder.shown)\" (or its parent, with collections) to a [pair]; README.md, \"Sync with your phone\", has one")
    }

    /// Without a trailing `/` (but `/` itself).
    static func normalized(_ path: FilePath) -> FilePath {
        var bytes = path.bytes
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        return FilePath(bytes: bytes)
    }
}

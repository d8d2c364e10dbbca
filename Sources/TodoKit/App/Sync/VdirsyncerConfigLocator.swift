import TodoCore
import TodoFileSystem

/// Finds vdirsyncer's configuration in vdirsyncer's own order: `VDIRSYNCER_CONFIG`, else
/// `~/.vdirsyncer/config` when it exists, else `$XDG_CONFIG_HOME/vdirsyncer/config`
/// (`~/.config/vdirsyncer/config` without it).
struct VdirsyncerConfigLocator {
    let environment: PathEnvironment
    /// The bytes of a file, nil when there is none: the file layer's reader, or a test's.
    let read: (FilePath) throws -> [UInt8]?

    /// The file and its bytes; exit 69 naming the file when there is none, 74 when it cannot be read.
    func configuration() throws -> (path: FilePath, bytes: [UInt8]) {
        let path: FilePath
        if let given = environment["VDIRSYNCER_CONFIG"] {
            path = given
        } else {
            let home = environment["HOME"].map(SyncPairFinder.normalized)
            let dotted = home.map { $0 + "/.vdirsyncer/config" }
            if let dotted, let bytes = try reading(dotted) { return (dotted, bytes) }
            let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.map { $0 + "/.config" }
            guard let configHome else {
                throw TodoError(.unavailable, "cannot tell where vdirsyncer's configuration is (no HOME): set VDIRSYNCER_CONFIG")
            }
            path = SyncPairFinder.normalized(configHome) + "/vdirsyncer/config"
        }
        guard let bytes = try reading(path) else {
            throw TodoError(.unavailable, "no vdirsyncer configuration at \(path.shown): write one there "
                + "(README.md, \"Sync with your phone\", has one), or name it with VDIRSYNCER_CONFIG")
        }
        return (path, bytes)
    }

    private func reading(_ path: FilePath) throws -> [UInt8]? {
        do {
            return try read(path)
        } catch let error as SystemCallError {
            throw TodoError.io("cannot read \(path.shown): \(error.text)")
        } catch {
            throw TodoError.io("cannot read \(path.shown): \(NotARegularFile().text)")
        }
    }
}

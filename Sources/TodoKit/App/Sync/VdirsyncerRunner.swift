import TodoCore
import TodoFileSystem

/// The sync engine on this machine: vdirsyncer, found on `PATH`, run as a child process with
/// this run's environment, its lines passed to stderr as it writes them.
final class VdirsyncerRunner: SyncRunner {
    private let folder: FilePath
    /// The environment as the process was given it: vdirsyncer gets the same.
    private let environment: [String: [UInt8]]
    /// Where vdirsyncer's lines go: the descriptor of this process's messages; nil: nowhere
    /// (the List screen's `s`, whose terminal is the screen's).
    private let messages: Int32?
    private var executable: FilePath?

    init(folder: FilePath, environment: [String: [UInt8]], messages: Int32?) {
        self.folder = folder
        self.environment = environment
        self.messages = messages
    }

    func target(pair: String?) throws -> SyncTarget {
        guard let executable = ChildProcess.executable(named: "vdirsyncer", searchPath: environment["PATH"]) else {
            throw TodoError(.unavailable, "vdirsyncer is not installed (not found on PATH): install it, "
                + "e.g. apt install vdirsyncer or pipx install vdirsyncer")
        }
        self.executable = executable
        let paths = PathEnvironment(bytes: environment)
        let (path, bytes) = try VdirsyncerConfigLocator(environment: paths, read: {
            try WholeFileReader.bytes(at: $0)
        }).configuration()
        let home = paths["HOME"]
        let finder = SyncPairFinder(config: VdirsyncerConfig(text: String(decoding: bytes, as: UTF8.self)),
                                    configPath: path.shown, resolve: { Self.resolved(Self.expandingTilde($0, home: home)) })
        return try finder.target(for: Self.resolved(folder), pair: pair)
    }

    func run(_ target: SyncTarget) throws -> String? {
        guard let executable else { throw TodoError.unwired("vdirsyncer's path") }
        do {
            switch try ChildProcess.run(executable, arguments: ["sync", target.argument], environment: environment, messages: messages) {
            case .exited(0): return nil
            case .exited(let status): return "exit status \(status)"
            case .killed(let signal): return "killed by signal \(signal)"
            }
        } catch let error as SystemCallError {
            return "could not be started: " + error.text
        }
    }

    /// With its symlinks resolved; a path that does not exist (yet) as it is.
    private static func resolved(_ path: FilePath) -> FilePath {
        SymlinkResolver.canonical(path) ?? path
    }

    /// `~` and `~/...` with the home folder, as vdirsyncer's `expanduser` does.
    static func expandingTilde(_ path: String, home: FilePath?) -> FilePath {
        guard let home, path == "~" || path.hasPrefix("~/") else { return FilePath(path) }
        return FilePath(bytes: SyncPairFinder.normalized(home).bytes + Array(path.dropFirst().utf8))
    }
}

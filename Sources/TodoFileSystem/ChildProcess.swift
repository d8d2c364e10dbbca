package import TodoCore

/// Another program run to its end as a child process (`vdirsyncer sync`), with `posix_spawn`:
/// its standard input /dev/null, its standard output and error both on the descriptor of
/// this process's messages (its lines are its messages, shown as it writes them; this
/// process's standard output stays its own) or on /dev/null, and exactly the environment given.
package enum ChildProcess {
    /// How a child ended.
    package enum Ending: Equatable, Sendable {
        case exited(Int32)
        case killed(signal: Int32)
    }

    /// Runs `executable` with `arguments` and `environment` and waits for its end; `messages`
    /// nil: its lines are not shown. Throws `SystemCallError` when it cannot be started.
    package static func run(_ executable: FilePath, arguments: [String], environment: [String: [UInt8]],
                            messages: Int32? = 2) throws -> Ending {
        var actions = emptySpawnActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let messages {
            if messages != 2 { posix_spawn_file_actions_adddup2(&actions, messages, 2) }
            posix_spawn_file_actions_adddup2(&actions, messages, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        let argv = ([executable.bytes] + arguments.map { Array($0.utf8) }).map(cString) + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { cString(Array($0.key.utf8) + [UInt8(ascii: "=")] + $0.value) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = executable.withCString { posix_spawn(&pid, $0, &actions, argv, envp) }
        guard result == 0 else { throw SystemCallError(code: result) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw SystemCallError.last }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    /// The first `name` in the folders of `searchPath` (a `PATH` value; the C library's
    /// default path when nil) that this process may run; nil when there is none.
    package static func executable(named name: String, searchPath: [UInt8]?) -> FilePath? {
        let folders = (searchPath ?? Array("/bin:/usr/bin".utf8)).split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        for folder in folders {
            // An empty entry is the current folder, as the shell reads PATH.
            let path = FilePath(bytes: (folder.isEmpty ? [UInt8(ascii: ".")] : Array(folder)) + [UInt8(ascii: "/")] + Array(name.utf8))
            var status = FileStatus()
            guard path.withCString({ stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG,
                  path.withCString({ access($0, X_OK) }) == 0 else { continue }
            return path
        }
        return nil
    }

    /// A C string made with `malloc`, for `argv` and `envp` (a NUL inside is cut there).
    private static func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar>? {
        let text = bytes.prefix { $0 != 0 }
        guard let pointer = malloc(text.count + 1)?.assumingMemoryBound(to: CChar.self) else { return nil }
        for (offset, byte) in text.enumerated() { pointer[offset] = CChar(bitPattern: byte) }
        pointer[text.count] = 0
        return pointer
    }
}

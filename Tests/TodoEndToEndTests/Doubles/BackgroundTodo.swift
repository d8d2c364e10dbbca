import Foundation

/// The built `todo` started without waiting for it, so that many can run at once, or one can
/// be killed part-way through.
///
/// Started with `posix_spawn` and reaped only here, never behind the test's back (as
/// Foundation's `Process` does): until then the process id cannot be reused, so `kill` always
/// hits this process, even one that has just finished. Its stdout and stderr go to files of
/// its own in the temporary folder (removed once read), or nowhere. `finished()` waits without
/// holding a thread, so the other tests run meanwhile.
final class BackgroundTodo {
    enum Ending: Equatable {
        case exited(Int32)
        case killed(signal: Int32)
    }

    struct Outcome: Equatable {
        var ending: Ending
        var stdout: String
        var stderr: String
    }

    let pid: pid_t
    private let outputPaths: (stdout: String, stderr: String)?
    private var ending: Ending?

    /// Starts `todo arguments...` with exactly `environment` and stdin from /dev/null; its
    /// output is kept for `wait` only when `capturingOutput`.
    init(_ arguments: [String], environment: [String: String], capturingOutput: Bool = true) throws {
        let stem = NSTemporaryDirectory() + "todo-output-" + UUID().uuidString
        let paths = capturingOutput ? (stem + ".out", stem + ".err") : nil
        outputPaths = paths
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, paths?.0 ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, paths?.1 ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        Self.closeOtherDescriptors(&actions)
        let argv = ([TodoBinary.url.path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, TodoBinary.url.path, &actions, nil, argv + [nil], envp + [nil])
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
        pid = child
    }

    /// A process never waited for is ended and reaped, so that none outlives its test.
    deinit {
        if ending == nil {
            TodoEndToEndTests.kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        if let outputPaths {
            unlink(outputPaths.stdout)
            unlink(outputPaths.stderr)
        }
    }

    /// Sends SIGKILL (a no-op once the process has been waited for).
    func kill() {
        guard ending == nil else { return }
        TodoEndToEndTests.kill(pid, SIGKILL)
    }

    /// Whether the process has ended, without blocking (it is reaped if it has).
    func hasEnded() -> Bool {
        if ending != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        ending = Self.ending(of: status)
        return true
    }

    /// Waits for the process to end, blocking; how it ended, and what it wrote.
    func wait() -> Outcome {
        if ending == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
            ending = Self.ending(of: status)
        }
        return outcome()
    }

    /// Waits for the process to end, looking every few milliseconds and sleeping between.
    func finished() async -> Outcome {
        while !hasEnded() {
            try? await Task.sleep(for: .milliseconds(2))
        }
        return outcome()
    }

    private func outcome() -> Outcome {
        Outcome(ending: ending ?? .exited(-1), stdout: Self.take(outputPaths?.stdout),
                stderr: Self.take(outputPaths?.stderr))
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// Has the child close every descriptor above stderr: a pipe another test reads to its end,
    /// or a lock a test holds, must not stay open in a child that lives for seconds. (glibc
    /// 2.34's `posix_spawn_file_actions_addclosefrom_np`, which Swift's Glibc does not import.)
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    }

    /// Decodes a `waitpid` status (the C macros `WIFSIGNALED` and friends are not imported).
    private static func ending(of status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    /// The text of an output file, which is removed (it is read once).
    private static func take(_ path: String?) -> String {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return "" }
        unlink(path)
        return String(decoding: data, as: UTF8.self)
    }
}

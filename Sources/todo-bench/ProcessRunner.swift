/// Runs programs as whole processes with `posix_spawn`, and times them.
enum ProcessRunner {
    /// Runs `command` with stdin and stdout on /dev/null and stderr into `errorPath`, and
    /// measures it (through a `MeasuredChild` helper, which keeps `ru_maxrss` the program's
    /// own). Throws when it cannot start or does not exit with status 0.
    static func measure(_ command: Command, errorPath: String) throws -> RunMeasurement {
        guard let helper = ExecutableFinder.ownPath() else { throw BenchmarkError("cannot tell where todo-bench is") }
        let helperCommand = Command(executable: helper,
                                    arguments: [MeasuredChild.flag, errorPath, command.executable] + command.arguments,
                                    environment: command.environment)
        let (helperStatus, report) = try output(of: helperCommand)
        let fields = report.split(separator: " ").map { String($0.filter { $0 != "\n" }) }
        guard helperStatus == 0, fields.count == 4, let seconds = Double(fields[0]), let peak = Int(fields[1]),
              let status = Int32(fields[2]), let faults = Int(fields[3]) else {
            throw BenchmarkError("the measuring helper failed (status \(helperStatus)): \(report)")
        }
        try check(status, of: command, errorPath: errorPath)
        return RunMeasurement(seconds: seconds, peakKilobytes: peak, pageFaults: faults)
    }

    /// Runs `command` to its end and returns its exit status and stdout (stderr discarded).
    static func output(of command: Command) throws -> (status: Int32, text: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkError.system("pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let pid: pid_t
        do {
            pid = try withCStrings(command) { argv, envp in try spawn(command.executable, &actions, argv, envp) }
        } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        close(pipeEnds[1])
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkError.system("waitpid") }
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, String(decoding: bytes, as: UTF8.self))
    }

    private static func spawn(_ path: String, _ actions: inout posix_spawn_file_actions_t,
                              _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?]) throws -> pid_t {
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else {
            throw BenchmarkError("cannot start \(path): \(String(cString: strerror(result)))")
        }
        return pid
    }

    private static func check(_ status: Int32, of command: Command, errorPath: String) throws {
        let signal = status & 0x7F
        let code = (status >> 8) & 0xFF
        guard signal != 0 || code != 0 else { return }
        let what = signal != 0 ? "was killed by signal \(signal)" : "exited with status \(code)"
        let errorText = (try? FileBytes.read(errorPath)).map { String(decoding: $0.prefix(2000), as: UTF8.self) } ?? ""
        throw BenchmarkError("\(([command.executable] + command.arguments).joined(separator: " ")) \(what)"
            + (errorText.isEmpty ? "" : ":\n" + errorText))
    }

    private static func withCStrings<Result>(
        _ command: Command, _ body: ([UnsafeMutablePointer<CChar>?], [UnsafeMutablePointer<CChar>?]) throws -> Result
    ) rethrows -> Result {
        let argv = ([command.executable] + command.arguments).map { strdup($0) } + [nil]
        let envp = command.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        return try body(argv, envp)
    }

    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}

/// Issue 22's figure: how many instructions one run of a command takes, as callgrind
/// (valgrind) counts them. Unlike times on a shared machine, the counts repeat from run to
/// run to within a few hundred, so one run of each command is enough to compare two builds.
struct InstructionCounter {
    /// The commands counted, on the data file only (the ones issue 22 names).
    static let operations: [Operation] = [.list, .add, .done]

    let valgrind: String

    /// The counter, or nil when valgrind is not on `path`.
    init?(path: String?) {
        guard let valgrind = ExecutableFinder.onPath(["valgrind"], path: path) else { return nil }
        self.valgrind = valgrind
    }

    /// The instructions `command` took, counted with its output thrown away; the log goes
    /// to `logPath`. Throws when the command fails or callgrind says no count.
    func count(_ command: Command, logPath: String) throws -> Int {
        let counted = Command(executable: valgrind,
                              arguments: ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--log-file=" + logPath,
                                          command.executable] + command.arguments,
                              environment: command.environment)
        let status = try ProcessRunner.output(of: counted).status
        let log = String(decoding: try FileBytes.read(logPath), as: UTF8.self)
        guard status == 0, let count = InstructionCounter.collected(inLog: log) else {
            throw BenchmarkError("\(command.executable) \(command.arguments.joined(separator: " ")) under callgrind "
                                 + "exited with status \(status); see \(logPath)")
        }
        return count
    }

    /// The figure of callgrind's `==123== Collected : 458577848` line.
    static func collected(inLog log: String) -> Int? {
        for line in log.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].hasSuffix("Collected ") else { continue }
            return Int(line[line.index(after: colon)...].filter { $0 != " " })
        }
        return nil
    }
}

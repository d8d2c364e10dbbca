/// The benchmark's helper mode (`todo-bench --child ERRFILE PROGRAM ARGS...`): runs one
/// program, timed, and prints `SECONDS PEAK_KB STATUS PAGE_FAULTS` for the benchmark to read.
///
/// Why a helper: a process's `ru_maxrss` starts from the memory of the process it was forked
/// from (with `posix_spawn`'s vfork, the parent's whole peak), so a child of the benchmark,
/// which holds every generated list, would report the benchmark's own size. This helper is
/// freshly started and small, and uses a plain `fork`, which copies only its few private pages.
enum MeasuredChild {
    static let flag = "--child"

    static func run(_ arguments: [String]) -> Never {
        guard arguments.count >= 2 else {
            Console.error("todo-bench: \(flag) needs an error file and a program")
            exit(64)
        }
        guard let errorPath = strdup(arguments[0]), let program = strdup(arguments[1]) else { exit(71) }
        let argv = [program] + arguments.dropFirst(2).map { strdup($0) } + [nil]
        let start = ProcessRunner.monotonicSeconds()
        let pid = fork()
        if pid == 0 {
            // Only async-signal-safe calls from here to execv.
            let input = open("/dev/null", O_RDONLY)
            let output = open("/dev/null", O_WRONLY)
            let errors = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            dup2(input, 0)
            dup2(output, 1)
            dup2(errors, 2)
            execv(program, argv)
            _exit(127)
        }
        guard pid > 0 else {
            Console.error("todo-bench: fork: \(String(cString: strerror(errno)))")
            exit(71)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                Console.error("todo-bench: wait4: \(String(cString: strerror(errno)))")
                exit(71)
            }
        }
        let seconds = ProcessRunner.monotonicSeconds() - start
        print("\(seconds) \(usage.ru_maxrss) \(status) \(usage.ru_minflt + usage.ru_majflt)")
        exit(0)
    }
}

/// Why the benchmark stopped: one line for stderr, and the exit status.
struct BenchmarkError: Error {
    let message: String
    let status: Int32

    init(_ message: String, status: Int32 = 1) {
        self.message = message
        self.status = status
    }

    /// A usage mistake: exit status 64, as `todo` itself uses.
    static func usage(_ message: String) -> BenchmarkError {
        BenchmarkError(message + "\n" + BenchmarkOptions.usage, status: 64)
    }

    /// The last system call's error, with what was being done.
    static func system(_ doing: String) -> BenchmarkError {
        BenchmarkError("\(doing): \(String(cString: strerror(errno)))")
    }
}


/// Ctrl-C stops the benchmark between runs, so its temporary folder is still removed.
enum InterruptFlag {
    nonisolated(unsafe) private static var raised: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { _ in InterruptFlag.raised = 1 }
        signal(SIGTERM) { _ in InterruptFlag.raised = 1 }
    }

    static func check() throws {
        if raised != 0 { throw BenchmarkError("interrupted", status: 130) }
    }
}

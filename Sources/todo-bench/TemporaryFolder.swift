/// A private folder under `$TMPDIR` (or /tmp) for the generated data, removed at the end.
struct TemporaryFolder {
    let path: String

    init() throws {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/todo-bench.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchmarkError.system("cannot create a folder in \(base)") }
        path = String(cString: made)
    }

    func remove() {
        FileBytes.removeTree(path)
    }
}

/// Checks that the `todo` beside the benchmark is a build of the sources as they are now, and
/// says how it links the Swift runtime.
///
/// `swift run -c release todo-bench` builds only the benchmark and the libraries it uses, never `todo`
/// itself, so an edited source with a stale `todo` would be timed without a word.
struct TodoBuildCheck {
    let executable: String
    /// The package's root, from this file's own path at compile time.
    let packageRoot: String

    init(executable: String, sourceFile: String = #filePath) {
        self.executable = executable
        var parts = sourceFile.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(min(3, parts.count))   // Sources/todo-bench/TodoBuildCheck.swift
        packageRoot = parts.joined(separator: "/")
    }

    static let buildCommand = "swift build -c release --static-swift-stdlib"

    /// Throws when `todo` is missing, or older than both a source it is built from and the
    /// objects compiled from them.
    ///
    /// Both, because each alone misleads: an edit that changes no code (a comment) leaves the
    /// objects and `todo` as they were, and building the benchmark with other flags than
    /// `todo` (no `--static-swift-stdlib`) compiles the objects again from unchanged sources.
    func verify() throws {
        guard let built = FileBytes.modificationTime(executable) else {
            throw BenchmarkError("no todo at \(executable): build it first with `\(TodoBuildCheck.buildCommand)`")
        }
        let sources = ["Package.swift", "Sources/TodoCore", "Sources/TodoFile", "Sources/TodoKit", "Sources/todo"].map { packageRoot + "/" + $0 }
        let folder = executable.lastIndex(of: "/").map { String(executable[..<$0]) } ?? "."
        let objects = ["TodoCore.build", "TodoFile.build", "TodoKit.build", "todo.build"].map { folder + "/" + $0 }
        guard let newer = TodoBuildCheck.newest(under: sources), newer.time > built,
              let compiled = TodoBuildCheck.newest(under: objects, named: { $0.hasSuffix(".o") }),
              compiled.time > built else { return }
        throw BenchmarkError("\(executable) is older than \(newer.path): rebuild it with `\(TodoBuildCheck.buildCommand)`")
    }

    private static func newest(under paths: [String], named matches: (String) -> Bool = { _ in true }) -> (path: String, time: Double)? {
        paths.compactMap { newestFile(under: $0, named: matches) }.max { $0.time < $1.time }
    }

    /// Whether the Swift runtime is linked in (`--static-swift-stdlib`): a dynamically linked
    /// binary names `libswiftCore.so` among the libraries it needs, near its start.
    func linksSwiftStatically() -> Bool? {
        guard let window = try? FileBytes.read(executable, limit: 8 << 20) else { return nil }
        let needle = Array("libswiftCore.so".utf8)
        guard window.count >= needle.count else { return true }
        for start in 0...(window.count - needle.count) where window[start] == needle[0] {
            if window[start..<start + needle.count].elementsEqual(needle) { return false }
        }
        return true
    }

    /// The newest file under `path` (itself, if it is a file) whose name `matches`.
    private static func newestFile(under path: String, named matches: (String) -> Bool) -> (path: String, time: Double)? {
        let names = FileBytes.names(in: path)
        guard !names.isEmpty else {
            guard matches(path) else { return nil }
            return FileBytes.modificationTime(path).map { (path, $0) }
        }
        return names.compactMap { newestFile(under: path + "/" + $0, named: matches) }.max { $0.time < $1.time }
    }
}

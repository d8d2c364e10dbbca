/// Checks that the `todo` beside the benchmark is a build of the sources as they are now, and
/// says how it links the Swift runtime.
///
/// `swift run -c release todo-bench` builds only the benchmark and TodoKit, never `todo`
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

    /// Throws when `todo` is missing or older than a source it is built from.
    func verify() throws {
        guard let built = FileBytes.modificationTime(executable) else {
            throw BenchmarkError("no todo at \(executable): build it first with `\(TodoBuildCheck.buildCommand)`")
        }
        let sources = ["Package.swift", "Sources/TodoKit", "Sources/todo"].map { packageRoot + "/" + $0 }
        if let newer = sources.lazy.compactMap({ TodoBuildCheck.newestFile(under: $0) }).first(where: { $0.time > built }) {
            throw BenchmarkError("\(executable) is older than \(newer.path): rebuild it with `\(TodoBuildCheck.buildCommand)`")
        }
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

    private static func newestFile(under path: String) -> (path: String, time: Double)? {
        let names = FileBytes.names(in: path)
        guard !names.isEmpty else { return FileBytes.modificationTime(path).map { (path, $0) } }
        return names.compactMap { newestFile(under: path + "/" + $0) }.max { $0.time < $1.time }
    }
}

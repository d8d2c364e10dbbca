import Foundation
import TodoTestSupport

/// Runs the built `todo` binary as a separate process, the way a user or a script would.
struct TodoBinary {
    typealias Result = ProgramRun

    /// The `todo` built beside the test bundle by `swift build` / `swift test`.
    static let url: URL = {
        let testBinary = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return testBinary.deletingLastPathComponent().appendingPathComponent("todo")
    }()

    /// A scratch folder with a data file path in it; removed by `cleanUp()`.
    let folder: URL
    var dataPath: String { folder.appendingPathComponent("todo.json").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A fixed, small environment: `TZ`, `HOME` in the scratch folder, no locale, no colour hints.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ["TZ": "Europe/Berlin", "HOME": folder.path, "PATH": "/usr/bin:/bin",
                           "TODO_FILE": dataPath]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `todo arguments...` with `--today` fixed unless `today` is nil.
    @discardableResult
    func run(_ arguments: [String], today: String? = "2026-11-21", environment extra: [String: String] = [:],
             unsetting: [String] = [], stdin: String? = nil) throws -> Result {
        var environment = environment(extra)
        for name in unsetting { environment[name] = nil }
        let arguments = today.map { ["--today", $0] + arguments } ?? arguments
        return try TodoBinary.launch(arguments, environment: environment, stdin: stdin)
    }

    /// Its standard input is a pipe that holds `stdin` (nothing, without it), then ends.
    static func launch(_ arguments: [String], environment: [String: String], stdin: String? = nil) throws -> Result {
        try ProgramRun.run(url, arguments, environment: environment, stdin: stdin ?? "")
    }

    func fileText() -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: dataPath))).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: dataPath))
    }
}

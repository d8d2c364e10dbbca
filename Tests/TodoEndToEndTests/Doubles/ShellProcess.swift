import Foundation
import Testing
import TodoTestSupport

/// Runs a shell (bash, zsh, fish, sh) or another program that a test needs, when it is
/// installed, with the built `todo` first on PATH.
struct ShellProcess {
    /// The program's path, or nil when it is not installed (the test is then skipped).
    static func find(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { $0 + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func isInstalled(_ name: String) -> Bool { find(name) != nil }

    /// PATH with the built `todo` first.
    static var path: String { TodoBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin" }

    /// Runs `name arguments...` with `environment`, no input, and returns what it wrote.
    static func run(_ name: String, _ arguments: [String], environment: [String: String],
                    folder: URL? = nil) throws -> TodoBinary.Result {
        let program = try #require(find(name), "\(name) is not installed")
        return try ProgramRun.run(URL(fileURLWithPath: program), arguments, environment: environment, folder: folder)
    }
}

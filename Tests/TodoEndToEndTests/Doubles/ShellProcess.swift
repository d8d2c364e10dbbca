import Foundation
import Testing
import TodoTestSupport

/// Runs a shell (bash, zsh, fish, sh) or another program that a test needs (`.needs(.tool(_:))`),
/// with the built `todo` first on PATH.
struct ShellProcess {
    /// PATH with the built `todo` first.
    static var path: String { TodoBinary.url.deletingLastPathComponent().path + ":/usr/bin:/bin" }

    /// Runs `name arguments...` with `environment`, no input, and returns what it wrote.
    static func run(_ name: String, _ arguments: [String], environment: [String: String],
                    folder: URL? = nil) throws -> TodoBinary.Result {
        let program = try #require(TestNeed.toolPath(name), "\(name) is not installed")
        return try ProgramRun.run(URL(fileURLWithPath: program), arguments, environment: environment, folder: folder)
    }
}

import Foundation
import Testing

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorBox = ErrorBytes()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return TodoBinary.Result(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                                 stderr: String(decoding: errorBox.data, as: UTF8.self))
    }
}

/// Hands the bytes of standard error from a reading queue back to the waiting test.
private final class ErrorBytes: @unchecked Sendable {
    var data = Data()
}

import Foundation

/// Runs the built `todo` through `/bin/sh`, for what `Process` cannot set up: a standard
/// output that is `/dev/full` or closed, or a memory limit (`ulimit -v`).
enum ShellLaunch {
    static let shell = "/bin/sh"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: shell) }

    /// `sh -c 'SETUP; exec todo "$@" REDIRECT'`; standard output and error are read as usual
    /// when not redirected.
    static func run(_ arguments: [String], environment: [String: String], setup: String = ":",
                    redirect: String = "") throws -> TodoBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", "\(setup); exec \"$0\" \"$@\" \(redirect)", TodoBinary.url.path] + arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The outputs here are a line or two, far below a pipe's capacity: read one, then the other.
        let errorData = err.fileHandleForReading.readDataToEndOfFile()
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TodoBinary.Result(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                                 stderr: String(decoding: errorData, as: UTF8.self))
    }
}

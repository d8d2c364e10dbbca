package import Foundation

/// One run of a program to its end, as the tests start them (`todo`, a shell, `date`, `task`):
/// the one place a test sets up a `Process` and its pipes.
package struct ProgramRun: Equatable, Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    package init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Runs `executable` with exactly `environment` (nil: the test's own) in `folder`, writes
    /// `stdin` to its standard input and closes it (nil: standard input is /dev/null), and
    /// waits for its end.
    package static func run(_ executable: URL, _ arguments: [String], environment: [String: String]?,
                            folder: URL? = nil, stdin: String? = nil) throws -> ProgramRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = stdin.map { _ in Pipe() }
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
        if let input, let stdin {
            // A program that ends without reading it all closes the pipe: not the test's failure.
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        // Both pipes read at once, so a large output on one cannot stall the other.
        let errorBytes = ErrorBytes()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorBytes.data = err.fileHandleForReading.readDataToEndOfFile()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                          stderr: String(decoding: errorBytes.data, as: UTF8.self))
    }
}

/// Hands the bytes of standard error from the reading queue back to the waiting test.
private final class ErrorBytes: @unchecked Sendable {
    var data = Data()
}

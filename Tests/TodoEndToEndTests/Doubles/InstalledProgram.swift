import Foundation

/// An optional program the interop tests run when it is installed (`todoman`, `vdirsyncer`,
/// `radicale`); the tests that need one are skipped when it is not.
struct InstalledProgram {
    let url: URL

    init?(_ name: String) {
        let folders = ["/usr/bin", "/usr/local/bin", "/bin"]
        guard let folder = folders.first(where: { FileManager.default.isExecutableFile(atPath: $0 + "/" + name) }) else {
            return nil
        }
        url = URL(fileURLWithPath: folder + "/" + name)
    }

    static func isInstalled(_ name: String) -> Bool { InstalledProgram(name) != nil }

    /// Runs the program to its end; its standard input is empty.
    func run(_ arguments: [String], environment: [String: String]) throws -> TodoBinary.Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorBox = OutputBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorBox.data = err.fileHandleForReading.readDataToEndOfFile()
        }
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return TodoBinary.Result(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                                 stderr: String(decoding: errorBox.data, as: UTF8.self))
    }
}

/// Filled by the reader of standard error before the group is waited on.
private final class OutputBox: @unchecked Sendable {
    var data = Data()
}

import Foundation
import TodoTestSupport

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
        try ProgramRun.run(url, arguments, environment: environment)
    }
}

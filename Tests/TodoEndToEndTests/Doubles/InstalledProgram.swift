import Foundation
import TodoTestSupport

/// An optional program the interop tests run when it is installed (`todoman`, `vdirsyncer`,
/// `radicale`); the tests that need one say so (`.needs(.tool(_:))`).
struct InstalledProgram {
    let url: URL

    init?(_ name: String) {
        guard let path = TestNeed.toolPath(name) else { return nil }
        url = URL(fileURLWithPath: path)
    }

    /// Runs the program to its end; its standard input is empty.
    func run(_ arguments: [String], environment: [String: String]) throws -> TodoBinary.Result {
        try ProgramRun.run(url, arguments, environment: environment)
    }
}

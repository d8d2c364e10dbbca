import Foundation
import Testing
import TodoCore
import TodoFileSystem

/// A program run as a child: found on a PATH given as bytes, given exactly the environment
/// handed to it, its output on the descriptor named, its ending told.
@Suite struct ChildProcessTests {
    @Test func findsAProgramOnThePathGiven() {
        #expect(ChildProcess.executable(named: "sh", searchPath: Array("/nonexistent::/bin".utf8)) == "/bin/sh")
        #expect(ChildProcess.executable(named: "no-such-program-here", searchPath: Array("/bin:/usr/bin".utf8)) == nil)
    }

    @Test func runsWithTheEnvironmentGivenAndTellsHowItEnded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out").path
        let descriptor = open(output, O_WRONLY | O_CREAT, 0o600)
        defer { close(descriptor) }
        let ending = try ChildProcess.run("/bin/sh", arguments: ["-c", #"echo "$GREETING"; echo to-stderr >&2; exit 3"#],
                                          environment: ["GREETING": Array("hello".utf8)], messages: descriptor)
        #expect(ending == .exited(3))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "hello\nto-stderr\n")
        #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -9 $$"], environment: [:]) == .killed(signal: 9))
        #expect(throws: SystemCallError(code: ENOENT)) { try ChildProcess.run("/nonexistent/program", arguments: [], environment: [:]) }
    }

    /// With no descriptor for its messages, the child's output and errors go to /dev/null: it
    /// still runs (its writes succeed) and its ending is told.
    @Test func runsWithItsMessagesDiscarded() throws {
        let script = #"echo out || exit 7; echo err >&2 || exit 8; exit 5"#
        #expect(try ChildProcess.run("/bin/sh", arguments: ["-c", script], environment: [:], messages: nil) == .exited(5))
    }
}

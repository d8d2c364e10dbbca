import Foundation

/// What a test needs of the machine, decided in one place: a tool, root or not root, a tmpfs,
/// tracing (ptrace), a second user. A test names it with its target's `.needs(_:)` trait and
/// is skipped, with the reason, where it cannot run. A missing tool is different under
/// `CI=true`: CI installs every tool `.ci/tools` lists, so there the test fails instead.
package struct TestNeed: Sendable {
    /// Why the test cannot run here; nil when it can.
    package let problem: String?
    /// A tool is missing (not a condition the machine cannot meet).
    private let isMissingTool: Bool

    private init(problem: String?, isMissingTool: Bool = false) {
        self.problem = problem
        self.isMissingTool = isMissingTool
    }

    /// Whether the test runs here: false to skip it; throws for a tool missing under `CI=true`.
    package func check() throws -> Bool {
        guard let problem else { return true }
        if isMissingTool, ProcessInfo.processInfo.environment["CI"] == "true" {
            throw Missing(description: problem + " (CI=true, where .ci/run installs it)")
        }
        return false
    }

    package struct Missing: Error, CustomStringConvertible {
        package let description: String
    }

    /// Every one of `needs`: the first one's problem.
    package static func all(_ needs: TestNeed...) -> TestNeed {
        needs.first { $0.problem != nil } ?? TestNeed(problem: nil)
    }

    // MARK: Tools

    /// The program `name` (first of /usr/bin, /bin, /usr/local/bin), or nil when it is not installed.
    package static func toolPath(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The program `name`, or one of `others` (another system's name for it); the skip names
    /// the Debian package `.ci/tools` gives for `name`.
    package static func tool(_ name: String, _ others: String...) -> TestNeed {
        guard ([name] + others).allSatisfy({ toolPath($0) == nil }) else { return TestNeed(problem: nil) }
        let install = ciTools[name].map { ": apt-get install \($0)" } ?? ""
        return TestNeed(problem: "needs \(name)\(install)", isMissingTool: true)
    }

    /// Command (or file) to Debian package, from `.ci/tools`.
    private static let ciTools: [String: String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.ci/tools")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        var packages: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count == 2 { packages[String(fields[1])] = String(fields[0]) }
        }
        return packages
    }()

    // MARK: The machine

    /// A condition of this machine that a test's own code checks: `problem` when it is not met.
    package static func condition(_ isMet: Bool, otherwise problem: String) -> TestNeed {
        TestNeed(problem: isMet ? nil : problem)
    }

    package static let root = TestNeed(problem: geteuid() == 0 ? nil : "needs root")
    package static let notRoot = TestNeed(problem: geteuid() != 0 ? nil : "needs a user other than root (root is not stopped by file modes)")
    /// A tmpfs of the test's own (`TmpfsMount`): root, and mounting allowed here.
    package static let tmpfs = TestNeed(problem: TmpfsMount.problem.map { "needs a tmpfs mount: \($0)" })

    /// `strace`, and the right to trace a child (ptrace), which a container may not give.
    package static let tracing: TestNeed = {
        let strace = tool("strace")
        guard strace.problem == nil else { return strace }
        let run = try? ProgramRun.run(URL(fileURLWithPath: toolPath("strace") ?? "strace"), ["-o", "/dev/null", "/bin/true"],
                                      environment: nil)
        return TestNeed(problem: run?.status == 0 ? nil : "needs ptrace, which strace cannot use here")
    }()

    /// Root with `setpriv` and the user `nobody` (group `nogroup`) to become a second user.
    package static let secondUser = all(root, tool("setpriv"),
                                        TestNeed(problem: getpwnam("nobody") != nil && getgrnam("nogroup") != nil
                                                 ? nil : "needs the user nobody and the group nogroup"))
}

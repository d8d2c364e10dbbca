import Foundation
import Testing
import TodoTestSupport

/// README's "Sync with your phone", run as written (the server's URL put in) against a
/// Radicale on 127.0.0.1: an item added on each side arrives on the other, a conflict is
/// merged by `todo merge`, and `todo sync` prints what changed. Skipped unless vdirsyncer and
/// Radicale are installed (CI installs Debian's packages).
@Suite(.enabled(if: InstalledProgram.isInstalled("vdirsyncer") && InstalledProgram.isInstalled("radicale"),
                "vdirsyncer or radicale is not installed"))
struct SyncEndToEndTests {
    /// The fenced block after the README line that begins with `marker`, and its language.
    private static func readmeBlock(after marker: String) throws -> (language: String, text: String) {
        let text = try String(contentsOf: InstallEndToEndTests.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix(marker) }, "README has no \(marker)")
        let fence = try #require(lines[(start + 1)...].first, "nothing after \(marker)")
        let body = lines[(start + 2)...].prefix { $0 != "```" }
        return (String(fence.dropFirst(3)), body.joined(separator: "\n") + "\n")
    }

    private static let readmeURL = "https://cloud.example.com/remote.php/dav/"

    @Test func readmesConfigurationSyncsBothWaysAndMergesAConflict() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let home = todo.folder.path
        let server = try RadicaleServer.start(in: home, environment: todo.environment())
        defer { server.stop() }

        let config = try Self.readmeBlock(after: "<!-- sync-config:")
        #expect(config.language == "ini")
        #expect(config.text.contains(Self.readmeURL))
        try FileManager.default.createDirectory(atPath: home + "/.vdirsyncer", withIntermediateDirectories: true)
        try Data(config.text.replacingOccurrences(of: Self.readmeURL, with: server.url).utf8)
            .write(to: URL(fileURLWithPath: home + "/.vdirsyncer/config"))
        var environment = todo.environment(["PATH": ShellProcess.path, "LANG": "C.UTF-8"])
        environment["TODO_FILE"] = nil
        let folder = home + "/.calendars/tasks"
        func sync(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws -> ProgramRun {
            try ProgramRun.run(TodoBinary.url, ["--vdir", folder, "sync"] + arguments,
                               environment: environment.merging(extra) { $1 })
        }
        func local(_ arguments: [String]) throws -> ProgramRun {
            try ProgramRun.run(TodoBinary.url, ["--vdir", folder] + arguments, environment: environment)
        }
        let onServer = { server.collection("tasks", of: "ann") }

        // Added here before the first sync; the README's steps (discover answered yes) send it.
        #expect(try local(["add", "Buy milk", "--due", "none"]).status == 0)
        let steps = try Self.readmeBlock(after: "<!-- sync-steps:")
        #expect(steps.language == "sh")
        let first = try ProgramRun.run(URL(fileURLWithPath: "/bin/sh"), ["-e", "-c", steps.text], environment: environment,
                                       folder: todo.folder, stdin: String(repeating: "y\n", count: 10))
        #expect(first.status == 0, "\(first.stderr)")
        // discover asks on standard output; todo sync says nothing changed here.
        #expect(first.stdout.hasSuffix("[y/N]: Nothing changed.\n"), "\(first.stdout)")
        #expect(first.stderr.contains("Syncing todo/tasks"))
        let milkOnServer = try #require(try Self.file(in: onServer(), containing: "SUMMARY:Buy milk"), "Buy milk did not reach the server")

        // Added on the phone: it arrives here, with the next id.
        try Self.write(Self.phoneItem(uid: "phone-1", lines: ["SUMMARY:Call bob"]), to: onServer() + "/phone-1.ics")
        let added = try sync()
        #expect(added.status == 0 && added.stdout == "+ 2 Call bob\n1 new\n", "\(added)")
        #expect(added.stderr.hasPrefix("Syncing todo/tasks\n") && !added.stderr.contains("todo:"), "\(added.stderr)")

        // Changed on both sides: the phone's, changed last, is taken, with its own property.
        #expect(try local(["edit", "1", "--name", "Buy oat milk"]).status == 0)
        var phone = try String(contentsOfFile: milkOnServer, encoding: .utf8)
        phone = phone.replacingOccurrences(of: "SUMMARY:Buy milk", with: "SUMMARY:Buy soy milk\r\nX-PHONE-COLOR:green")
        phone = phone.replacingOccurrences(of: #"LAST-MODIFIED:\d{8}T\d{6}Z"#, with: "LAST-MODIFIED:20991231T000000Z",
                                           options: .regularExpression)
        try Self.write(phone, to: milkOnServer)
        let merged = try sync()
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == "~ 1 Buy soy milk\n1 changed\n")
        #expect(merged.stderr.contains("todo: merged "), "\(merged.stderr)")
        #expect(merged.stderr.contains("changed last by LAST-MODIFIED (20991231T000000Z against "), "\(merged.stderr)")
        let localMilk = try #require(try Self.file(in: folder, containing: "SUMMARY:Buy soy milk"))
        let localText = try String(contentsOfFile: localMilk, encoding: .utf8)
        // vdirsyncer reads the merged file as text, so it writes it with its own line ends.
        #expect(localText.contains("X-PHONE-COLOR:green") && !localText.contains("20991231"))
        let serverText = try String(contentsOfFile: try #require(try Self.file(in: onServer(), containing: "SUMMARY:Buy soy milk")),
                                    encoding: .utf8)
        #expect(serverText.contains("X-PHONE-COLOR:green") && !serverText.contains("20991231"))

        // Done and removed on the phone; the done mark is an x where the locale is not UTF-8.
        let bob = onServer() + "/phone-1.ics"
        try Self.write(Self.phoneItem(uid: "phone-1", lines: ["SUMMARY:Call bob", "STATUS:COMPLETED", "COMPLETED:20261120T100000Z"]), to: bob)
        try FileManager.default.removeItem(atPath: try #require(try Self.file(in: onServer(), containing: "SUMMARY:Buy soy milk")))
        #expect(try sync(environment: ["LANG": "C"]).stdout == "x 2 Call bob\n- 1 Buy soy milk\n1 done, 1 removed\n")
        #expect(try sync(["--json"]).stdout == #"{"new": [], "changed": [], "done": [], "removed": []}"# + "\n")
        // The folder named through a symlink is still the pair's collection.
        try FileManager.default.createSymbolicLink(atPath: home + "/linked", withDestinationPath: folder)
        let linked = try ProgramRun.run(TodoBinary.url, ["--vdir", home + "/linked", "sync", "todo"], environment: environment)
        #expect(linked.status == 0 && linked.stdout == "Nothing changed.\n", "\(linked)")

        // No such pair, no vdirsyncer: 69; the server gone: 75, vdirsyncer's lines passed on.
        let noPair = try sync(["phone"])
        #expect(noPair.status == 69 && noPair.stderr.hasPrefix("todo: \(home)/.vdirsyncer/config has no pair phone"), "\(noPair.stderr)")
        #expect(try sync(environment: ["PATH": TodoBinary.url.deletingLastPathComponent().path]).status == 69)
        server.stop()
        let failed = try sync()
        #expect(failed.status == 75)
        #expect(failed.stdout == "Nothing changed.\n")
        #expect(failed.stderr.contains("Syncing todo/tasks\n") && failed.stderr.hasSuffix(
            "todo: vdirsyncer sync todo/tasks failed (exit status 1); the folder is as it left it\n"), "\(failed.stderr)")
    }

    @Test func withoutAFolderStoreIs64() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["sync"])
        #expect(result == ProgramRun(status: 64, stdout: "", stderr: "todo: todo sync syncs a folder store: name it with --vdir DIR or TODO_VDIR\n"))
    }

    private static func phoneItem(uid: String, lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:" + uid,
          "DTSTAMP:20261120T090000Z", "LAST-MODIFIED:20261120T090000Z"] + lines + ["END:VTODO", "END:VCALENDAR"])
            .map { $0 + "\r\n" }.joined()
    }

    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The `.ics` file in `folder` whose text contains `text`.
    private static func file(in folder: String, containing text: String) throws -> String? {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }.map { folder + "/" + $0 }
            .first { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains(text) ?? false }
    }
}

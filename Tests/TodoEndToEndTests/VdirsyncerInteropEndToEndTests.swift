import Foundation
import Testing

/// Two folders, as on two machines, synced by vdirsyncer through a Radicale on 127.0.0.1:
/// an item added on one is listed on the other, with its name unchanged, and marking it done
/// there comes back. Skipped unless both programs are installed.
@Suite(.enabled(if: InstalledProgram.isInstalled("vdirsyncer") && InstalledProgram.isInstalled("radicale"),
                "vdirsyncer or radicale is not installed"))
struct VdirsyncerInteropEndToEndTests {
    private static let name = "Ünïcødé 日本語 🙂, with; escapes \\ and a tail long enough to be folded twice over"

    @Test func twoFoldersSyncThroughACalDAVServer() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let root = todo.folder.path
        // The task list exists on the server from the start, as it would on a real one.
        let collection = root + "/storage/collection-root/ann/tasks"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        try Data(#"{"tag": "VCALENDAR"}"#.utf8).write(to: URL(fileURLWithPath: collection + "/.Radicale.props"))
        let server = try RadicaleServer.start(in: root, environment: todo.environment())
        defer { server.stop() }
        let port = server.port

        for side in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: root + "/" + side, withIntermediateDirectories: true)
            try Data("""
                [general]
                status_path = "\(root)/status-\(side)/"
                [pair todo]
                a = "local"
                b = "server"
                collections = null
                conflict_resolution = "b wins"
                [storage local]
                type = "filesystem"
                path = "\(root)/\(side)/"
                fileext = ".ics"
                [storage server]
                type = "caldav"
                url = "http://127.0.0.1:\(port)/ann/tasks/"
                username = "ann"
                password = "x"

                """.utf8).write(to: URL(fileURLWithPath: root + "/vdirsyncer-" + side))
        }
        let vdirsyncer = try #require(InstalledProgram("vdirsyncer"))
        func sync(_ side: String) throws {
            for command in [["discover", "todo"], ["sync"]] {
                let result = try vdirsyncer.run(["-c", root + "/vdirsyncer-" + side] + command, environment: todo.environment())
                #expect(result.status == 0, "\(result.stderr)")
            }
        }

        #expect(try todo.run(["--vdir", root + "/a", "add", Self.name, "--due", "mon"]).status == 0)
        try sync("a")
        try sync("b")
        #expect(try todo.run(["--vdir", root + "/b", "list"])
            == .init(status: 0, stdout: "Next Week\n  1  \(Self.name)  Monday\n", stderr: ""))
        #expect(try todo.run(["--vdir", root + "/b", "done", "1"]).status == 0)
        try sync("b")
        try sync("a")
        #expect(try todo.run(["--vdir", root + "/a", "list", "--done"]).stdout.contains("  1  \(Self.name)  "))
    }
}

import Foundation
import Testing

/// Two folders, as on two machines, synced by vdirsyncer through a Radicale on 127.0.0.1:
/// an item added on one is listed on the other, with its name unchanged, and marking it done
/// there comes back. Skipped unless both programs are installed.
@Suite(.needs(.all(.tool("vdirsyncer"), .tool("radicale"))))
struct VdirsyncerInteropEndToEndTests {
    private static let name = "Ünïcødé 日本語 🙂, with; escapes \\ and a tail long enough to be folded twice over"

    @Test func twoFoldersSyncThroughACalDAVServer() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let root = todo.folder.path
        let port = try Self.freePort()
        // The task list exists on the server from the start, as it would on a real one.
        let collection = root + "/storage/collection-root/ann/tasks"
        try FileManager.default.createDirectory(atPath: collection, withIntermediateDirectories: true)
        try Data(#"{"tag": "VCALENDAR"}"#.utf8).write(to: URL(fileURLWithPath: collection + "/.Radicale.props"))
        try Data("""
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = none
            [storage]
            filesystem_folder = \(root)/storage

            """.utf8).write(to: URL(fileURLWithPath: root + "/radicale.conf"))
        let server = Process()
        server.executableURL = try #require(InstalledProgram("radicale")).url
        server.arguments = ["--config", root + "/radicale.conf"]
        server.environment = todo.environment()
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            // SIGKILL, not terminate(): a child of the test runner may have SIGTERM blocked, and
            // the server holds nothing worth a clean shutdown.
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        #expect(Self.waitForListener(port: port, seconds: 60))

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

    /// A port nobody listens on now: the kernel's pick for a socket bound to port 0.
    private static func freePort() throws -> UInt16 {
        let socket = TodoEndToEndTests.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw CocoaError(.featureUnsupported) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Whether something accepts connections on the port before the deadline.
    private static func waitForListener(port: UInt16, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let socket = TodoEndToEndTests.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(socket)
            if connected { return true }
            // A poll with a short pause, bounded by the deadline, not a fixed sleep.
            usleep(50_000)
        }
        return false
    }
}

import Foundation
import Testing

/// A Radicale CalDAV server on 127.0.0.1, on a port free when it starts, with no
/// authentication and its storage in `root`/storage: for the tests that sync through a real
/// server. `stop()` must be called (a `defer` right after `start`).
struct RadicaleServer {
    let port: UInt16
    let storage: String
    private let process: Process

    /// Starts it and waits (up to a minute: CI is a loaded machine) until it accepts connections.
    static func start(in root: String, environment: [String: String]) throws -> RadicaleServer {
        let port = try freePort()
        let storage = root + "/storage"
        try Data("""
            [server]
            hosts = 127.0.0.1:\(port)
            [auth]
            type = none
            [storage]
            filesystem_folder = \(storage)

            """.utf8).write(to: URL(fileURLWithPath: root + "/radicale.conf"))
        let process = Process()
        process.executableURL = try #require(InstalledProgram("radicale")).url
        process.arguments = ["--config", root + "/radicale.conf"]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let server = RadicaleServer(port: port, storage: storage, process: process)
        guard waitForListener(port: port, seconds: 60) else {
            server.stop()
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "radicale did not listen on \(port)"])
        }
        return server
    }

    /// `http://127.0.0.1:PORT/`
    var url: String { "http://127.0.0.1:\(port)/" }

    /// The folder of `user`'s collection `name` in the storage.
    func collection(_ name: String, of user: String) -> String {
        storage + "/collection-root/" + user + "/" + name
    }

    func stop() {
        // SIGKILL, not terminate(): a child of the test runner may have SIGTERM blocked, and
        // the server holds nothing worth a clean shutdown.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
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

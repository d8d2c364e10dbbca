import Foundation

/// The built `todo` running in a real pseudo-terminal: type lines, read the screen.
final class PseudoTerminalSession: @unchecked Sendable {
    private let process = Process()
    let master: Int32
    private let lock = NSLock()
    private var screenBytes: [UInt8] = []
    private let reader = DispatchGroup()

    /// Without `columns` and `rows` the terminal says no size (0 by 0), as a serial line.
    init(arguments: [String], environment: [String: String], columns: Int = 0, rows: Int = 0) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        self.master = master
        let slaveHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = TodoBinary.url
        process.arguments = arguments
        process.environment = environment
        process.standardInput = slaveHandle
        process.standardOutput = slaveHandle
        process.standardError = slaveHandle
        try process.run()
        try slaveHandle.close()
        DispatchQueue.global().async(group: reader) { [self] in readUntilClosed() }
    }

    /// Everything the program wrote, and the tty echoed, so far.
    var screen: String {
        lock.withLock { String(decoding: screenBytes, as: UTF8.self) }
    }

    /// Waits until the screen holds `text` (at most `seconds`); false if it never came.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if screen.contains(text) { return true }
            usleep(5_000)
        }
        return false
    }

    /// Types a line and presses Return.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Presses Ctrl-D (end of input at the start of a line).
    func typeEndOfInput() {
        var eot: UInt8 = 4
        _ = write(master, &eot, 1)
    }

    /// Sends SIGINT, as Ctrl-C does. (Typing ^C would reach only a program whose controlling
    /// terminal this is, and `Process` cannot make it one.)
    func interrupt() {
        kill(process.processIdentifier, SIGINT)
    }

    /// Sends SIGWINCH, as the terminal does to its foreground program when it is resized (this
    /// pty is not the program's controlling terminal, so the test sends it).
    func signalResize() {
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Waits for the program to end (killing it after `seconds`) and returns its status.
    func waitForExit(seconds: Double = 10) -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        // SIGKILL: the child inherits the test runner's blocked signals, so SIGTERM may not land.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        _ = reader.wait(timeout: .now() + 2)
        close(master)
        return process.terminationStatus
    }

    private func readUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            lock.withLock { screenBytes.append(contentsOf: buffer[0..<count]) }
        }
    }
}

/// Tells the moment a writer starts writing in a folder (a file whose name starts with one of
/// some prefixes is created or written to), by `inotify`, so that a test can act inside a window
/// of a few milliseconds without polling the folder.
final class FolderWriteWatch {
    private let descriptor: Int32
    private let prefixes: [[UInt8]]

    /// Starts watching now: only what happens after this counts.
    init?(folder: String, namePrefixes: [String]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        prefixes = namePrefixes.map { Array($0.utf8) }
        guard descriptor >= 0 else { return nil }
        guard inotify_add_watch(descriptor, folder, UInt32(IN_CREATE | IN_MODIFY)) >= 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Waits up to `timeout` seconds for such a file to be created or written; false when none was.
    func waitForWrite(timeout: Double) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var remainingMilliseconds = Int32(timeout * 1000)
        while remainingMilliseconds > 0 {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let started = Self.milliseconds()
            let ready = poll(&request, 1, remainingMilliseconds)
            remainingMilliseconds -= Int32(Self.milliseconds() - started)
            guard ready > 0 else {
                if ready < 0, errno == EINTR { continue }
                return false
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0, containsMatch(buffer[..<count]) { return true }
        }
        return false
    }

    /// Whether a run of `inotify_event` records names a file with the prefix.
    private func containsMatch(_ events: ArraySlice<UInt8>) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + headerSize <= events.endIndex {
            // The name's length is the header's last field, a UInt32 (little-endian here).
            let lengthBytes = events[(offset + headerSize - 4)..<(offset + headerSize)]
            let length = lengthBytes.reversed().reduce(0) { $0 << 8 | Int($1) }
            let nameStart = offset + headerSize
            let nameEnd = min(nameStart + length, events.endIndex)
            let name = events[nameStart..<nameEnd]
            if prefixes.contains(where: { name.starts(with: $0) }) { return true }
            offset = nameEnd
        }
        return false
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}

import Glibc

/// Reads a whole file into memory with plain system calls.
///
/// One `open`, one `fstat` to size the buffer, and `read` until end of file: a 6 MB file
/// takes a couple of system calls and one allocation, and a file that grows meanwhile is
/// still read to its end.
enum WholeFileReader {
    /// The bytes of the file at `path`, or nil when there is none (ENOENT, which includes a
    /// dangling symlink). Throws `SystemCallError` for anything else (EISDIR for a folder),
    /// `NotARegularFile` for a device or socket.
    static func bytes(at path: String) throws -> [UInt8]? {
        let descriptor: Int32
        do {
            // Non-blocking, so that opening a FIFO nobody writes to cannot hang.
            descriptor = try SystemCallError.retrying { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        } catch let error as SystemCallError where error.code == ENOENT {
            return nil
        }
        defer { close(descriptor) }
        var status = stat()
        _ = try SystemCallError.retrying { fstat(descriptor, &status) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFIFO:
            // Allowed so that `--file <(ssh host cat todo.json)` can be listed; from here on
            // it blocks, to wait for the writer's data rather than fail with EAGAIN.
            _ = try SystemCallError.retrying { fcntl(descriptor, F_SETFL, 0) }
        case S_IFDIR:
            throw SystemCallError(code: EISDIR)
        default:
            throw NotARegularFile()
        }
        // The size only hints at the buffer: a sparse or lying file must not reserve terabytes.
        let expectedSize = min(max(Int(status.st_size), 0), 1 << 28)
        return try readToEnd(descriptor, expectedSize: expectedSize)
    }

    private static func readToEnd(_ descriptor: Int32, expectedSize: Int) throws -> [UInt8] {
        // One byte more than expected, so that end of file shows up without a regrowth.
        var buffer = [UInt8](repeating: 0, count: expectedSize + 1)
        var count = 0
        while true {
            if count == buffer.count {
                buffer.append(contentsOf: repeatElement(0, count: buffer.count))
            }
            let received = try buffer.withUnsafeMutableBufferPointer { pointer in
                try SystemCallError.retrying {
                    read(descriptor, pointer.baseAddress.map { $0 + count }, pointer.count - count)
                }
            }
            if received == 0 { break }
            count += received
        }
        buffer.removeSubrange(count...)
        return buffer
    }
}

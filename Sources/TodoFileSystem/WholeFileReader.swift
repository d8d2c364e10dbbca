package import TodoCore

/// Reads a whole file into memory with plain system calls.
///
/// One `open`, one `fstat` to size the buffer, and `read` until end of file: a 6 MB file
/// takes a couple of system calls and one allocation (with a little room to spare, see
/// `slack`), and a file that grows meanwhile is still read to its end.
package enum WholeFileReader {
    /// Which files may be read, and how they are opened.
    package enum Policy: Sendable {
        /// A file the user named: symlinks followed, a FIFO read to its end (`--file <(…)`).
        case userNamed
        /// A file in a folder others may write to (a vdir item, the undo journal): never
        /// opened through a symlink (ELOOP), and only a regular file is read.
        case regularFileOnly
        /// The data file: symlinks followed (a linked data file is the user's own), and only a
        /// regular file read: a FIFO or a device is refused as the contract says (74), never
        /// read as an empty list.
        case dataFile
    }

    /// The bytes of the file at `path`, or nil when there is none (ENOENT, which includes a
    /// dangling symlink). Throws `SystemCallError` for anything else (EISDIR for a folder),
    /// `NotARegularFile` for a device or socket.
    ///
    /// For a file of `prefaultSize` or more, `cutShort` sees its first `headSize` bytes
    /// first; when it returns a length, only that many bytes are read, and returned.
    package static func bytes(at path: FilePath, policy: Policy = .userNamed,
                              cutShort: ((ArraySlice<UInt8>) -> Int?)? = nil) throws -> [UInt8]? {
        var identity: FileIdentity?
        return try bytes(at: path, policy: policy, identity: &identity, cutShort: cutShort)
    }

    /// The same, also setting `identity` to that of the file read (see `FileIdentity`).
    /// An `inout` rather than a pair, so that the bytes come back as the one reference to
    /// their buffer and an edit in place copies nothing.
    package static func bytes(at path: FilePath, policy: Policy = .userNamed, identity: inout FileIdentity?,
                              cutShort: ((ArraySlice<UInt8>) -> Int?)? = nil) throws -> [UInt8]? {
        var status: FileStatus?
        defer { if let status { identity = FileIdentity(status) } }
        return try bytes(at: path, policy: policy, status: &status, cutShort: cutShort)
    }

    /// The same, also setting `stamp` to that of the file read (see `FileStamp`): taken from
    /// the descriptor read, so that it is the stamp of these very bytes.
    package static func bytes(at path: FilePath, policy: Policy = .userNamed, stamp: inout FileStamp?) throws -> [UInt8]? {
        var status: FileStatus?
        defer { if let status { stamp = FileStamp(status) } }
        return try bytes(at: path, policy: policy, status: &status, cutShort: nil)
    }

    private static func bytes(at path: FilePath, policy: Policy, status found: inout FileStatus?,
                              cutShort: ((ArraySlice<UInt8>) -> Int?)?) throws -> [UInt8]? {
        let descriptor: Int32
        // Non-blocking, so that opening a FIFO nobody writes to cannot hang.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (policy == .regularFileOnly ? O_NOFOLLOW : 0)
        do {
            descriptor = try SystemCallError.retrying { path.withCString { open($0, flags) } }
        } catch let error as SystemCallError where error.code == ENOENT {
            return nil
        }
        defer { close(descriptor) }
        var status = FileStatus()
        _ = try SystemCallError.retrying { fstat(descriptor, &status) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFIFO where policy == .userNamed:
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
        found = status
        if let cutShort, expectedSize >= prefaultSize {
            let head = try readHead(descriptor)
            if let end = cutShort(head[...]) { return Array(head.prefix(end)) }
        }
        return try readToEnd(descriptor, expectedSize: expectedSize, isRegular: status.st_mode & S_IFMT == S_IFREG)
    }

    /// How much of a big file `cutShort` is shown.
    package static let headSize = 4096

    /// The first `headSize` bytes (fewer at end of file), read without moving the offset.
    private static func readHead(_ descriptor: Int32) throws -> [UInt8] {
        var head = [UInt8](repeating: 0, count: headSize)
        let count = try head.withUnsafeMutableBytes { buffer in
            try SystemCallError.retrying { pread(descriptor, buffer.baseAddress, buffer.count, 0) }
        }
        return Array(head.prefix(count))
    }

    /// From this size on, the buffer's pages are made in one call before reading.
    package static let prefaultSize = 1 << 20

    /// Asks the kernel for all the buffer's pages at once (`MADV_POPULATE_WRITE`, Linux 5.14):
    /// reading into fresh memory otherwise stops for a page fault every 4 KB, which makes
    /// reading a 8 MB file cost twice the copy. Best effort: an older kernel just says no.
    private static func prefault(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard pageSize > 0 else { return }
        let start = (Int(bitPattern: base) + pageSize - 1) / pageSize * pageSize
        let end = (Int(bitPattern: base) + buffer.count) / pageSize * pageSize
        guard end > start, let page = UnsafeMutableRawPointer(bitPattern: start) else { return }
        let populateWrite: Int32 = 23   // MADV_POPULATE_WRITE, newer than Glibc's headers here
        _ = madvise(page, end - start, populateWrite)
    }

    /// Room beyond the file's size, so that a change that adds a line (`todo add`) can be
    /// made in the same buffer; pages that are never written cost nothing.
    package static let slack = 4096

    /// A regular file's `read` comes back short only at its end, so a small file takes one call.
    private static func readToEnd(_ descriptor: Int32, expectedSize: Int, isRegular: Bool) throws -> [UInt8] {
        // Uninitialized: zeroing a 100,000-item file first would cost a pass over it for nothing.
        var bytes = try [UInt8](unsafeUninitializedCapacity: expectedSize + slack) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            if expectedSize >= WholeFileReader.prefaultSize { prefault(UnsafeMutableRawBufferPointer(buffer)) }
            while count < buffer.count {
                let asked = buffer.count - count
                let received = try SystemCallError.retrying { read(descriptor, base + count, asked) }
                count += received
                if received == 0 || (isRegular && received < asked) { return }
            }
        }
        guard bytes.count == expectedSize + slack else { return bytes }
        // The file grew after it was measured: read the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let received = try chunk.withUnsafeMutableBytes { buffer in
                try SystemCallError.retrying { read(descriptor, buffer.baseAddress, buffer.count) }
            }
            if received == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<received])
        }
    }
}

package import TodoCore

/// The system calls that make a replacement durable, as values: the real ones, or in a test
/// a recording of their order (the data is safe only if the temporary file is flushed before
/// the rename, and the folder after it, and nothing else can see that).
package struct FileSystemCalls: Sendable {
    package var open: @Sendable (_ path: FilePath, _ flags: Int32, _ mode: UInt32) -> Int32
    package var write: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    package var fsync: @Sendable (_ descriptor: Int32) -> Int32
    package var close: @Sendable (_ descriptor: Int32) -> Int32
    package var rename: @Sendable (_ from: FilePath, _ to: FilePath) -> Int32

    package init(open: @escaping @Sendable (_ path: FilePath, _ flags: Int32, _ mode: UInt32) -> Int32,
                 write: @escaping @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int,
                 fsync: @escaping @Sendable (_ descriptor: Int32) -> Int32,
                 close: @escaping @Sendable (_ descriptor: Int32) -> Int32,
                 rename: @escaping @Sendable (_ from: FilePath, _ to: FilePath) -> Int32) {
        self.open = open
        self.write = write
        self.fsync = fsync
        self.close = close
        self.rename = rename
    }

    package static let system = FileSystemCalls(
        open: { path, flags, mode in path.withCString { TodoFileSystem.open($0, flags, mode) } },
        write: { descriptor, bytes in TodoFileSystem.write(descriptor, bytes.baseAddress, bytes.count) },
        fsync: { descriptor in TodoFileSystem.fsync(descriptor) },
        close: { descriptor in TodoFileSystem.close(descriptor) },
        rename: { from, to in from.withCString { from in to.withCString { TodoFileSystem.rename(from, $0) } } })
}

extension FileSystemCalls {
    /// Writes all of `bytes` to `descriptor`, again where a write is cut short or interrupted.
    package func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = try SystemCallError.retrying {
                    write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                }
                // write never returns 0 for a non-empty buffer; if it did, looping would hang.
                guard written > 0 else { throw SystemCallError(code: EIO) }
                offset += written
            }
        }
    }
}

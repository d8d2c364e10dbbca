import TodoCore
import TodoFileSystem

/// The few file operations of the undo journal, on a path that must be a regular file and is
/// never followed if it is a symlink.
enum UndoJournalFile {
    /// The file's bytes; nil when there is none. Throws `TodoError.io` naming the journal.
    static func read(_ path: FilePath) throws -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: path, policy: .regularFileOnly)
        } catch let error as SystemCallError {
            throw failure("read", path, error.text)
        } catch let error as NotARegularFile {
            throw failure("read", path, error.text)
        }
    }

    /// The journal open for appending (made with `mode` when missing), or nil when it cannot
    /// be opened or is not a regular file: a symlink there is not followed (ELOOP).
    static func openForAppending(_ path: FilePath, creatingWith mode: mode_t) -> Int32? {
        let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let descriptor = path.withCString { open($0, flags, mode) }
        guard descriptor >= 0 else { return nil }
        var status = FileStatus()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Throws `TodoError.io` naming the journal when it is there but cannot be appended to:
    /// an undo that could not record itself must not happen.
    static func checkWritable(_ path: FilePath) throws {
        let descriptor = path.withCString { open($0, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw failure("write", path, SystemCallError.last.text) }
        close(descriptor)
    }

    /// Makes `bytes` the file's contents through a synced temporary file renamed over it,
    /// keeping its permission bits: a kill leaves the old journal or the new one.
    static func replace(_ path: FilePath, with bytes: [UInt8]) throws {
        try AtomicFileReplacer(path: path).replace(with: bytes)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = try SystemCallError.retrying { write(descriptor, start + offset, buffer.count - offset) }
                guard written > 0 else { throw SystemCallError(code: EIO) }
                offset += written
            }
        }
    }

    private static func failure(_ action: String, _ path: FilePath, _ reason: String) -> TodoError {
        TodoError.io("cannot \(action) \(path.shown): \(reason)")
    }
}

import TodoCore
import Glibc

/// The few file operations of the undo journal, on a path that must be a regular file and is
/// never followed if it is a symlink.
enum UndoJournalFile {
    /// The file's bytes; nil when there is none. Throws `TodoError.io` naming the journal.
    static func read(_ path: FilePath) throws -> [UInt8]? {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw failure("read", path, SystemCallError.last.text)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("read", path, SystemCallError.last.text) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("read", path, NotARegularFile().text) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(min(status.st_size, 1 << 20)), 4096))
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure("read", path, SystemCallError.last.text) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The journal open for appending (made 0600 when missing), or nil when it cannot be
    /// opened or is not a regular file: a symlink there is not followed (ELOOP).
    static func openForAppending(_ path: FilePath) -> Int32? {
        let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let descriptor = path.withCString { open($0, flags, mode_t(0o600)) }
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Makes `bytes` the file's contents through a synced temporary file renamed over it,
    /// keeping its permission bits: a kill leaves the old journal or the new one.
    static func replace(_ path: FilePath, with bytes: [UInt8]) throws {
        var old = stat()
        let mode = path.withCString({ lstat($0, &old) }) == 0 ? old.st_mode & mode_t(0o666) : mode_t(0o600)
        let temporaryPath = path + ".tmp"
        // A killed compaction's leftover is removed (the caller holds the data file's lock), and
        // the new one made exclusively: whatever else is put there is never opened or truncated.
        _ = temporaryPath.withCString { unlink($0) }
        let descriptor = try SystemCallError.retrying {
            temporaryPath.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600)) }
        }
        do {
            _ = fchmod(descriptor, mode)
            try writeAll(bytes, to: descriptor)
            _ = try SystemCallError.retrying { fsync(descriptor) }
        } catch {
            close(descriptor)
            _ = temporaryPath.withCString { unlink($0) }
            throw error
        }
        close(descriptor)
        do {
            _ = try SystemCallError.retrying {
                temporaryPath.withCString { from in path.withCString { rename(from, $0) } }
            }
        } catch {
            _ = temporaryPath.withCString { unlink($0) }
            throw error
        }
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

package import TodoCore
import Glibc

/// The undo journal's file, of either store: a regular file beside what it guards (the data
/// file, or in the folder), in a folder others may write to, so it is opened warily: never
/// through a symlink (ELOOP), never blocking on a FIFO, and only a regular file is used.
///
/// It holds what the guarded file or folder holds, so it has its read and write bits: made
/// with them, and given them again by its owner when the list was shared (or made private)
/// since. A folder's `rwx------` gives `rw-------`.
package struct UndoJournalFile: Sendable {
    package let path: FilePath
    /// The data file's real path, or the folder of the folder store.
    package let guarded: FilePath
    /// How a compaction's temporary file is named: the way of the files beside it.
    package let naming: TemporaryNaming
    package let calls: FileSystemCalls

    package init(path: FilePath, guarded: FilePath, naming: TemporaryNaming, calls: FileSystemCalls = .system) {
        self.path = path
        self.guarded = guarded
        self.naming = naming
        self.calls = calls
    }

    /// The file's bytes; nil when there is none. Throws `TodoError.io` naming the journal.
    package func read() throws -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: path, policy: .regularFileOnly)
        } catch let error as SystemCallError {
            throw failure("read", error.text)
        } catch let error as NotARegularFile {
            throw failure("read", error.text)
        }
    }

    /// Appends `line` (whole lines, each ending in a newline) with one `write`, on a line of
    /// its own when a kill cut the last line short. Returns the journal's size after it; nil
    /// when it could not be opened or written.
    package func append(_ line: [UInt8]) -> Int? {
        let mode = guardedMode()
        guard let descriptor = openForAppending(creatingWith: mode) else { return nil }
        defer { _ = calls.close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        if status.st_uid == geteuid(), status.st_mode & mode_t(0o777) != mode { fchmod(descriptor, mode) }
        let size = Int(status.st_size)
        var bytes = line
        if size > 0, !endsWithNewline(descriptor, size: size) {
            bytes.insert(UInt8(ascii: "\n"), at: 0)
        }
        guard (try? writeAll(bytes, to: descriptor)) != nil else { return nil }
        return size + bytes.count
    }

    /// Throws `TodoError.io` naming the journal when it is there but cannot be appended to:
    /// an undo that could not record itself must not happen.
    package func checkWritable() throws {
        let descriptor = calls.open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0)
        guard descriptor >= 0 else { throw failure("write", SystemCallError.last.text) }
        _ = calls.close(descriptor)
    }

    /// Makes `bytes` the file's contents through a synced temporary file renamed over it,
    /// keeping its permission bits: a kill leaves the old journal or the new one.
    package func replace(with bytes: [UInt8]) throws {
        try AtomicFileReplacer(path: path, naming: naming, calls: calls).replace(with: bytes)
    }

    /// The read and write bits of the guarded file or folder; 0600 when it cannot be seen.
    private func guardedMode() -> mode_t {
        var status = stat()
        return guarded.withCString({ stat($0, &status) }) == 0 ? status.st_mode & mode_t(0o666) : mode_t(0o600)
    }

    /// The journal open for appending (read too, so that the last byte can be checked), made
    /// with `mode` when missing; nil when it cannot be opened or is not a regular file.
    private func openForAppending(creatingWith mode: mode_t) -> Int32? {
        let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let descriptor = calls.open(path, flags, mode)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = calls.close(descriptor)
            return nil
        }
        return descriptor
    }

    private func endsWithNewline(_ descriptor: Int32, size: Int) -> Bool {
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, off_t(size - 1)) == 1 && last == UInt8(ascii: "\n")
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = try SystemCallError.retrying {
                    calls.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                }
                guard written > 0 else { throw SystemCallError(code: EIO) }
                offset += written
            }
        }
    }

    private func failure(_ action: String, _ reason: String) -> TodoError {
        TodoError.io("cannot \(action) \(path.shown): \(reason)")
    }
}

package import TodoCore

/// A regular file open for appending, reached without following a symlink and opened without
/// blocking on a FIFO: the undo journal, which sits beside the lock in a folder others may
/// write to.
package struct AppendingFile: ~Copyable {
    private let descriptor: Int32
    /// What `fstat` said of it once open.
    package let status: FileStatus

    /// `path` open for reading and appending, made with `mode` when missing; nil when it
    /// cannot be opened or is not a regular file (a symlink there is not followed: ELOOP).
    package init?(_ path: FilePath, creatingWith mode: UInt32) {
        let flags = O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        let descriptor = path.withCString { open($0, flags, mode_t(mode)) }
        guard descriptor >= 0 else { return nil }
        var status = FileStatus()
        guard fstat(descriptor, &status) == 0, status.isRegularFile else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.status = status
    }

    deinit {
        close(descriptor)
    }

    /// Throws `SystemCallError` when `path` cannot be opened for appending as above (without
    /// making it).
    package static func checkWritable(_ path: FilePath) throws {
        let descriptor = path.withCString { open($0, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemCallError.last }
        close(descriptor)
    }

    /// Gives it the permission bits `mode` when this process owns it and they differ.
    package func givePermissionBits(_ mode: UInt32) {
        guard status.st_uid == geteuid(), UInt32(status.st_mode & 0o777) != mode else { return }
        fchmod(descriptor, mode_t(mode))
    }

    /// Whether it ends with a line break (as it was when opened); false when it is empty.
    package func endsWithNewline() -> Bool {
        guard status.st_size > 0 else { return false }
        var last: UInt8 = 0
        return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last == UInt8(ascii: "\n")
    }

    package func append(_ bytes: [UInt8]) throws {
        try FileSystemCalls.system.writeAll(bytes, to: descriptor)
    }
}

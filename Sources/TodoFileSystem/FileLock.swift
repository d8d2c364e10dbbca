package import TodoCore

/// An exclusive `flock` on a lock file, waited for no longer than a time limit.
///
/// `flock` belongs to an open file description, so two separate opens exclude each other even
/// within one process, and the kernel drops the lock when its holder dies: a killed `todo`
/// never leaves the data file locked. The lock file is created if missing and never deleted:
/// deleting it would let a late waiter lock the unlinked file while a newcomer locks a new one.
///
/// The lock sits in a folder others may write to, so it is opened warily: never through a
/// symlink (which could make root create or truncate any file), never blocking on a FIFO,
/// and only a regular file is used.
package enum FileLock {
    /// Why the lock was not taken.
    package enum Failure: Error, Equatable {
        /// Another holder kept it for the whole time limit.
        case timedOut
        /// The lock file could not be made (the folder's fault: read-only, full) or locked.
        case system(SystemCallError)
        /// The lock file is there but cannot be used: not readable, a folder (EISDIR), or a
        /// symlink (ELOOP).
        case unusable(SystemCallError)
        /// The lock path holds a FIFO, a device or a socket.
        case notARegularFile
    }

    /// The mode of a lock guarding a file with permission bits `guarded` (nil: not made yet,
    /// so 0600): those bits plus read for the group. It is empty, and `flock` needs no write
    /// access, so every member of a group that shares the list can lock it. (Modes are
    /// `UInt32`, Linux's `mode_t`, so that the layer's signatures name no C type.)
    package static func mode(guarding guarded: UInt32?) -> UInt32 {
        ((guarded ?? 0o600) & 0o666) | 0o040
    }

    /// Runs `body` while holding an exclusive lock on the file at `lockPath`, waiting up to
    /// `timeout` seconds for it. A missing lock file is made with `mode`, whatever the umask;
    /// an existing one of ours that lacks some of `mode`'s bits is given them. Throws
    /// `Failure` when the lock is not taken; errors `body` throws pass through unchanged.
    package static func withExclusiveLock<Result>(
        on lockPath: FilePath, mode: UInt32 = 0o640, timeout: Double, clock: LockWaitClock = .system,
        _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = try openLockFile(lockPath, mode: mode)
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        try waitForLock(descriptor, timeout: timeout, clock: clock)
        return try body()
    }

    private static func openLockFile(_ lockPath: FilePath, mode: UInt32) throws(Failure) -> Int32 {
        let flags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        while true {
            // For writing where allowed (an NFS server emulates flock with a byte-range lock,
            // which needs it); read-only is enough for flock elsewhere, and works on a lock
            // file another user made.
            var existing = lockPath.withCString { open($0, O_RDWR | flags) }
            if existing < 0, errno == EACCES || errno == EROFS || errno == ETXTBSY {
                existing = lockPath.withCString { open($0, O_RDONLY | flags) }
            }
            if existing >= 0 {
                let descriptor = try checked(existing)
                widen(descriptor, to: mode)
                return descriptor
            }
            if errno == EINTR { continue }
            guard errno == ENOENT else { throw .unusable(.last) }
            // Exclusive, so that a symlink or anything else put there meanwhile is not followed.
            let created = lockPath.withCString { open($0, O_RDWR | flags | O_CREAT | O_EXCL, mode) }
            if created >= 0 {
                // Best effort: the lock works either way; the mode only lets others in.
                _ = fchmod(created, mode)
                return created
            }
            if errno == EEXIST || errno == EINTR { continue }
            throw .system(.last)
        }
    }

    /// Gives a lock of ours made before a list was shared the bits it now needs. Best
    /// effort, and only ever adds bits: the lock guards nothing but itself.
    private static func widen(_ descriptor: Int32, to mode: UInt32) {
        var status = FileStatus()
        guard fstat(descriptor, &status) == 0, status.st_uid == geteuid() else { return }
        let current = status.st_mode & 0o777
        if current & mode != mode { _ = fchmod(descriptor, current | mode) }
    }

    /// `descriptor` when it is a regular file; closed, and the reason thrown, when not.
    private static func checked(_ descriptor: Int32) throws(Failure) -> Int32 {
        var status = FileStatus()
        let kind: UInt32 = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        if kind == S_IFREG { return descriptor }
        close(descriptor)
        if kind == S_IFDIR { throw .unusable(SystemCallError(code: EISDIR)) }
        throw .notARegularFile
    }

    /// Polls rather than blocks: a blocked `flock` cannot be given a time limit without signals.
    private static func waitForLock(_ descriptor: Int32, timeout: Double, clock: LockWaitClock) throws(Failure) {
        let deadline = clock.now() + (timeout.isNaN ? 0 : max(timeout, 0))
        var pause = 0.001
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { throw .system(SystemCallError(code: code)) }
            let remaining = deadline - clock.now()
            if remaining <= 0 { throw .timedOut }
            clock.pause(min(pause, remaining))
            pause = min(pause * 2, 0.05)
        }
    }
}

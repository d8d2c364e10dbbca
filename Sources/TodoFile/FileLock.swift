import TodoCore
import Glibc

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
enum FileLock {
    /// Why the lock was not taken.
    enum Failure: Error, Equatable {
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

    /// Runs `body` while holding an exclusive lock on the file at `lockPath`, waiting up to
    /// `timeout` seconds for it. A missing lock file is made with `mode`, whatever the umask.
    /// Throws `Failure` when the lock is not taken; errors `body` throws pass through unchanged.
    static func withExclusiveLock<Result>(
        on lockPath: FilePath, mode: mode_t = 0o600, timeout: Double, clock: LockWaitClock = .system,
        _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = try openLockFile(lockPath, mode: mode)
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        try waitForLock(descriptor, timeout: timeout, clock: clock)
        return try body()
    }

    private static func openLockFile(_ lockPath: FilePath, mode: mode_t) throws(Failure) -> Int32 {
        // Read-only is enough for flock, and works on a lock file another user created.
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        while true {
            let existing = lockPath.withCString { open($0, flags) }
            if existing >= 0 { return try checked(existing) }
            if errno == EINTR { continue }
            guard errno == ENOENT else { throw .unusable(.last) }
            // Exclusive, so that a symlink or anything else put there meanwhile is not followed.
            let created = lockPath.withCString { open($0, flags | O_CREAT | O_EXCL, mode) }
            if created >= 0 {
                // Best effort: the lock works either way; the mode only lets others in.
                _ = fchmod(created, mode)
                return created
            }
            if errno == EEXIST || errno == EINTR { continue }
            throw .system(.last)
        }
    }

    /// `descriptor` when it is a regular file; closed, and the reason thrown, when not.
    private static func checked(_ descriptor: Int32) throws(Failure) -> Int32 {
        var status = stat()
        let kind: mode_t = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
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

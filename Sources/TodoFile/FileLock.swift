import TodoCore
import Glibc

/// An exclusive `flock` on a lock file, waited for no longer than a time limit.
///
/// `flock` belongs to an open file description, so two separate opens exclude each other even
/// within one process, and the kernel drops the lock when its holder dies: a killed `todo`
/// never leaves the data file locked. The lock file is created if missing and never deleted:
/// deleting it would let a late waiter lock the unlinked file while a newcomer locks a new one.
enum FileLock {
    /// Why the lock was not taken.
    enum Failure: Error, Equatable {
        /// Another holder kept it for the whole time limit.
        case timedOut
        /// The lock file could not be opened or locked.
        case system(SystemCallError)
    }

    /// Runs `body` while holding an exclusive lock on the file at `lockPath`, waiting up to
    /// `timeout` seconds for it. Throws `Failure` when the lock is not taken; errors `body`
    /// throws pass through unchanged.
    static func withExclusiveLock<Result>(
        on lockPath: String, timeout: Double, _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = try openLockFile(lockPath)
        // Closing the descriptor releases the lock.
        defer { close(descriptor) }
        try waitForLock(descriptor, timeout: timeout)
        return try body()
    }

    private static func openLockFile(_ lockPath: String) throws(Failure) -> Int32 {
        // Read-only is enough for flock, and works on a lock file another user created.
        do {
            return try SystemCallError.retrying {
                open(lockPath, O_RDONLY | O_CREAT | O_CLOEXEC, mode_t(0o600))
            }
        } catch {
            throw .system(error as? SystemCallError ?? SystemCallError(code: EIO))
        }
    }

    /// Polls rather than blocks: a blocked `flock` cannot be given a time limit without signals.
    private static func waitForLock(_ descriptor: Int32, timeout: Double) throws(Failure) {
        let deadline = monotonicSeconds() + (timeout.isNaN ? 0 : max(timeout, 0))
        var pause = 0.001
        while true {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else { throw .system(SystemCallError(code: code)) }
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 { throw .timedOut }
            sleep(seconds: min(pause, remaining))
            pause = min(pause * 2, 0.05)
        }
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private static func sleep(seconds: Double) {
        var interval = timespec(tv_sec: 0, tv_nsec: Int(seconds * 1e9))
        nanosleep(&interval, nil)
    }
}

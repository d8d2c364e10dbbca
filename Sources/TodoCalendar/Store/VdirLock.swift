import Glibc
import TodoCore

/// The store's one lock: an exclusive `flock` on `.todo.lock` in the folder, so that two
/// `todo` runs never interleave their read-modify-write. The lock file is opened without
/// following a symlink and without blocking on a FIFO; it is never deleted.
struct VdirLock {
    let folder: VdirFolder
    let timeout: Double

    static let name = Array(".todo.lock".utf8)

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        let path = folder.file(VdirLock.name)
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        var descriptor = path.withCString { open($0, flags) }
        if descriptor < 0, errno == ENOENT {
            descriptor = path.withCString { open($0, flags | O_CREAT | O_EXCL, 0o600) }
            if descriptor < 0, errno == EEXIST { descriptor = path.withCString { open($0, flags) } }
        }
        guard descriptor >= 0 else {
            let text = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw TodoError.io("cannot use the lock file \(path.shown): \(text)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw TodoError.io("cannot use the lock file \(path.shown): it is not a regular file")
        }
        var waited = 0.0
        var pause = 0.001
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw TodoError.io("cannot lock \(path.shown): \(String(cString: strerror(errno)))")
            }
            guard waited < timeout else {
                throw TodoError.io("\(folder.path.shown) is locked by another todo; gave up after \(Int(timeout)) seconds")
            }
            // Polled, not blocked: a blocked flock cannot be given a time limit.
            usleep(UInt32(pause * 1_000_000))
            waited += pause
            pause = min(pause * 2, 0.05)
        }
        return try body()
    }
}

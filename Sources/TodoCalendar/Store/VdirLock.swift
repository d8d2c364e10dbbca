import TodoCore
import TodoFileSystem

/// The store's one lock: the file layer's `flock` on `.todo.lock` in the folder, so that two
/// `todo` runs never interleave their read-modify-write. Like the data file's lock, it is
/// opened without following a symlink or blocking on a FIFO, never deleted, and gets the
/// folder's permission bits plus read for the group, so that a folder shared by a group
/// can be locked by each member.
struct VdirLock {
    let folder: VdirFolder
    let timeout: Double

    static let name = Array(".todo.lock".utf8)

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        let folderMode = (try? FileStatus.at(folder.path)).map { UInt32($0.st_mode) }
        return try FileLock.withStoreLock(on: folder.file(Self.name), guarding: folder.path,
                                          mode: FileLock.mode(guarding: folderMode), timeout: timeout, body)
    }
}

import TodoCore
import Glibc

/// Creates the missing folders on the way to a file, and only those.
///
/// Existing folders keep their modes; new ones get the mode asked for (0700 for the data
/// file's: a to-do list is private), less the umask as `mkdir -p` does.
enum FolderCreator {
    /// Makes `folder` and any missing folders above it. A path that exists but is not a
    /// folder is left for the next call on it to report (ENOTDIR), in its own context.
    static func createMissing(_ folder: String, mode: mode_t) throws {
        var status = stat()
        if stat(folder, &status) == 0 { return }
        if mkdir(folder, mode) == 0 { return }
        switch errno {
        case EEXIST:
            return  // made meanwhile by another process
        case ENOENT:
            let parent = FilePathText.folder(of: folder)
            guard parent != folder else { throw SystemCallError(code: ENOENT) }
            try createMissing(parent, mode: mode)
            if mkdir(folder, mode) == 0 || errno == EEXIST { return }
            throw SystemCallError.last
        default:
            throw SystemCallError.last
        }
    }
}

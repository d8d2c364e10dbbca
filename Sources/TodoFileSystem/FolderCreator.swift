package import TodoCore

/// Creates the missing folders on the way to a file, and only those.
///
/// Existing folders keep their modes; new ones get exactly the mode asked for (0700 for the
/// data file's: a to-do list is private), whatever the umask: with umask 0277 a plain `mkdir`
/// would make a 0500 folder that nothing can be written into.
package enum FolderCreator {
    /// Makes `folder` and any missing folders above it. A path that exists but is not a
    /// folder is left for the next call on it to report (ENOTDIR), in its own context.
    package static func createMissing(_ folder: FilePath, mode: UInt32) throws {
        var status = FileStatus()
        if folder.withCString({ stat($0, &status) }) == 0 { return }
        if make(folder, mode: mode) { return }
        switch errno {
        case EEXIST:
            return  // made meanwhile by another process
        case ENOENT:
            let parent = FilePathText.folder(of: folder)
            guard parent != folder else { throw SystemCallError(code: ENOENT) }
            try createMissing(parent, mode: mode)
            if make(folder, mode: mode) || errno == EEXIST { return }
            throw SystemCallError.last
        default:
            throw SystemCallError.last
        }
    }

    /// `mkdir`, then `chmod` to undo the umask; false with `errno` set when `mkdir` fails.
    private static func make(_ folder: FilePath, mode: UInt32) -> Bool {
        guard folder.withCString({ mkdir($0, mode) }) == 0 else { return false }
        // Best effort: the folder is made, and a failure here shows at the first write into it.
        _ = folder.withCString { chmod($0, mode) }
        return true
    }
}

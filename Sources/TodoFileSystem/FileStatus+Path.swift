package import TodoCore

/// What `stat` says of a path, for the stores above, which make no system calls of their own.
extension FileStatus {
    /// What `path` names (through a symlink); nil when nothing is there (ENOENT). Throws
    /// `SystemCallError` for anything else.
    package static func at(_ path: FilePath) throws -> FileStatus? {
        var status = FileStatus()
        guard path.withCString({ stat($0, &status) }) == 0 else {
            if errno == ENOENT { return nil }
            throw SystemCallError.last
        }
        return status
    }

    package var isRegularFile: Bool { st_mode & S_IFMT == S_IFREG }
    package var isFolder: Bool { st_mode & S_IFMT == S_IFDIR }
    /// The permission bits (`st_mode & 0o7777`), as the layer's signatures take them.
    package var permissionBits: UInt32 { UInt32(st_mode & 0o7777) }
}

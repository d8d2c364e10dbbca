package import TodoCore

/// Removes files (`unlink`) for the stores above, which make no system calls of their own.
package enum FileRemover {
    /// Removes the file at `path`; one that is not there is not an error. Throws
    /// `SystemCallError` for anything else.
    package static func remove(_ path: FilePath) throws {
        guard path.withCString({ unlink($0) }) == 0 || errno == ENOENT else { throw SystemCallError.last }
    }
}

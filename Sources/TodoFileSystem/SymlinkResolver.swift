package import TodoCore

/// Follows a chain of symbolic links at the end of a path to the file they lead to.
///
/// The data file is replaced by renaming a new file over it; renaming over a symlink would
/// turn it into a plain file, so the rename (and the lock) must aim at the link's target.
/// `realpath` cannot be used: it fails on a dangling link, whose target is exactly where a
/// first write should create the file.
package enum SymlinkResolver {
    /// The kernel's own limit on links followed in one lookup (Linux's `MAXSYMLINKS`).
    private static let maximumHops = 40

    /// The path the chain of links at the end of `path` leads to; `path` itself when it is
    /// not a link. The target need not exist. Throws ELOOP for a loop.
    package static func finalTarget(of path: FilePath) throws -> FilePath {
        var current = path
        for _ in 0..<maximumHops {
            guard let target = linkText(at: current) else { return current }
            current = FilePathText.resolve(linkTarget: target, ofLinkAt: current)
        }
        throw SystemCallError(code: ELOOP)
    }

    /// `path` with every link and `.` or `..` in it resolved (`realpath`); nil when it cannot be.
    package static func canonicalPath(of path: String) -> String? {
        canonical(FilePath(path)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The text of the symlink at `path`, or nil when it is not a symlink (or cannot be
    /// looked at: the open or rename that follows reports that error in context).
    private static func linkText(at path: FilePath) -> [UInt8]? {
        var capacity = Int(PATH_MAX) + 1
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let count = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
                guard let start = pointer.baseAddress else { return -1 }
                return path.withCString { readlink($0, start, pointer.count) }
            }
            if count < 0 { return nil }
            if count < capacity {
                // As bytes: a target that is not UTF-8 must be followed as it is.
                return buffer[..<count].map { UInt8(bitPattern: $0) }
            }
            capacity *= 2
        }
    }
}

extension SymlinkResolver {
    /// `path` with every link and `.` or `..` in it resolved, and repeated `/` taken out, as
    /// bytes (`realpath`); nil when it cannot be (it does not exist).
    package static func canonical(_ path: FilePath) -> FilePath? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        var count = 0
        while resolved[count] != 0 { count += 1 }
        return FilePath(bytes: UnsafeRawBufferPointer(start: resolved, count: count))
    }
}

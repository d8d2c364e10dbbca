package import TodoCore

/// Replaces a file's contents all at once: a temporary file beside it, flushed, renamed over it.
///
/// A crash or kill at any moment leaves the old file or the new one, never a mix. The new file
/// takes the old one's mode (and owner, where allowed), so a 0640 file stays 0640; a new file
/// is 0600, whatever the umask. The caller holds the data file's lock, which is what makes it
/// safe to remove temporary files that earlier, killed writers left behind.
package struct AtomicFileReplacer {
    /// The file to replace, already resolved: never a symlink (renaming over a symlink would
    /// replace the link itself).
    package let path: FilePath
    package let naming: TemporaryNaming
    package var calls: FileSystemCalls
    /// Whether the new file and the rename are flushed to disk. Only a file that can be lost
    /// (a cache, made again when it is missing or unreadable) goes without: a crash may then
    /// leave the old file, the new one, or an empty one, never a mix of the two.
    package var flushes: Bool

    package init(path: FilePath, naming: TemporaryNaming = .hiddenUnique, calls: FileSystemCalls = .system,
                 flushes: Bool = true) {
        self.path = path
        self.naming = naming
        self.calls = calls
        self.flushes = flushes
    }

    private var folder: FilePath { FilePathText.folder(of: path) }
    private var uniqueName: TemporaryFileName {
        TemporaryFileName(dataFileName: FilePathText.name(of: path))
    }

    /// Makes `bytes` the file's contents and returns the new file's identity (for the undo
    /// journal). On failure the old file is as it was and no temporary file remains; throws
    /// `SystemCallError`, or `NotARegularFile` when the path holds something else (a FIFO, a
    /// device) that must not be renamed away.
    @discardableResult
    package func replace(with bytes: [UInt8]) throws -> FileIdentity {
        let existing = try existingStatus()
        if let existing, existing.st_mode & S_IFMT != S_IFREG { throw NotARegularFile() }
        // A read-only data file is the user's way of saying "do not change this".
        if existing != nil, path.withCString({ access($0, W_OK) }) != 0 { throw SystemCallError.last }
        let temporaryPath = removingLeftoversOfTemporaryPath()
        let descriptor = try inFolder {
            try SystemCallError.retrying { calls.open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o600)) }
        }
        let identity: FileIdentity
        do {
            identity = try fill(descriptor, like: existing, with: bytes)
        } catch {
            _ = calls.close(descriptor)
            unlink(temporaryPath)
            throw error
        }
        do {
            // close can report a delayed write error (NFS, some FUSE file systems).
            if calls.close(descriptor) != 0, errno != EINTR { throw SystemCallError.last }
            _ = try inFolder { try SystemCallError.retrying { calls.rename(temporaryPath, path) } }
        } catch {
            unlink(temporaryPath)
            throw error
        }
        if flushes { syncFolder() }
        return identity
    }

    /// Runs a call that makes or renames an entry of the folder: its failure is the folder's.
    private func inFolder<Result>(_ call: () throws -> Result) throws -> Result {
        do {
            return try call()
        } catch let error as SystemCallError {
            throw error.inFolder(folder)
        }
    }

    private func unlink(_ path: FilePath) {
        _ = path.withCString { TodoFileSystem.unlink($0) }
    }

    /// The temporary file's path, once the ones a killed writer left for this file are gone.
    /// Best effort: a file that cannot be removed now is tried again at the next write.
    private func removingLeftoversOfTemporaryPath() -> FilePath {
        switch naming {
        case .hiddenUnique:
            let pattern = uniqueName
            for name in (try? FolderListing.names(in: folder)) ?? [] where pattern.matches(name) {
                unlink(FilePathText.join(folder, name))
            }
            return FilePathText.join(folder, pattern.fresh())
        case .suffixed:
            let temporaryPath = path + ".tmp"
            unlink(temporaryPath)
            return temporaryPath
        }
    }

    private func existingStatus() throws -> FileStatus? {
        var status = FileStatus()
        if path.withCString({ stat($0, &status) }) == 0 { return status }
        if errno == ENOENT { return nil }
        throw SystemCallError.last
    }

    /// Returns the identity the file has once synced: the rename keeps it.
    private func fill(_ descriptor: Int32, like existing: FileStatus?, with bytes: [UInt8]) throws -> FileIdentity {
        if let existing { copyOwner(of: existing, to: descriptor) }
        let mode = existing.map { $0.st_mode & mode_t(0o7777) } ?? mode_t(0o600)
        _ = try SystemCallError.retrying { fchmod(descriptor, mode) }
        try calls.writeAll(bytes, to: descriptor)
        if flushes { _ = try SystemCallError.retrying { calls.fsync(descriptor) } }
        return try FileIdentity.of(descriptor: descriptor)
    }

    /// Keeps the file's owner and group: root can give both; others can keep a group they
    /// belong to. Best effort (before `fchmod`, because a change of owner clears set-id bits).
    private func copyOwner(of existing: FileStatus, to descriptor: Int32) {
        guard existing.st_uid != geteuid() || existing.st_gid != getegid() else { return }
        if fchown(descriptor, existing.st_uid, existing.st_gid) == 0 { return }
        _ = fchown(descriptor, uid_t.max, existing.st_gid)
    }

    /// Makes the rename itself durable. Best effort: the new file is in place by now, and
    /// some file systems refuse to sync a folder, which must not turn success into an error.
    private func syncFolder() {
        let descriptor = calls.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return }
        _ = calls.fsync(descriptor)
        _ = calls.close(descriptor)
    }
}

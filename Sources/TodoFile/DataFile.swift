import TodoCore
import TodoFileSystem

/// The data file at the level of bytes: reading it, and replacing it under a lock.
///
/// Reading takes no lock: writers only ever rename a complete new file into place, so a reader
/// sees the old file or the new one, whole. A change is one read-modify-write under an
/// exclusive `flock` on `<real path>.lock`, so that changes made at the same moment by several
/// processes are all kept. Errors name `path` as the user gave it (or the lock, when the lock
/// is the trouble), in one line, exit status 74.
struct DataFile: Sendable {
    let path: FilePath
    /// How long `update` waits for another `todo` to finish, in seconds.
    let lockTimeout: Double
    let waitClock: LockWaitClock
    let calls: FileSystemCalls

    init(path: FilePath, lockTimeout: Double = 10, waitClock: LockWaitClock = .system,
         calls: FileSystemCalls = .system) {
        self.path = path
        self.lockTimeout = lockTimeout
        self.waitClock = waitClock
        self.calls = calls
    }

    /// The file's bytes, or nil when there is no file (a dangling symlink counts as none).
    /// A big file whose first bytes show it is no data file gives just those bytes.
    func read() throws -> [UInt8]? {
        try read(at: path)
    }

    /// One locked read-modify-write: `transform` gets the current bytes (nil: no file) and
    /// returns the new ones, or nil to write nothing. Errors `transform` throws pass through
    /// unchanged, and nothing is written then.
    func update(_ transform: ([UInt8]?) throws -> [UInt8]?) throws {
        try updateInPlace { bytes in
            guard let newBytes = try transform(bytes) else { return false }
            bytes = newBytes
            return true
        }
    }

    /// The same read-modify-write, for a change made in the bytes themselves: `transform`
    /// edits them (nil: no file; set them to make one) and returns whether to write them.
    ///
    /// Editing in place spares a big file a second buffer of its size: adding an item to a
    /// 100,000-item file changes a few bytes in the middle and a line at the end.
    ///
    /// With no file yet, `transform` runs first on nil without the lock, so that a change
    /// that cannot happen (`todo done 3`) makes nothing: missing folders (0700) and the lock
    /// are made only for a write. If a file appears meanwhile, `transform` runs again on it.
    func updateInPlace(_ transform: (inout [UInt8]?) throws -> Bool) throws {
        try updateInPlace({ bytes, _ in try transform(&bytes) }, whenWritten: { _, _ in })
    }

    /// The data file as one change found it: where it really is (symlinks followed), and
    /// which state of it was read (nil: there was no file).
    struct LockedRead {
        let realPath: FilePath
        let identity: FileIdentity?
    }

    /// The read-modify-write every change goes through, for a caller that keeps track of the
    /// file's states (the undo journal): `transform` also learns what was read, and
    /// `whenWritten` runs after the rename, still under the lock, with the new file's identity.
    /// With no file yet, the first run of `transform` (on nil) is before the lock is taken.
    func updateInPlace(_ transform: (inout [UInt8]?, LockedRead) throws -> Bool,
                       whenWritten: (LockedRead, FileIdentity) throws -> Void) throws {
        let target = try realPath()
        // Checked on the final target too: a link to `sub/` must not make `sub` and a lock in it.
        for named in [path, target] where named.isEmpty || named.bytes.last == UInt8(ascii: "/") {
            throw writeFailure(named.isEmpty ? .noSuchFile : .isAFolder)
        }
        let existing = try writing { try Self.regularFileStatus(at: target) }
        var firstResult: [UInt8]?
        if existing == nil {
            var bytes: [UInt8]?
            guard try transform(&bytes, LockedRead(realPath: target, identity: nil)), let bytes else { return }
            firstResult = bytes
        }
        try writing { try FolderCreator.createMissing(FilePathText.folder(of: target), mode: 0o700) }
        let lockPath = target + ".lock"
        try FileLock.withStoreLock(on: lockPath, guarding: path, mode: FileLock.mode(guarding: existing.map(\.st_mode)),
                                   timeout: lockTimeout, clock: waitClock) {
            var identity: FileIdentity?
            var bytes = try read(at: target, identity: &identity)
            let found = LockedRead(realPath: target, identity: identity)
            if bytes == nil, let firstResult {
                let written = try writing { try replacer(for: target).replace(with: firstResult) }
                try whenWritten(found, written)
                return
            }
            guard try transform(&bytes, found), let bytes else { return }
            let written = try writing { try replacer(for: target).replace(with: bytes) }
            try whenWritten(found, written)
        }
    }

    /// Where the data file really is: the final target of a chain of symlinks, which is what
    /// is replaced, and the folder the lock and the undo journal belong in.
    func realPath() throws -> FilePath {
        try writing { try SymlinkResolver.finalTarget(of: path) }
    }

    private func replacer(for target: FilePath) -> AtomicFileReplacer {
        AtomicFileReplacer(path: target, calls: calls)
    }

    /// The `stat` of the data file, nil when there is none. Anything but a regular file is
    /// refused here, before a folder or a lock is made or waited for: a folder, a FIFO (which
    /// would block the read under the lock), a device (`/dev/null` must not get a lock beside it).
    private static func regularFileStatus(at target: FilePath) throws -> FileStatus? {
        guard let status = try FileStatus.at(target) else { return nil }
        if status.isRegularFile { return status }
        throw status.isFolder ? SystemCallError.isAFolder : NotARegularFile()
    }

    private func read(at realPath: FilePath) throws -> [UInt8]? {
        var identity: FileIdentity?
        return try read(at: realPath, identity: &identity)
    }

    private func read(at realPath: FilePath, identity: inout FileIdentity?) throws -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: realPath, policy: .dataFile, identity: &identity,
                                             cutShort: HopelessStart.end(in:))
        } catch let error as SystemCallError {
            throw TodoError.io("cannot read \(path.shown): \(error.text)")
        } catch let error as NotARegularFile {
            throw TodoError.io("cannot read \(path.shown): \(error.text)")
        }
    }

    /// Runs a step of writing, turning its system error into the one-line message.
    private func writing<Result>(_ step: () throws -> Result) throws -> Result {
        do {
            return try step()
        } catch let error as SystemCallError {
            throw writeFailure(error)
        } catch let error as NotARegularFile {
            throw TodoError.io("cannot write \(path.shown): \(error.text)")
        }
    }

    private func writeFailure(_ error: SystemCallError) -> TodoError {
        TodoError.io(error.writeMessage(file: path))
    }
}

import TodoCore
import Glibc

/// The data file at the level of bytes: reading it, and replacing it under a lock.
///
/// Reading takes no lock: writers only ever rename a complete new file into place, so a reader
/// sees the old file or the new one, whole. A change is one read-modify-write under an
/// exclusive `flock` on `<real path>.lock`, so that changes made at the same moment by several
/// processes are all kept. Errors name `path` as the user gave it, in one line, exit status 74.
struct DataFile: Sendable {
    let path: String
    /// How long `update` waits for another `todo` to finish, in seconds.
    let lockTimeout: Double

    init(path: String, lockTimeout: Double = 10) {
        self.path = path
        self.lockTimeout = lockTimeout
    }

    /// The file's bytes, or nil when there is no file (a dangling symlink counts as none).
    func read() throws -> [UInt8]? {
        try read(at: path)
    }

    /// One locked read-modify-write: `transform` gets the current bytes (nil: no file) and
    /// returns the new ones, or nil to write nothing. Errors `transform` throws pass through
    /// unchanged, and nothing is written then.
    ///
    /// Missing parent folders (0700) and the lock file (0600) are made before the lock is
    /// taken, since the lock needs them: a change that then writes nothing leaves them behind.
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
    func updateInPlace(_ transform: (inout [UInt8]?) throws -> Bool) throws {
        try updateInPlace({ bytes, _ in try transform(&bytes) }, whenWritten: { _, _ in })
    }

    /// The data file as one locked change found it: where it really is (symlinks followed),
    /// and which state of it was read (nil: there was no file).
    struct LockedRead {
        let realPath: String
        let identity: FileIdentity?
    }

    /// The read-modify-write every change goes through, for a caller that keeps track of the
    /// file's states (the undo journal): `transform` also learns what was read, and
    /// `whenWritten` runs after the rename, still under the lock, with the new file's identity.
    func updateInPlace(_ transform: (inout [UInt8]?, LockedRead) throws -> Bool,
                       whenWritten: (LockedRead, FileIdentity) throws -> Void) throws {
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw writeFailure(SystemCallError(code: path.isEmpty ? ENOENT : EISDIR))
        }
        let target = try realPath()
        try writing { try FolderCreator.createMissing(FilePathText.folder(of: target), mode: 0o700) }
        do {
            try FileLock.withExclusiveLock(on: target + ".lock", timeout: lockTimeout) {
                var identity: FileIdentity?
                var bytes = try read(at: target, identity: &identity)
                let found = LockedRead(realPath: target, identity: identity)
                guard try transform(&bytes, found), let bytes else { return }
                let written = try writing { try AtomicFileReplacer(path: target).replace(with: bytes) }
                try whenWritten(found, written)
            }
        } catch FileLock.Failure.timedOut {
            throw TodoError.io("\(shownPath) is locked by another todo; gave up after \(shownTimeout)")
        } catch FileLock.Failure.system(let error) {
            throw writeFailure(error)
        }
    }

    /// Where the data file really is: the final target of a chain of symlinks, which is what
    /// is replaced, and the folder the lock and the undo journal belong in.
    func realPath() throws -> String {
        try writing { try SymlinkResolver.finalTarget(of: path) }
    }

    private func read(at realPath: String) throws -> [UInt8]? {
        var identity: FileIdentity?
        return try read(at: realPath, identity: &identity)
    }

    private func read(at realPath: String, identity: inout FileIdentity?) throws -> [UInt8]? {
        do {
            return try WholeFileReader.bytes(at: realPath, identity: &identity)
        } catch let error as SystemCallError {
            throw TodoError.io("cannot read \(shownPath): \(error.text)")
        } catch let error as NotARegularFile {
            throw TodoError.io("cannot read \(shownPath): \(error.text)")
        }
    }

    /// Runs a step of writing, turning its system error into the one-line message.
    private func writing<Result>(_ step: () throws -> Result) throws -> Result {
        do {
            return try step()
        } catch let error as SystemCallError {
            throw writeFailure(error)
        } catch let error as NotARegularFile {
            throw TodoError.io("cannot write \(shownPath): \(error.text)")
        }
    }

    private func writeFailure(_ error: SystemCallError) -> TodoError {
        TodoError.io("cannot write \(shownPath): \(error.text)")
    }

    /// The path with control characters escaped, so that a message stays one harmless line.
    private var shownPath: String {
        TerminalText.escaped(path)
    }

    /// The time waited, as the lock waits it (NaN and negative mean not at all).
    private var shownTimeout: String {
        let seconds = lockTimeout.isNaN ? 0 : max(lockTimeout, 0)
        if seconds == 1 { return "1 second" }
        if seconds.rounded() == seconds, seconds < 1e9 { return "\(Int(seconds)) seconds" }
        return "\(seconds) seconds"
    }
}

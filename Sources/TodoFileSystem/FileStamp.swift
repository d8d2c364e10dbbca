package import TodoCore

/// What a cache of a file's contents checks before it trusts what it recorded: the file's
/// device, inode, size, and modification and change times (to the nanosecond) of one `stat`.
///
/// Unlike `FileIdentity` (which the undo journals keep as text) it has the change time,
/// `ctime`, which no program can set back: `touch -r` or `rsync --inplace -t` can put the
/// modification time back after an edit in place of the same size, but the change time moves
/// on. (A file changed twice within one tick of the file system's clock can still look the
/// same: its user, a cache, does not trust a stamp taken within a moment of that change.)
package struct FileStamp: Equatable, Sendable {
    /// Device, inode, size and modification time, as the undo journals record them.
    package let identity: FileIdentity
    package let changedSeconds: Int64
    package let changedNanoseconds: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64,
                 changedSeconds: Int64, changedNanoseconds: Int64) {
        identity = FileIdentity(device: device, inode: inode, size: size, modifiedSeconds: modifiedSeconds,
                                modifiedNanoseconds: modifiedNanoseconds)
        self.changedSeconds = changedSeconds
        self.changedNanoseconds = changedNanoseconds
    }

    package init(_ status: FileStatus) {
        identity = FileIdentity(status)
        changedSeconds = Int64(status.changeTime.tv_sec)
        changedNanoseconds = Int64(status.changeTime.tv_nsec)
    }

    /// The change time in nanoseconds since 1970, for comparing with a clock.
    package var changedNanosecondsSinceEpoch: Int64 {
        changedSeconds &* 1_000_000_000 &+ changedNanoseconds
    }

    /// The real-time clock now, in nanoseconds since 1970: the clock the file system stamps
    /// change times from.
    package static func nowNanosecondsSinceEpoch() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}

extension FileStamp {
    /// The stamp of whatever is at `path`, following a symlink: one `stat`; nil when nothing is there.
    package static func of(_ path: FilePath) -> FileStamp? {
        var status = FileStatus()
        guard path.withCString({ stat($0, &status) }) == 0 else { return nil }
        return FileStamp(status)
    }

    /// What is at `path`, not following a symlink: nil when nothing is there (or it cannot be
    /// told); a stamp of nil for something other than a regular file (a symlink, a folder, a FIFO).
    package static func ofEntry(at path: FilePath) -> FileStamp?? {
        var status = FileStatus()
        guard path.withCString({ lstat($0, &status) }) == 0 else { return nil }
        return .some(status.st_mode & S_IFMT == S_IFREG ? FileStamp(status) : nil)
    }

    /// Every number of the stamp, for a `StoreVersion`.
    package var numbers: [Int64] {
        [Int64(bitPattern: identity.device), Int64(bitPattern: identity.inode), identity.size, identity.modifiedSeconds,
         identity.modifiedNanoseconds, changedSeconds, changedNanoseconds]
    }

    /// The stamp of the regular file `name` in the folder open as `folder` (an `O_DIRECTORY`
    /// descriptor), not following a symlink; nil when there is nothing there or something else (a symlink, a
    /// folder, a FIFO), which a cache does not keep. One `fstatat`, and nothing opened. For a cache
    /// that checks every file of a big folder: the kernel looks up one name, not a whole path.
    package static func ofRegularFile(named name: [UInt8], inFolder folder: Int32) -> FileStamp? {
        FilePath(bytes: name).withCString { ofRegularFile(cString: $0, inFolder: folder) }
    }

    /// The same for a name that is a C string already (`FolderNames`): nothing copied.
    package static func ofRegularFile(cString name: UnsafePointer<CChar>, inFolder folder: Int32) -> FileStamp? {
        var status = FileStatus()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(status)
    }

    /// Opens `folder` for `ofRegularFile(named:inFolder:)`; nil when it cannot be (the caller
    /// then goes without). The caller closes it (`closeFolder`).
    package static func openFolder(_ folder: FilePath) -> Int32? {
        let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        return descriptor >= 0 ? descriptor : nil
    }

    package static func closeFolder(_ descriptor: Int32) {
        _ = close(descriptor)
    }
}

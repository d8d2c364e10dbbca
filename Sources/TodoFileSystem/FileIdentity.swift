package import TodoCore

/// Which state of the data file this is, told cheaply: device, inode, size and modification
/// time (to the nanosecond) of one `stat`.
///
/// The undo journal keeps the identity of the file each change of `todo` left; an undo that
/// finds another one knows that something else (a hand edit, a sync) wrote the file since,
/// without reading or hashing the file. A write by `todo` makes a new file and renames it into
/// place, so the inode changes; an editor or a sync either does the same or changes the size
/// or the modification time. A rename keeps all four, so the identity taken with `fstat` on
/// the temporary file once it is synced is the data file's identity after the rename.
package struct FileIdentity: UndoJournalState {
    package let device: UInt64
    package let inode: UInt64
    package let size: Int64
    package let modifiedSeconds: Int64
    package let modifiedNanoseconds: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int64, modifiedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    package init(_ status: FileStatus) {
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modifiedSeconds: Int64(status.modificationTime.tv_sec), modifiedNanoseconds: Int64(status.modificationTime.tv_nsec))
    }

    /// The identity of the file open as `descriptor`.
    package static func of(descriptor: Int32) throws -> FileIdentity {
        var status = FileStatus()
        _ = try SystemCallError.retrying { fstat(descriptor, &status) }
        return FileIdentity(status)
    }

    /// The identity of the file at `path` now (following symlinks); nil when there is none.
    package static func of(path: FilePath) throws -> FileIdentity? {
        var status = FileStatus()
        if path.withCString({ stat($0, &status) }) == 0 { return FileIdentity(status) }
        if errno == ENOENT { return nil }
        throw SystemCallError.last
    }

    /// `2049:1234567:5012:1763766131.123456789`, as the journal keeps it.
    package var text: String {
        let nanoseconds = String(modifiedNanoseconds)
        return "\(device):\(inode):\(size):\(modifiedSeconds)."
            + String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    }

    /// Reads `text`'s form back; nil for anything else.
    package init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let time = parts[3].split(separator: ".", omittingEmptySubsequences: false)
        guard time.count == 2, time[1].count == 9,
              let device = UInt64(parts[0]), let inode = UInt64(parts[1]), let size = Int64(parts[2]),
              let seconds = Int64(time[0]), let nanoseconds = Int64(time[1]) else { return nil }
        self.init(device: device, inode: inode, size: size, modifiedSeconds: seconds, modifiedNanoseconds: nanoseconds)
    }
}

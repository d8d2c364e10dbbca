import TodoFileSystem

/// The folder's item files as one value, for the undo journal's `from` and `to`: how many
/// `.ics` files there are, and the sum of a hash (`VdirHash`) of each one's name and identity
/// (`FileIdentity`: device, inode, size, modification time). Anything that adds, removes,
/// renames or writes an item file (a sync, a hand edit) changes it; `todo`'s own index, cache
/// and journal are not item files, so writing them does not.
///
/// A sum, so that it does not depend on the order of the files, and so that a change's read
/// counts each file in as it reads it (`VdirFileReader`) and its writes update it one file at a
/// time: only an undo lists the folder for it.
struct VdirFolderState: UndoJournalState {
    private(set) var count: Int
    private(set) var sum: UInt64

    init() {
        count = 0
        sum = 0
    }

    /// The folder's item files as they are now: one listing and one `fstatat` of each file.
    static func of(_ folder: VdirFolder) throws -> VdirFolderState {
        var state = VdirFolderState()
        let names = try folder.calendarFileNames()
        let descriptor = FileStamp.openFolder(folder.path)
        defer { if let descriptor { FileStamp.closeFolder(descriptor) } }
        for place in 0..<names.count {
            let name = names[place]
            state.add(name, descriptor.flatMap { FileStamp.ofRegularFile(named: name, inFolder: $0)?.identity })
        }
        return state
    }

    /// What `of` would count for the item file `name`: nil when there is no such file; an
    /// identity of nil for something other than a regular file.
    static func entry(of name: [UInt8], in folder: VdirFolder) -> FileIdentity?? {
        FileStamp.ofEntry(at: folder.file(name)).map { $0?.identity }
    }

    /// Counts the file `name` in, with its identity (nil when it is not a regular file).
    mutating func add(_ name: [UInt8], _ identity: FileIdentity?) {
        count += 1
        sum &+= Self.hash(name, identity)
    }

    /// Counts the file `name` out, with the identity it was counted in with.
    mutating func remove(_ name: [UInt8], _ identity: FileIdentity?) {
        count -= 1
        sum &-= Self.hash(name, identity)
    }

    /// Of the name, a 0 byte, and the identity's numbers, eight bytes each (none for nil).
    private static func hash(_ name: [UInt8], _ identity: FileIdentity?) -> UInt64 {
        var bytes = name
        bytes.reserveCapacity(name.count + 41)
        bytes.append(0)
        if let identity {
            for number in [identity.device, identity.inode, UInt64(bitPattern: identity.size),
                           UInt64(bitPattern: identity.modifiedSeconds), UInt64(bitPattern: identity.modifiedNanoseconds)] {
                for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
            }
        }
        return VdirHash.value(of: bytes)
    }

    /// `312:9c1f04e2b7a3d5f8`, as the journal keeps it.
    var text: String {
        String(count) + ":" + String(sum, radix: 16)
    }

    init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let count = Int(parts[0]), count >= 0, let sum = UInt64(parts[1], radix: 16) else { return nil }
        self.count = count
        self.sum = sum
    }
}

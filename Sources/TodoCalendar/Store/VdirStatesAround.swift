import TodoFileSystem

/// The folder's state (`VdirFolderState`) around the writes of one change or one undo: as the
/// change's read counted it, or as the undo's listing found it (else listed before the first
/// write), then kept up to date one written or removed file at a time.
struct VdirStatesAround {
    private(set) var before: VdirFolderState?
    private(set) var after: VdirFolderState?

    init(before: VdirFolderState? = nil) {
        self.before = before
        after = before
    }

    /// Before `name` is written or removed: what is there counted out as it is, if anything.
    mutating func willWrite(_ name: [UInt8], in folder: VdirFolder) throws {
        if before == nil {
            before = try VdirFolderState.of(folder)
            after = before
        }
        if let present = VdirFolderState.entry(of: name, in: folder) { after?.remove(name, present) }
    }

    /// After `name` was written: counted in as it is now.
    mutating func wrote(_ name: [UInt8], _ identity: FileIdentity) {
        after?.add(name, identity)
    }
}

import TodoFileSystem

/// One record of the cache as read in place: what deciding whether to trust it, and whether a
/// listing needs its item, takes. The item itself stays in the cache's bytes until asked for
/// (`VdirCache.record(of:)`): a listing of open items builds none of the done ones.
struct VdirCacheEntry {
    enum Kind {
        /// A usable VTODO: the id the index gave its `UID`, whether it is done, and where its
        /// due date is (`YYYY-MM-DD[THH:MM]`), if it has one.
        case todo(id: Int, isDone: Bool, due: Range<Int>?)
        /// Not a usable VTODO: where the last words of its warning are.
        case unusable(reason: Range<Int>)
    }

    /// The whole record in the cache's bytes: what writing the cache again copies.
    let range: Range<Int>
    /// The file's name in the cache's bytes.
    let name: Range<Int>
    let stamp: FileStamp
    let kind: Kind
}

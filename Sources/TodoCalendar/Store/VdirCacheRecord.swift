import TodoCore
import TodoFileSystem

/// One `.ics` file as the cache recorded it: its name, its stamp when it was read, and what
/// reading it found, which is all that listing it needs.
struct VdirCacheRecord: Equatable {
    enum Content: Equatable {
        /// A usable VTODO: its `UID` as the id index spells it, and its item (id 0).
        case todo(uid: String, item: TodoItem)
        /// Not a usable VTODO, and why: the last words of its warning.
        case unusable(reason: String)
    }

    let name: [UInt8]
    let stamp: FileStamp
    let content: Content
}

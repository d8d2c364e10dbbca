import TodoCore

/// The folder as one read found it: each usable item's file by id, and the id index.
struct VdirSnapshot {
    var entries: [Int: VdirEntry] = [:]
    /// The index as the file holds it, and as it is with ids given to new items.
    var indexRead = VdirIDIndex()
    var index = VdirIDIndex()
    /// The item files as a change's read found them, each counted in as it was read: the
    /// journal line's `from` when the change writes. Nil for a read through the cache.
    var folderState: VdirFolderState?

    /// The items in id order, the order they were first seen on this machine.
    var list: TodoList {
        TodoList(items: entries.keys.sorted().compactMap { entries[$0]?.item }, nextID: index.nextID)
    }
}

/// One usable item file.
struct VdirEntry {
    let fileName: [UInt8]
    /// As the index spells it (escaped, one line).
    let uid: String
    /// The item, with its id.
    let item: TodoItem
    /// The whole file, when the read that found it read the file (a change always does); nil
    /// when it came from the cache.
    let calendar: CalendarTodo?
}

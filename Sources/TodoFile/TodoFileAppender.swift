import TodoCore
/// Adds an item to a data file `todo` wrote itself without decoding it: the item's line goes
/// in before the closing `]` of "items", `nextId` is rewritten, every other byte is kept.
///
/// Adding to a 100,000-item file this way reads each byte once and changes the buffer it was
/// read into, where decoding and encoding would build 100,000 items and write them all out
/// again. The bytes
/// are the same either way (see `TodoFileLayout`); files in any other form go the general way.
enum TodoFileAppender {
    /// Adds an item, made by `makeItem` from the next id, to the file's bytes in place and
    /// returns it; returns nil and leaves the bytes alone when they are not exactly what
    /// `TodoFileCodec.encode` writes, or some item needs a uid given, and the caller must
    /// decode and encode in full.
    ///
    /// The bytes become what `encode` would write for the decoded list with the item appended
    /// and `nextId` moved past it. Throws (status 65), changing nothing, as
    /// `TodoList.takeNextID` does when no ids are left.
    static func append(to bytes: inout [UInt8], _ makeItem: (_ id: Int) -> TodoItem) throws -> TodoItem? {
        guard let layout = bytes.withUnsafeBufferPointer({ TodoFileLayout($0) }), layout.uidsAreSettled else { return nil }
        var ids = TodoList(nextID: layout.nextID)
        let item = makeItem(try ids.takeNextID())
        var digits: [UInt8] = []
        TodoFileEncoder.appendInteger(ids.nextID, to: &digits)
        // The tail is cut first, so that a longer nextId moves as few bytes as possible.
        bytes.removeSubrange(layout.insertionPoint...)
        bytes.replaceSubrange(layout.nextIDDigits, with: digits)
        JSONWriter.appendLiteral(layout.hasItems ? ",\n    " : "\n    ", to: &bytes)
        TodoFileEncoder.appendItem(item, to: &bytes)
        JSONWriter.appendLiteral("\n  ]\n}\n", to: &bytes)
        return item
    }
}

import TodoCore
/// Changes the named items of a data file `todo` wrote itself without decoding the others:
/// one pass finds the file canonical and the items' places (`TodoFileLayout`,
/// `WantedItemFinder`), only those items are decoded, and the change's items are encoded
/// and spliced in where the old ones were.
///
/// The bytes come out exactly as decoding, `TodoList.apply` and encoding would write them,
/// because encoding the decoded file gives the file back (see `TodoFileLayout`); files in any
/// other form go the general way.
enum TodoFileSplicer {
    /// Runs `change` on the items with `ids` and makes its edits in `bytes`; returns its
    /// result and what undo needs. Returns nil, with the bytes and `change` untouched, when
    /// the file is not exactly what `TodoFileCodec.encode` writes, or some item needs a uid
    /// given (`TodoFileLayout.uidsAreSettled`). If `change` throws, the
    /// bytes are left as they were.
    /// With `makeUID`, an item the change adds without a uid gets one, as a full write gives it.
    static func change<Result>(_ bytes: inout [UInt8], ids: [Int], fillingUIDs makeUID: UIDMaker? = nil,
                               _ change: (inout ItemChanges) throws -> Result) throws -> (result: Result, record: ChangeRecord)? {
        var finder = WantedItemFinder(ids: ids)
        guard let layout = bytes.withUnsafeBufferPointer({ TodoFileLayout($0, visiting: &finder) }), layout.uidsAreSettled,
              let items = bytes.withUnsafeBufferPointer({ decodeItems(at: finder.found, in: $0) }) else { return nil }
        let byID = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<Int>()
        var found: [TodoItem] = []
        var missing: [Int] = []
        for id in ids where seen.insert(id).inserted {
            if let item = byID[id] { found.append(item) } else { missing.append(id) }
        }
        var changes = ItemChanges(found: found, missingIDs: missing, nextID: layout.nextID)
        let result = try change(&changes)
        if let makeUID { changes.giveAddedItemsUIDs(makeUID) }
        let edits = TodoFileSplicer.edits(for: changes, layout: layout, finder: finder, fileSize: bytes.count)
        ByteEdit.apply(edits, to: &bytes)
        return (result, changes.undoRecord)
    }

    /// The items at `places`, each decoded as `TodoFileCodec.decode` would; nil if any is not
    /// one whole valid item (which a canonical file's item always is).
    private static func decodeItems(at places: [WantedItemFinder.Place], in bytes: UnsafeBufferPointer<UInt8>) -> [TodoItem]? {
        var decoder = TodoFileDecoder(bytes)
        for place in places {
            decoder.scanner.position = place.bytes.lowerBound
            do throws(JSONScanner.Failure) {
                try decoder.readItem(ordinal: 1)
            } catch {
                return nil
            }
            guard decoder.itemProblem == nil, decoder.scanner.position == place.bytes.upperBound else { return nil }
        }
        return decoder.items.count == places.count ? decoder.items : nil
    }

    /// The edits, sorted by place, that make the file what the encoder writes after `changes`.
    ///
    /// Items are `[\n    {first},\n    {second}` … `\n  ]\n}\n`: a removed item goes with the
    /// `,\n    ` before it, or, when it leads the list, with the one after it; a list left
    /// empty ends `[]\n}\n`; new items go in before `\n  ]`.
    static func edits(for changes: ItemChanges, layout: TodoFileLayout, finder: WantedItemFinder, fileSize: Int) -> [ByteEdit] {
        var edits: [ByteEdit] = []
        if changes.nextID != layout.nextID {
            var digits: [UInt8] = []
            TodoFileEncoder.appendInteger(changes.nextID, to: &digits)
            edits.append(ByteEdit(range: layout.nextIDDigits, bytes: digits))
        }
        let removed = Set(changes.removedIDs)
        guard finder.itemCount > removed.count else {
            edits.append(ByteEdit(range: layout.itemsStart..<fileSize, bytes: itemLines(changes.addedItems, first: true)))
            return edits
        }
        let places = finder.found
        // A leading run of removed items is cut up to the first item kept.
        var index = 0
        var leadEnd = layout.itemsStart + 5
        while index < places.count, places[index].bytes.lowerBound == leadEnd, removed.contains(places[index].id),
              let next = places[index].nextStart {
            leadEnd = next
            index += 1
        }
        if index > 0 { edits.append(ByteEdit(range: layout.itemsStart + 5..<leadEnd, bytes: [])) }
        let originals = Dictionary(changes.originals.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let current = Dictionary(changes.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for place in places[index...] {
            if removed.contains(place.id) {
                edits.append(ByteEdit(range: place.bytes.lowerBound - 6..<place.bytes.upperBound, bytes: []))
            } else if let item = current[place.id], item != originals[place.id] {
                var encoded: [UInt8] = []
                TodoFileEncoder.appendItem(item, to: &encoded)
                edits.append(ByteEdit(range: place.bytes, bytes: encoded))
            }
        }
        if !changes.addedItems.isEmpty {
            var lines = itemLines(changes.addedItems, first: false)
            lines.removeLast("\n  ]\n}\n".utf8.count)
            edits.append(ByteEdit(range: layout.insertionPoint..<layout.insertionPoint, bytes: lines))
        }
        return edits
    }

    /// New items as the encoder writes them, each after its separator, then the end of the
    /// file; `first`: they are the list's first items (none at all: `]\n}\n`).
    private static func itemLines(_ items: [TodoItem], first: Bool) -> [UInt8] {
        var output: [UInt8] = []
        for (index, item) in items.enumerated() {
            JSONWriter.appendLiteral(first && index == 0 ? "\n    " : ",\n    ", to: &output)
            TodoFileEncoder.appendItem(item, to: &output)
        }
        JSONWriter.appendLiteral(first && items.isEmpty ? "]\n}\n" : "\n  ]\n}\n", to: &output)
        return output
    }
}

import TodoCore
/// A data file that is byte for byte what `TodoFileEncoder` writes for the list it holds: a
/// file `todo` wrote itself and nobody changed since, which is nearly always the case.
///
/// Such a file can take a new item without being decoded and encoded again: the item's line
/// goes in before the closing `]` of "items" and `nextId` is rewritten, and every other byte
/// stays. The result is exactly what decoding, appending and encoding would write, because
/// encoding the decoded file gives the file back. Recognizing one is a single pass over the
/// bytes with no allocation; a file in any other form (or not valid at all) is not one, and
/// goes the general way (`TodoFileCodec`), which also reports what is wrong with a bad file.
///
/// What it checks, so that "recognized" implies "decodes, and encodes back to these bytes":
/// UTF-8 (as the reader goes); the encoder's exact layout and key order; `"version": 1`; a `nextId` from 1 to
/// 2^53 that is above every id; ids from 1 to 2^53 − 1 going strictly up (so no two alike;
/// other orders are left to the general way); non-empty names; valid due dates; other keys
/// that are not the known ones, with values in `JSONWriter`'s form, nested no deeper than
/// the parser allows.
struct TodoFileLayout: Equatable {
    /// The file's `nextId`: the id the next new item gets.
    let nextID: Int
    /// Where the digits of `nextId` are.
    let nextIDDigits: Range<Int>
    /// Where a new item goes: before `\n  ]\n}\n`, or before `]\n}\n` when "items" is empty.
    let insertionPoint: Int
    let hasItems: Bool
    /// Just after the `[` of "items".
    let itemsStart: Int
    /// Every item has a uid of its own (not empty, no other item's): the file needs none given
    /// at its next write (`TodoList.giveEveryItemAUID`), so a change may be made in place.
    let uidsAreSettled: Bool

    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var nobody = NoItemVisitor()
        self.init(bytes, visiting: &nobody)
    }

    /// Recognizes the file as `init(_:)` does, telling `visitor` where each item is on the
    /// way (in file order, so by id): the same single pass, for a change to named items.
    /// The visitor may have been told of items when the file turns out not to be canonical.
    init?<Visitor: TodoFileItemVisitor>(_ bytes: UnsafeBufferPointer<UInt8>, visiting visitor: inout Visitor) {
        // No `UTF8Validator` pass first: the reader checks the UTF-8 of every string, and all
        // it takes outside strings is ASCII, so a file read to its end is UTF-8.
        var reader = CanonicalJSONReader(bytes)
        guard reader.skip("{\n  \"version\": 1,\n  \"nextId\": ") else { return nil }
        let digitsStart = reader.position
        guard let nextID = reader.wholeNumber(upTo: TodoList.largestID + 1) else { return nil }
        nextIDDigits = digitsStart..<reader.position
        guard reader.skip(",\n") else { return nil }
        while !reader.skip("  \"items\": [") {
            guard reader.skip("  "), let key = reader.string(),
                  !reader.string(key, is: "version"), !reader.string(key, is: "nextId"), !reader.string(key, is: "items"),
                  reader.skip(": "), reader.value(depth: 2), reader.skip(",\n") else { return nil }
        }
        var lastID = 0
        itemsStart = reader.position
        var uidsAreSettled = true
        // About one uid per 128 bytes of a file of items with uids (it grows if there are more).
        var uids = UIDHashSet(expected: bytes.count / 128)
        if reader.skip("]\n}\n") {
            hasItems = false
            insertionPoint = reader.position - 4
        } else {
            repeat {
                guard reader.skip("\n    ") else { return nil }
                let start = reader.position
                guard let item = CanonicalItem(&reader), item.id > lastID else { return nil }
                if uidsAreSettled {
                    if let uid = item.uid, uid.end > uid.start {
                        uidsAreSettled = uids.insert(bytes, start: uid.start, end: uid.end)
                    } else {
                        uidsAreSettled = false
                    }
                }
                visitor.visit(id: item.id, bytes: start..<reader.position)
                lastID = item.id
            } while reader.skip(",")
            guard reader.skip("\n  ]\n}\n") else { return nil }
            hasItems = true
            insertionPoint = reader.position - 7
        }
        // The encoder writes the larger of nextId and the newest id + 1.
        guard reader.isAtEnd, nextID > lastID else { return nil }
        self.nextID = nextID
        self.uidsAreSettled = uidsAreSettled
    }
}

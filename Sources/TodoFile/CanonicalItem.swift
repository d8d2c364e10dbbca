import TodoCore
/// One element of "items" exactly as `TodoFileEncoder` writes it:
/// `{"id": 1, "name": "…", "due": "2026-11-21"}` (or no `"due"`), then maybe `"every"` (only
/// after a `"due"`), then maybe `"done"`, `"uid"`, `"priority"` (one of its three words) and
/// `"note"`, in that order, then maybe other keys.
///
/// Reading one is a fixed sequence of byte comparisons, several times faster than reading a
/// member at a time in any order. `TodoFileLayout` checks whole files with it, and
/// `TodoFileDecoder` takes it as a shortcut for each item it can (any other form of an item
/// goes the general way).
struct CanonicalItem {
    /// From 1 to `TodoList.largestID`.
    let id: Int
    /// Not empty.
    let name: JSONScanner.ScannedString
    let due: DueDate?
    let every: RepeatRule?
    let done: JSONScanner.ScannedString?
    /// Nearly every item has one: read here, or a file of them all would go the general way.
    let uid: JSONScanner.ScannedString?
    /// Only `high`, `medium` or `low`: any other text is for the general way to refuse.
    let priority: Priority?
    let note: JSONScanner.ScannedString?
    /// Whether keys other than the known ones follow (their values are checked, not kept).
    let hasOtherKeys: Bool

    /// Reads the item at the reader's cursor and moves past it; nil, with the cursor
    /// anywhere, when the item is not in that form.
    init?(_ reader: inout CanonicalJSONReader) {
        guard reader.skip("{\"id\": "), let id = reader.wholeNumber(upTo: TodoList.largestID),
              reader.skip(", \"name\": "), let name = reader.string(), name.end > name.start else { return nil }
        var due: DueDate?
        if reader.skip(", \"due\": \"") {
            guard let date = CanonicalItem.dueDate(&reader), reader.skip("\"") else { return nil }
            due = date
        }
        var every: RepeatRule?
        var done: JSONScanner.ScannedString?
        var texts = Texts()
        var hasOtherKeys = false
        // Items without other keys end here: one test instead of one for each key that could follow.
        if !reader.skip("}") {
            guard CanonicalItem.readRest(&reader, hasDue: due != nil, every: &every, done: &done,
                                         texts: &texts, hasOtherKeys: &hasOtherKeys) else { return nil }
        }
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.uid = texts.uid
        self.priority = texts.priority
        self.note = texts.note
        self.hasOtherKeys = hasOtherKeys
    }

    /// The keys after `"done"`, gathered as they are read.
    private struct Texts {
        var uid: JSONScanner.ScannedString?
        var priority: Priority?
        var note: JSONScanner.ScannedString?
    }

    /// What may follow the name and due date: `"every"`, `"done"`, `"uid"`, `"priority"`,
    /// `"note"`, other keys, and the `}`.
    private static func readRest(_ reader: inout CanonicalJSONReader, hasDue: Bool, every: inout RepeatRule?,
                                 done: inout JSONScanner.ScannedString?, texts: inout Texts,
                                 hasOtherKeys: inout Bool) -> Bool {
        if reader.skip(", \"every\": ") {
            // A rule needs a due date: without one, the general way says what is wrong.
            guard hasDue, let string = reader.string(), !string.hasEscapes,
                  let rule = RepeatRule(canonicalUTF8: UnsafeBufferPointer(rebasing: reader.bytes[string.start..<string.end]))
            else { return false }
            every = rule
        }
        if reader.skip(", \"done\": ") {
            guard let string = reader.string() else { return false }
            done = string
        }
        if reader.skip(", \"uid\": ") {
            guard let string = reader.string() else { return false }
            texts.uid = string
        }
        if reader.skip(", \"priority\": \"") {
            // The three words, as the encoder writes them; anything else goes the general way.
            if reader.skip("high\"") {
                texts.priority = .high
            } else if reader.skip("medium\"") {
                texts.priority = .medium
            } else if reader.skip("low\"") {
                texts.priority = .low
            } else {
                return false
            }
        }
        if reader.skip(", \"note\": ") {
            guard let string = reader.string() else { return false }
            texts.note = string
        }
        while reader.skip(", ") {
            guard let key = reader.string(), !ItemField.all.contains(where: { reader.string(key, is: $0.key) }),
                  reader.skip(": "), reader.value(depth: 4) else { return false }
            hasOtherKeys = true
        }
        return reader.skip("}")
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, a real date and time, up to the closing quote.
    private static func dueDate(_ reader: inout CanonicalJSONReader) -> DueDate? {
        let start = reader.position
        let bytes = reader.bytes
        let length: Int
        if start + 10 < bytes.count, bytes[start + 10] == UInt8(ascii: "\"") {
            length = 10
        } else if start + 16 < bytes.count, bytes[start + 16] == UInt8(ascii: "\"") {
            length = 16
        } else {
            return nil
        }
        guard let due = ISODateReader.dueDate(UnsafeBufferPointer(rebasing: bytes[start..<start + length])) else { return nil }
        reader.position = start + length
        return due
    }
}

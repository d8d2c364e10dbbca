import TodoCore
import TodoFileSystem
/// Reads a data file's JSON straight into a `TodoList`, checking format version 1 on the way.
///
/// It walks the JSON with a `JSONScanner` instead of building a `JSONValue` tree first: a
/// tree costs several allocations per item, which is most of the time on a big file.
/// Problems with the content are noted, not thrown at once: the whole text is read first,
/// so that bad JSON is what gets reported when there is any, and so that the order in which
/// content problems are reported does not depend on the order of keys in the file.
struct TodoFileDecoder {
    /// A known key's value as first read, kept raw until it is checked.
    enum Field {
        case number(Range<Int>)
        case string(JSONScanner.ScannedString)
        case other(JSONValue)
    }

    /// What is wrong with a file that is JSON, in the words of a message (without the path).
    struct Problem: Error, Equatable {
        let message: String
        /// Where the item it is about begins in the bytes; nil for a problem of the whole file.
        let offset: Int?
        init(_ message: String, offset: Int? = nil) {
            self.message = message
            self.offset = offset
        }
    }

    /// The largest id: 2^53 − 1, the largest integer that every JSON reader (jq, JavaScript)
    /// keeps exact, as RFC 8259 section 6 advises; it also keeps `nextId` far from overflow.
    static let maxID = TodoList.largestID

    var scanner: JSONScanner
    var items: [TodoItem] = []
    /// The first problem found in the items, if any.
    var itemProblem: String?
    /// Where the item with that problem begins in the bytes.
    var itemProblemOffset: Int?
    private var version: Field?
    private var nextID: Field?
    private var itemsField: Field?
    private var sawItems = false
    private var duplicateKey: String?
    private var rootProblem: String?
    private var otherKeys: [JSONMember] = []
    /// The last id read while ids are in increasing order, as they are when the program wrote them.
    var lastID = 0
    /// Ordinals by id: built only once an id comes out of order, to look for a duplicate.
    var ordinalsByID: [Int: Int]?

    /// Whether items in the encoder's own form take the shortcut (`CanonicalItem`); tests
    /// turn it off to check that both ways read the same.
    let readsCanonicalItems: Bool
    /// Which items to build (by due date and whether done); the others are checked all the
    /// same, but no `TodoItem` (and no string) is made for them. Nil: all.
    let keeps: ((_ due: DueDate?, _ isDone: Bool, _ hasStart: Bool) -> Bool)?
    /// Which fields of the kept items to build: with `.forListText`, uids and notes are
    /// checked as ever, but no string is made for them.
    let detail: ItemDetail
    /// Some item was checked and not kept.
    var skippedSome = false
    /// Ids came out of order after items were skipped, so `items` could not tell whether an id
    /// was taken twice: the file must be read again with every item kept.
    var needsEveryItem = false
    /// Whether to give up the pages of the items read past (`PagesReadPast`), for a caller that
    /// throws the bytes away after, and reads them again if it needs them.
    let releasesPagesReadPast: Bool
    /// The pages of `"items"` read past, given up as the items are read.
    private(set) var pagesReadPast: PagesReadPast?

    init(_ bytes: UnsafeBufferPointer<UInt8>, readsCanonicalItems: Bool = true,
         keeping keeps: ((_ due: DueDate?, _ isDone: Bool, _ hasStart: Bool) -> Bool)? = nil, detail: ItemDetail = .whole,
         releasingPagesReadPast: Bool = false) {
        scanner = JSONScanner(bytes)
        self.readsCanonicalItems = readsCanonicalItems
        self.keeps = keeps
        self.detail = detail
        releasesPagesReadPast = releasingPagesReadPast
    }

    /// Whether some of the bytes were given up: they can no longer place an error, or be read again.
    var releasedPages: Bool { pagesReadPast?.releasedAny ?? false }

    /// Reads the whole text: throws where it is not JSON.
    mutating func read() throws(JSONScanner.Failure) {
        scanner.skipByteOrderMark()
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "{") else {
            let value = try scanner.parseValue(depth: 1)
            try scanner.expectEnd()
            rootProblem = "the top level must be an object, not \(FileExcerpt.describe(value))"
            return
        }
        try scanner.enterContainer(depth: 1)
        if scanner.current == UInt8(ascii: "}") {
            scanner.position += 1
        } else {
            var first = true
            repeat {
                try readTopLevelMember(first: first)
                first = false
            } while try scanner.continues(until: UInt8(ascii: "}"))
        }
        try scanner.expectEnd()
    }

    private mutating func readTopLevelMember(first: Bool) throws(JSONScanner.Failure) {
        let key = try scanner.scanKey(first: first)
        if isKey(key, "version") {
            noteDuplicate("version", if: version != nil)
            version = try readField(depth: 2)
        } else if isKey(key, "nextId") {
            noteDuplicate("nextId", if: nextID != nil)
            nextID = try readField(depth: 2)
        } else if isKey(key, "items") {
            noteDuplicate("items", if: sawItems)
            sawItems = true
            if scanner.current == UInt8(ascii: "[") {
                try readItems()
            } else {
                itemsField = .other(try scanner.parseValue(depth: 2))
            }
        } else {
            otherKeys.append(JSONMember(scanner.decode(key), try scanner.parseValue(depth: 2)))
        }
    }

    private mutating func readItems() throws(JSONScanner.Failure) {
        try scanner.enterContainer(depth: 2)
        // An item's line is rarely shorter than 64 bytes: enough room, at most one regrowth.
        items.reserveCapacity(scanner.bytes.count / 64)
        if scanner.current == UInt8(ascii: "]") {
            scanner.position += 1
            return
        }
        // Only the items' bytes: the keys before them (`version`) are checked at the end.
        if releasesPagesReadPast, pagesReadPast == nil { pagesReadPast = PagesReadPast(scanner.bytes, from: scanner.position) }
        var ordinal = 1
        repeat {
            try readItem(ordinal: ordinal)
            ordinal += 1
            pagesReadPast?.release(before: scanner.position)
        } while try scanner.continues(until: UInt8(ascii: "]"))
    }

    /// The list, or the first problem with it (in a fixed order: the top level, the version,
    /// then the rest), once `read` has succeeded.
    func result() -> Result<TodoList, Problem> {
        if let rootProblem { return .failure(Problem(rootProblem)) }
        if duplicateKey == "version" { return .failure(Problem("two \"version\" keys")) }
        guard let version else { return .failure(Problem("no \"version\" key")) }
        if let problem = versionProblem(version) { return .failure(Problem(problem)) }
        if let duplicateKey { return .failure(Problem("two \"\(duplicateKey)\" keys")) }
        guard sawItems else { return .failure(Problem("no \"items\" key")) }
        if let itemsField {
            return .failure(Problem("\"items\" must be an array, not \(describe(itemsField))"))
        }
        var firstID = 1
        if let nextID {
            guard let value = wholeNumber(nextID, upTo: TodoFileDecoder.maxID + 1) else {
                return .failure(Problem(
                    "\"nextId\" must be a whole number from 1 to \(TodoFileDecoder.maxID + 1), not \(describe(nextID))"))
            }
            firstID = value
        }
        if let itemProblem { return .failure(Problem(itemProblem, offset: itemProblemOffset)) }
        return .success(TodoList(items: items, nextID: firstID, otherKeys: otherKeys))
    }

    private func versionProblem(_ field: Field) -> String? {
        if case .number(let range) = field {
            let literal = scanner.text(of: range)
            if literal == "1" { return nil }
            // Digits only, and (JSON has no leading zeros) not "0": a whole number above 1.
            if literal != "0", literal.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                return "version \(FileExcerpt.shortened(literal)) is newer than this todo understands (1)"
            }
        }
        return "\"version\" must be 1, not \(describe(field))"
    }

    private mutating func noteDuplicate(_ key: String, if isDuplicate: Bool) {
        if isDuplicate, duplicateKey == nil { duplicateKey = key }
    }

    // MARK: Fields

    /// Reads a value at the cursor, keeping strings and numbers as places in the bytes.
    mutating func readField(depth: Int) throws(JSONScanner.Failure) -> Field {
        switch scanner.current {
        case UInt8(ascii: "\""): .string(try scanner.scanString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number(try scanner.scanNumber())
        default: .other(try scanner.parseValue(depth: depth))
        }
    }

    /// True if `key` is `name` (compared on the raw bytes unless the key has escapes).
    @inline(__always) func isKey(_ key: JSONScanner.ScannedString, _ name: StaticString) -> Bool {
        let length = name.utf8CodeUnitCount
        if key.hasEscapes {
            return scanner.decode(key) == String(decoding: UnsafeBufferPointer(start: name.utf8Start, count: length),
                                                 as: UTF8.self)
        }
        guard key.end - key.start == length else { return false }
        let expected = name.utf8Start
        for index in 0..<length where scanner.bytes[key.start + index] != expected[index] {
            return false
        }
        return true
    }

    /// The value of a number field that is a whole number from 1 to `limit`, written as one
    /// (`1.0` and `1e2` are not), else nil.
    func wholeNumber(_ field: Field, upTo limit: Int) -> Int? {
        guard case .number(let range) = field, range.count <= 16 else { return nil }
        var value = 0
        for index in range {
            let digit = scanner.bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value >= 1 && value <= limit ? value : nil
    }

    /// A field's value as a message quotes it.
    func describe(_ field: Field) -> String {
        switch field {
        case .number(let range): FileExcerpt.shortened(scanner.text(of: range))
        case .string(let string): FileExcerpt.quoted(scanner.decode(string))
        case .other(let value): FileExcerpt.describe(value)
        }
    }
}

package import TodoCore
/// Reads and writes the data file's JSON (format version 1 of the contract).
///
/// Reading is strict, because a file it misreads would be overwritten on the next change:
/// anything but a valid version 1 file is refused with exit status 65 and a one-line reason.
/// Writing puts `version`, `nextId` and the other top-level keys first and the items last, one
/// per line, so a person can read and edit the file and a diff shows one line per item.
package enum TodoFileCodec {
    /// The top-level keys the program reads; other keys are kept in `TodoList.otherKeys`.
    static let topLevelKeys: Set<String> = ["version", "nextId", "items"]
    /// The item keys the program reads; other keys are kept in `TodoItem.otherKeys`.
    static let itemKeys = ItemKey.names

    /// The list a data file holds. Throws `TodoError` with status 65 naming `path` and what
    /// is wrong: `/x/todo.json: line 3, column 14: expected ',' or '}'`.
    ///
    /// What it accepts, beyond what `JSONParser` does (a leading byte order mark is skipped):
    /// - A file of 0 bytes is an empty list: it holds nothing that could be lost, and the
    ///   first change fills it. (A file of only white space is bad JSON.)
    /// - `version` must be the number `1`; a bigger whole number is reported as newer.
    /// - `nextId`, if present, is a whole number from 1 to 2^53.
    /// - Each item is an object with a unique whole-number `id` from 1 to 2^53 − 1 (the
    ///   integers every JSON reader keeps exact; `1.0` and `1e2` are not whole numbers), a
    ///   non-empty string `name`, maybe a `due` of `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (none:
    ///   no date), maybe an `every` string that `RepeatRuleParser` reads (only with a `due`),
    ///   and maybe a `done` string. A name or a `done` may hold control characters (the file is edited
    ///   by hand); the views escape them when they show them. `done` is not checked further:
    ///   only its presence matters to the program.
    /// - The same known key twice in an object (`version`, `nextId`, `items`, or an item's
    ///   `id`, `name`, `due`, `every`, `done`) is refused; other keys may repeat, and are kept.
    /// Bad JSON is reported before any problem with the content; text quoted in a message
    /// is shortened and has its control characters escaped (`\u{1B}`).
    static func decode(_ bytes: [UInt8], path: String) throws -> TodoList {
        try decode(bytes, path: path, readsCanonicalItems: true)
    }

    /// `decode`, with or without the shortcut for items in the encoder's own form (the two
    /// must agree; tests compare them).
    static func decode(_ bytes: [UInt8], path: String, readsCanonicalItems: Bool) throws -> TodoList {
        try read(bytes, path: path, readsCanonicalItems: readsCanonicalItems, keeping: nil).list.get()
    }

    /// The items of a data file that `keeping` accepts (given each one's due date and whether
    /// it is done), in file order. The file is checked exactly as `decode` checks it, with
    /// the same errors; the items turned down are checked too, but never built, which spares
    /// `todo list` the names of everything done and everything after next week. When the file
    /// must be read a second time, `startingAgain` is called first (`keeping` then sees every
    /// item again), so that a caller counting what `keeping` sees can start from zero. The
    /// items built have the fields `detail` asks for.
    ///
    /// With `readingAgain`, the pages of the items already read are given up as the decoding
    /// goes (`PagesReadPast`): the file's bytes and the items built from them are not all in
    /// memory at once. `bytes` must then be the caller's own, never used after; when the bytes
    /// are needed again (an error to place by its line and column, every item to read), they
    /// are read anew with `readingAgain` and decoded as a whole.
    static func decodeItems(_ bytes: [UInt8], path: String, detail: ItemDetail = .whole,
                            keeping: @escaping (_ due: DueDate?, _ isDone: Bool, _ hasStart: Bool) -> Bool,
                            startingAgain: () -> Void = {},
                            readingAgain: (() throws -> [UInt8])? = nil) throws -> [TodoItem] {
        let read = read(bytes, path: path, readsCanonicalItems: true, keeping: keeping, detail: detail,
                        releasingPagesReadPast: readingAgain != nil)
        if read.releasedPages, let readingAgain, read.needsEveryItem || (try? read.list.get()) == nil {
            startingAgain()
            return try decodeItems(readingAgain(), path: path, detail: detail, keeping: keeping, startingAgain: startingAgain)
        }
        guard read.needsEveryItem else { return try read.list.get().items }
        // Ids out of order after a skipped item (a file edited by hand): to name a duplicate
        // by its place, every item must be there. Read it all, then choose.
        startingAgain()
        return try decode(bytes, path: path).items.filter { keeping($0.due, $0.isDone, $0.texts.start != nil) }.map(detail.applied(to:))
    }

    /// The items of `todo export`'s output or of a whole data file, for `todo import`: checked
    /// exactly as `decode` checks a data file, but a bad item is named by the line it starts
    /// on, as a record of an import is (`line 4: item 4 (the 2nd in "items"): ...`), and the
    /// message has no path (the importer names its source). Empty input is no items.
    package static func decodeItemsToImport(_ bytes: [UInt8]) throws(TodoError) -> [TodoItem] {
        let read = read(bytes, readsCanonicalItems: true, keeping: nil) { message, offset in
            guard let offset else { return .badFile(message) }
            let line = 1 + bytes.prefix(offset).reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            return .badFile("line \(line): " + message)
        }
        return try read.list.get().items
    }

    /// What one decoding found: the list or what is wrong with the file; whether ids came out of
    /// order after a skipped item (`TodoFileDecoder.needsEveryItem`); whether pages of the bytes
    /// were given up (the list is right, but a failure's words may not be).
    private typealias Read = (list: Result<TodoList, TodoError>, needsEveryItem: Bool, releasedPages: Bool)

    private static func read(_ bytes: [UInt8], path: String, readsCanonicalItems: Bool,
                             keeping: ((DueDate?, Bool, Bool) -> Bool)?, detail: ItemDetail = .whole,
                             releasingPagesReadPast: Bool = false) -> Read {
        read(bytes, readsCanonicalItems: readsCanonicalItems, keeping: keeping, detail: detail,
             releasingPagesReadPast: releasingPagesReadPast) { message, _ in
            badFile(path, message)
        }
    }

    /// `failing` words what is wrong, given where the item it is about begins (nil: the file).
    private static func read(_ bytes: [UInt8], readsCanonicalItems: Bool, keeping: ((DueDate?, Bool, Bool) -> Bool)?,
                             detail: ItemDetail = .whole, releasingPagesReadPast: Bool = false,
                             failing: (_ message: String, _ itemOffset: Int?) -> TodoError) -> Read {
        bytes.withUnsafeBufferPointer { buffer in
            if let offset = UTF8Validator.firstInvalidOffset(in: buffer) {
                return (.failure(failing(JSONParseError.notUTF8(byte: buffer[offset], offset: offset).description, nil)),
                        false, false)
            }
            var decoder = TodoFileDecoder(buffer, readsCanonicalItems: readsCanonicalItems, keeping: keeping, detail: detail,
                                          releasingPagesReadPast: releasingPagesReadPast)
            do throws(JSONScanner.Failure) {
                try decoder.read()
            } catch {
                // Not worded from given-up bytes: the caller reads the file again for that.
                let words = decoder.releasedPages ? "" : JSONParseError(error, in: buffer).description
                return (.failure(failing(words, nil)), decoder.needsEveryItem, decoder.releasedPages)
            }
            return (decoder.result().mapError { failing($0.message, $0.offset) }, decoder.needsEveryItem, decoder.releasedPages)
        }
    }

    private static func badFile(_ path: String, _ message: String) -> TodoError {
        .badFile("\(path): \(message)")
    }

    /// The file's bytes for `list`: version, nextId, the other top-level keys, then the items,
    /// one per line, and a final newline.
    ///
    /// Unknown keys come back with their values in compact form: numbers as their literal
    /// text; strings re-escaped the one canonical way (`\u0041` becomes `A`), so a string's
    /// escapes may change but its value never does. An entry of `otherKeys` named like a known
    /// key is left out: the typed field owns that key, and writing it twice would make a file
    /// this codec refuses.
    package static func encode(_ list: TodoList) -> [UInt8] {
        TodoFileEncoder.encode(list)
    }

    /// `{"version": 1, "items": [...]}`: `items` laid out as the data file holds them, without
    /// the list's own keys; a file `todo` reads as a list of those items (`todo export`).
    package static func encodeItems(_ items: [TodoItem]) -> [UInt8] {
        TodoFileEncoder.encode(TodoList(items: items), withNextID: false)
    }
}

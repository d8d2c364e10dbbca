import TodoCore

/// One line of the folder's undo journal: a JSON array of one object per file, its keys in
/// order (`after`, `before`, `id`, `name`), bytes in base64, a missing file's bytes left out;
/// the form `JSONEncoder` gave it before, so that a journal written then still reads.
///
/// Read by a reader of that form alone rather than a JSON parser: the data file's parser is
/// the other store's, and this line is only ever what `write` wrote (or `JSONEncoder`, which
/// also writes `/` as `\/`).
enum VdirUndoJournalLine {
    static func write(_ change: [VdirUndoJournal.FileChange], into output: inout [UInt8]) {
        let files: [JSONValue] = change.map { file in
            var members: [JSONMember] = []
            if let after = file.after { members.append(JSONMember("after", .string(after))) }
            if let before = file.before { members.append(JSONMember("before", .string(Base64.encoded(before)))) }
            members.append(JSONMember("id", .number(String(file.id))))
            members.append(JSONMember("name", .string(Base64.encoded(file.name))))
            return .object(members)
        }
        JSONWriter.write(.array(files), into: &output)
    }

    /// The files of a line; nil for a line that is not one.
    static func changes(_ line: ArraySlice<UInt8>) -> [VdirUndoJournal.FileChange]? {
        var reader = Reader(bytes: line, index: line.startIndex)
        var files: [VdirUndoJournal.FileChange] = []
        guard reader.skip("[") else { return nil }
        if reader.skip("]") { return reader.atEnd ? [] : nil }
        repeat {
            guard let file = reader.file() else { return nil }
            files.append(file)
        } while reader.skip(",")
        guard reader.skip("]"), reader.atEnd else { return nil }
        return files
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int

        var atEnd: Bool {
            mutating get {
                skipSpace()
                return index == bytes.endIndex
            }
        }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// `{"after":"…","before":"…","id":1,"name":"…"}`, any key but `id` and `name` left out or null.
        mutating func file() -> VdirUndoJournal.FileChange? {
            var after: String?
            var before: [UInt8]?
            var id: Int?
            var name: [UInt8]?
            guard skip("{") else { return nil }
            repeat {
                guard let key = string(), skip(":") else { return nil }
                if skipNull() { continue }
                switch String(decoding: key, as: UTF8.self) {
                case "after":
                    guard let text = string() else { return nil }
                    after = String(decoding: text, as: UTF8.self)
                case "before":
                    guard let bytes = string().flatMap(Base64.decoded) else { return nil }
                    before = bytes
                case "id":
                    guard let value = number() else { return nil }
                    id = value
                case "name":
                    guard let bytes = string().flatMap(Base64.decoded) else { return nil }
                    name = bytes
                default: return nil
                }
            } while skip(",")
            guard skip("}"), let id, let name else { return nil }
            return VdirUndoJournal.FileChange(name: name, id: id, before: before, after: after)
        }

        /// A string's bytes; the only escape these strings hold is `\/`.
        private mutating func string() -> [UInt8]? {
            guard skip("\"") else { return nil }
            var text: [UInt8] = []
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "/") else { return nil }
                }
                text.append(bytes[index])
                index += 1
            }
            guard index < bytes.endIndex else { return nil }
            index += 1
            return text
        }

        private mutating func number() -> Int? {
            skipSpace()
            let start = index
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return Int(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        private mutating func skipNull() -> Bool {
            skipSpace()
            guard bytes[index...].starts(with: "null".utf8) else { return false }
            index += 4
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
    }
}

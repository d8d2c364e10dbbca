import TodoCore
import TodoFileSystem

/// What the folder's undo journal keeps of a change: the files it touched, with their bytes
/// before (to put back) and the hash (`VdirHash`) of their bytes after (to see that nothing
/// else changed them since). Its line's members:
/// `"files": [{"name": "YS5pY3M=", "id": 3, "before": "QkVHSU4…", "after": "9c1f…"}]`, names and
/// bytes in base64, `null` for a file the change made (`before`) or removed (`after`).
struct VdirUndoChange: UndoJournalChange {
    typealias State = VdirFolderState

    struct File: Equatable, Sendable {
        /// The file's name in the folder, as bytes.
        let name: [UInt8]
        /// This machine's id of the file's item.
        let id: Int
        /// The file's bytes before the change; nil when the change created it.
        let before: [UInt8]?
        /// `VdirHash` of the bytes the change left; nil when the change deleted the file.
        let after: String?
    }

    let files: [File]

    func appendMembers(to output: inout [UInt8]) {
        let values: [JSONValue] = files.map { file in
            .object([JSONMember("name", .string(Base64.encoded(file.name))),
                     JSONMember("id", .number(String(file.id))),
                     JSONMember("before", file.before.map { .string(Base64.encoded($0)) } ?? .null),
                     JSONMember("after", file.after.map { .string($0) } ?? .null)])
        }
        JSONWriter.appendLiteral(", \"files\": ", to: &output)
        JSONWriter.write(.array(values), into: &output)
    }

    init(files: [File]) {
        self.files = files
    }

    init?(members: [JSONMember]) {
        guard case .array(let values)? = members.first(where: { $0.key == "files" })?.value else { return nil }
        var files: [File] = []
        for value in values {
            guard case .object(let members) = value else { return nil }
            func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.value }
            guard case .string(let nameText)? = member("name"), let name = Base64.decoded(nameText.utf8),
                  case .number(let idText)? = member("id"), let id = Int(idText) else { return nil }
            var before: [UInt8]?
            switch member("before") {
            case .null?: before = nil
            case .string(let text)?:
                guard let bytes = Base64.decoded(text.utf8) else { return nil }
                before = bytes
            default: return nil
            }
            var after: String?
            switch member("after") {
            case .null?: after = nil
            case .string(let text)?: after = text
            default: return nil
            }
            files.append(File(name: name, id: id, before: before, after: after))
        }
        self.files = files
    }

    /// The previous version's line: a JSON array of the files (`JSONEncoder`'s form), its
    /// hashes those of another function, so that this version cannot tell whether the files
    /// are still as that change left them.
    static func isLineOfAPreviousVersion(_ value: JSONValue) -> Bool {
        if case .array = value { true } else { false }
    }
}

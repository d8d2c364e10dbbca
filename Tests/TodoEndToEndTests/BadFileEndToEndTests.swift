import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// Each kind of data file `todo` cannot use, through the built binary: exit 65, one line on
/// stderr naming the path and what is wrong, nothing on stdout, and the file byte for byte as
/// it was, whether the command only reads it or would change it. And the 0-byte file, which is
/// an empty list.
@Suite struct BadFileEndToEndTests {
    struct BadFile: Sendable, CustomTestStringConvertible {
        let kind: String
        let bytes: [UInt8]
        /// The message after `todo: <path>: `.
        let message: String
        var testDescription: String { kind }

        init(_ kind: String, _ text: String, _ message: String) {
            self.init(kind, Array(text.utf8), message)
        }

        init(_ kind: String, _ bytes: [UInt8], _ message: String) {
            self.kind = kind
            self.bytes = bytes
            self.message = message
        }
    }

    /// A file in the written layout around `items` (item lines), with `top` first.
    private static func file(_ items: String..., top: String = "\"version\": 1") -> String {
        "{\n  \(top),\n  \"items\": [\n    " + items.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    private static let rent = #"{"id": 1, "name": "Pay rent", "due": "2026-11-20"}"#
    private static let milk = #"{"id": 2, "name": "Buy milk", "due": "2026-11-21"}"#

    static let badFiles: [BadFile] = [
        BadFile("not JSON", file(rent, #"{"id": 2, "name": "Buy milk" "due": "2026-11-21"}"#),
                "line 5, column 34: expected ',' or '}'"),
        BadFile("not JSON: cut short", String(file(rent, milk).prefix(60)),
                "line 4, column 23: unterminated string"),
        BadFile("not UTF-8", Array(file(rent).utf8.prefix(50)) + [0xE9] + Array(file(rent).utf8.dropFirst(50)),
                "not UTF-8 (byte 0xE9 at offset 50)"),
        // In the layout todo writes, uids and all, so that `add` and `done` try their in-place way first.
        BadFile("not UTF-8 in a name, in the written layout",
                Array(file(#"{"id": 1, "name": "Pay rent", "due": "2026-11-20", "uid": "a1"}"#, #"{"id": 2, "name": "Caf"#,
                           top: "\"version\": 1,\n  \"nextId\": 3").utf8.dropLast(7))
                    + [0xE9] + Array("\", \"due\": \"2026-11-21\", \"uid\": \"a2\"}\n  ]\n}\n".utf8),
                "not UTF-8 (byte 0xE9 at offset 141)"),
        BadFile("wrong type: name", file(rent, #"{"id": 2, "name": 5, "due": "2026-11-21"}"#),
                "item 2 (the 2nd in \"items\"): \"name\" must be a string, not 5"),
        BadFile("wrong type: id", file(#"{"id": "1", "name": "Pay rent", "due": "2026-11-20"}"#),
                "the 1st item in \"items\": \"id\" must be a whole number from 1 to 9007199254740991, not \"1\""),
        BadFile("wrong type: items", "{\"version\": 1, \"items\": {}}\n", "\"items\" must be an array, not an object"),
        BadFile("missing id", file(rent, #"{"name": "Buy milk", "due": "2026-11-21"}"#),
                "the 2nd item in \"items\": no \"id\" key"),
        BadFile("duplicate id", file(rent, milk, #"{"id": 1, "name": "Again", "due": "2026-11-22"}"#),
                "item 1 (the 3rd in \"items\"): the 1st item has id 1 too"),
        BadFile("bad due", file(rent, #"{"id": 2, "name": "Buy milk", "due": "2026-02-30"}"#),
                "item 2 (the 2nd in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-02-30\""),
        BadFile("bad start", file(rent, #"{"id": 2, "name": "Buy milk", "start": "tomorrow"}"#),
                "item 2 (the 2nd in \"items\"): \"start\" must be YYYY-MM-DD, not \"tomorrow\""),
        BadFile("start after due", file(rent, #"{"id": 2, "name": "Buy milk", "due": "2026-11-21T09:00", "start": "2026-11-22"}"#),
                "item 2 (the 2nd in \"items\"): \"start\" must not be after the due date's day, not \"2026-11-22\" for \"2026-11-21\""),
        BadFile("due in UTC", file(#"{"id": 1, "name": "Pay rent", "due": "2026-11-20T09:00:00Z"}"#),
                "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"2026-11-20T09:00:00Z\""),
        BadFile("missing version", file(rent, top: "\"nextId\": 2"), "no \"version\" key"),
        BadFile("newer version", file(rent, top: "\"version\": 2"), "version 2 is newer than this todo understands (1)"),
        BadFile("empty name", file(rent, #"{"id": 2, "name": "", "due": "2026-11-21"}"#),
                "item 2 (the 2nd in \"items\"): \"name\" must not be empty"),
        BadFile("escapes in what is quoted", file(#"{"id": 1, "name": "x", "due": "\u001b[2J\u0007"}"#),
                "item 1 (the 1st in \"items\"): \"due\" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"\\u{1B}[2J\\u{7}\""),
    ]

    @Test(arguments: badFiles)
    func aBadFileExits65NamingThePathAndIsLeftByteForByte(bad: BadFile) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try Data(bad.bytes).write(to: URL(fileURLWithPath: todo.dataPath))
        for arguments in [["list"], ["list", "--json"], ["add", "x"], ["done", "1"]] {
            let result = try todo.run(arguments)
            #expect(result == .init(status: 65, stdout: "", stderr: "todo: \(todo.dataPath): \(bad.message)\n"),
                    "\(arguments)")
        }
        let unchanged = FileManager.default.contents(atPath: todo.dataPath).map(Array.init) == bad.bytes
        #expect(unchanged, "the file changed")
        // A change takes the lock before it reads; it leaves no temporary file.
        #expect(FolderNames.of(todo.folder.path) == ["todo.json", "todo.json.lock"])
    }

    /// A file of no bytes is no todo file (bad JSON, no `version`): 65, and never written
    /// over. Only a missing file is the empty list.
    @Test func aZeroByteFileIsNotATodoFileAndIsNeverWrittenOver() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("")
        let refusal = "todo: \(todo.dataPath): line 1, column 1: unexpected end of input, expected a value\n"
        #expect(try todo.run(["list"]) == .init(status: 65, stdout: "", stderr: refusal))
        #expect(try todo.run(["add", "Buy milk"]) == .init(status: 65, stdout: "", stderr: refusal))
        #expect(todo.fileText() == "", "the file changed")
    }

    @Test func aFileOfOnlyWhiteSpaceIsBadJSONNotAnEmptyList() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("\n\n")
        #expect(try todo.run(["add", "x"]) == .init(status: 65, stdout: "",
                                                    stderr: "todo: \(todo.dataPath): line 3, column 1: unexpected end of input, expected a value\n"))
        #expect(todo.fileText() == "\n\n")
    }
}

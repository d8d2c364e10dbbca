import Foundation
import Testing
@testable import TodoCore
@testable import TodoFile
import TodoTestSupport

/// What the built binary keeps when it rewrites the data file: keys it does not know, with
/// their values exactly; a symlink as a symlink; the file's mode.
@Suite struct RewriteEndToEndTests {
    /// Unknown keys of every JSON kind, at the top level (before and after `items`) and on items.
    static let fileWithUnknownKeys = #"""
        {"version": 1,
         "owner": {"name": "me", "nested": {"deep": [1, [2.50, {"x": null}]], "empty": {}}},
         "tags": ["home", 1.50, -0, 1e400, 2E-3, null, true, false, [], {}],
         "price": 1.50, "huge": 1e400, "tiny": -1.0e-400, "big": 123456789012345678901234567890,
         "nothing": null, "yes": true, "no": false,
         "text": "caf\u00e9 \"quoted\" \\ \u001b[31m \ud83d\ude00",
         "items": [
          {"id": 1, "name": "Pay rent", "due": "2026-11-20", "meta": {"a": [1.50, 1e400]}, "list": [],
           "object": {}, "n": 1.50, "z": null, "t": true, "f": false, "s": "x", "s": "twice"},
          {"id": 2, "name": "Buy milk", "due": "2026-11-21", "urgency": 0.10}
         ],
         "after": {"k": ["v", 7]}}

        """#

    @Test func unknownKeysOfEveryKindSurviveAnAddAndADoneUnchanged() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(Self.fileWithUnknownKeys)
        let original = try unknownKeys(todo)
        #expect(original.top.count == 11)
        #expect(original.items[1]?.count == 9)
        #expect(original.items[2]?.count == 1)

        #expect(try todo.run(["add", "Call mum"]) == .init(status: 0, stdout: "Added 3: Call mum (due Sat 21 Nov)\n", stderr: ""))
        let afterAdd = try unknownKeys(todo)
        #expect(afterAdd.top == original.top)
        #expect(afterAdd.items[1] == original.items[1])
        #expect(afterAdd.items[2] == original.items[2])
        #expect(afterAdd.items[3] == [])

        #expect(try todo.run(["done", "1", "2"]) == .init(status: 0, stdout: "Done 1: Pay rent\nDone 2: Buy milk\n", stderr: ""))
        let afterDone = try unknownKeys(todo)
        #expect(afterDone.top == original.top)
        #expect(afterDone.items[1] == original.items[1])
        #expect(afterDone.items[2] == original.items[2])
        // Numbers keep their literal text, which no Double could give back.
        let text = try #require(todo.fileText())
        for literal in ["1.50", "1e400", "-1.0e-400", "-0", "2E-3", "123456789012345678901234567890", "0.10"] {
            #expect(text.contains(literal), "\(literal)")
        }
    }

    @Test func aSymlinkedFileStaysASymlinkAndItsTargetKeepsItsMode() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let real = todo.folder.path + "/synced"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        let target = real + "/data.json"
        try Data(#"{"version": 1, "items": [{"id": 1, "name": "Pay rent", "due": "2026-11-20"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o640) == 0)
        // A relative link, as `ln -s synced/data.json todo.json` makes, in the data file's place.
        try FileManager.default.createSymbolicLink(atPath: todo.dataPath, withDestinationPath: "synced/data.json")

        #expect(try todo.run(["add", "Buy milk"]) == .init(status: 0, stdout: "Added 2: Buy milk (due Sat 21 Nov)\n", stderr: ""))
        #expect(try todo.run(["done", "1"]) == .init(status: 0, stdout: "Done 1: Pay rent\n", stderr: ""))

        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: todo.dataPath)) == "synced/data.json")
        #expect(mode(of: target) == 0o640)
        let list = try TodoFileCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: target))), path: target)
        #expect(list.items.map(\.name) == ["Pay rent", "Buy milk"])
        #expect(list.items.map(\.isDone) == [true, false])
        // The lock and any temporary file belong beside the target, and none is left.
        #expect(FolderNames.of(real) == ["data.json", "data.json.lock", "data.json.undo"])
        #expect(FolderNames.of(todo.folder.path) == ["synced", "todo.json"])
    }

    @Test func aPlainFileKeepsItsMode() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(#"{"version": 1, "items": []}"#)
        #expect(chmod(todo.dataPath, 0o644) == 0)
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        #expect(mode(of: todo.dataPath) == 0o644)
    }

    /// The members of the file's top level and of each item (by id) that `todo` does not know.
    private func unknownKeys(_ todo: TodoBinary) throws -> (top: [JSONMember], items: [Int: [JSONMember]]) {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: todo.dataPath)))
        guard case .object(let top) = try JSONParser.parse(bytes) else {
            Issue.record("the top level is not an object")
            return ([], [:])
        }
        var items: [Int: [JSONMember]] = [:]
        for member in top where member.key == "items" {
            guard case .array(let values) = member.value else { continue }
            for case .object(let fields) in values {
                guard let id = fields.first(where: { $0.key == "id" }), case .number(let literal) = id.value,
                      let number = Int(literal) else { continue }
                items[number] = fields.filter { !["id", "name", "due", "done", "uid"].contains($0.key) }
            }
        }
        return (top.filter { !["version", "nextId", "items"].contains($0.key) }, items)
    }

    private func mode(of path: String) -> Int? {
        var status = FileStatus()
        return stat(path, &status) == 0 ? Int(status.st_mode & 0o7777) : nil
    }
}

import Foundation
import Testing

/// `--note` on `add` and `edit`: trimmed, kept by both stores (`"note"` in the data file,
/// `DESCRIPTION` in the folder store), shown in every `--json`, taken away by `--note ''`.
@Suite struct NoteEndToEndTests {
    @Test func theDataFileKeepsTheNoteAndEveryJSONShowsIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(UIDMask.masked(try todo.run(["add", "Buy milk", "--note", "  two litres\nthe green one  ", "--json"]).stdout)
            == #"{"id": 1, "name": "Buy milk", "due": "2026-11-21", "note": "two litres\nthe green one", "tags": [], "uid": "UUID"}"# + "\n")
        #expect(UIDMask.masked(todo.fileText() ?? "").contains(
            #"{"id": 1, "name": "Buy milk", "due": "2026-11-21", "uid": "UUID", "note": "two litres\nthe green one"}"#))
        #expect(try todo.run(["list", "--json"]).stdout.contains(#""note": "two litres\nthe green one", "tags""#))
        #expect(UIDMask.masked(try todo.run(["edit", "1", "--note", "one litre", "--json"]).stdout)
            == #"[{"id": 1, "name": "Buy milk", "due": "2026-11-21", "note": "one litre", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(UIDMask.masked(try todo.run(["edit", "1", "--note", "", "--json"]).stdout)
            == #"[{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(todo.fileText()?.contains("note") == false)
    }

    @Test func aBlankNoteIsNoNote() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(UIDMask.masked(try todo.run(["add", "Buy milk", "--note", " \n ", "--json"]).stdout)
            == #"{"id": 1, "name": "Buy milk", "due": "2026-11-21", "tags": [], "uid": "UUID"}"# + "\n")
    }

    @Test(arguments: ["a\tb", "a\rb", "a\u{1B}[31mb", "a\u{85}b"])
    func aControlCharacterOtherThanALineFeedIsRefused(note: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let added = try todo.run(["add", "Buy milk", "--note", note])
        #expect(added.status == 64)
        #expect(added.stderr.contains("the note contains a control character"))
        #expect(todo.fileText() == nil)
        #expect(try todo.run(["add", "Buy milk"]).status == 0)
        #expect(try todo.run(["edit", "1", "--note", note]).status == 64)
    }

    @Test func theFolderStoreKeepsItAsDESCRIPTION() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.appendingPathComponent("cal").path
        let vdir = ["--vdir", folder]
        #expect(try todo.run(vdir + ["add", "Call mum", "--note", "Ask about Sunday, and the car;\nbring C:\\docs"]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
        let text = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(text.contains(#"DESCRIPTION:Ask about Sunday\, and the car\;\nbring C:\\docs"# + "\r\n"))
        #expect(try todo.run(vdir + ["list", "--json"]).stdout
            .contains(#""note": "Ask about Sunday, and the car;\nbring C:\\docs""#))
        #expect(try todo.run(vdir + ["edit", "1", "--note", ""]).status == 0)
        let cleared = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(!cleared.contains("DESCRIPTION"))
    }
}

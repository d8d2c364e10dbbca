import Foundation
import Testing

/// `--url` on `add` and `edit`: kept by both stores (`"url"` in the data file, `URL` in the
/// folder store), shown by `show` and every `--json`, carried by json and ical export and
/// import, taken away by `--url none`; anything with white space or control characters, or
/// empty, is 64.
@Suite struct URLEndToEndTests {
    private static let link = "https://tracker.example/issues/42?a=1,b;c"

    @Test func theDataFileKeepsTheURLAndShowAndEveryJSONShowIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(UIDMask.masked(try todo.run(["add", "Fix the bug", "--url", Self.link, "--note", "see the log", "--json"]).stdout)
            == #"{"id": 1, "name": "Fix the bug", "due": "2026-11-21", "note": "see the log", "url": "https://tracker.example/issues/42?a=1,b;c", "tags": [], "uid": "UUID"}"# + "\n")
        #expect(UIDMask.masked(todo.fileText() ?? "").contains(
            #"{"id": 1, "name": "Fix the bug", "due": "2026-11-21", "uid": "UUID", "note": "see the log", "url": "https://tracker.example/issues/42?a=1,b;c"}"#))
        #expect(try todo.run(["list", "--json"]).stdout.contains(#""url": "https://tracker.example/issues/42?a=1,b;c", "tags""#))
        #expect(try todo.run(["list"]).stdout.contains("tracker") == false)
        let shown = try todo.run(["show", "1"])
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("    Note:     see the log\n    URL:      https://tracker.example/issues/42?a=1,b;c\n"))
        #expect(try todo.run(["show", "1", "--json"]).stdout.contains(#""url": "https://tracker.example/issues/42?a=1,b;c""#))
        #expect(UIDMask.masked(try todo.run(["edit", "1", "--url", "https://x.example/b", "--json"]).stdout)
            == #"[{"id": 1, "name": "Fix the bug", "due": "2026-11-21", "note": "see the log", "url": "https://x.example/b", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(UIDMask.masked(try todo.run(["edit", "1", "--url", "none", "--json"]).stdout)
            == #"[{"id": 1, "name": "Fix the bug", "due": "2026-11-21", "note": "see the log", "tags": [], "uid": "UUID"}]"# + "\n")
        #expect(todo.fileText()?.contains("url") == false)
    }

    @Test(arguments: ["", "a b", "a\tb", "a\nb", "a\u{1B}b", "a\u{85}b", " https://x.example"])
    func anEmptyURLOrOneWithWhiteSpaceOrControlCharactersIs64(url: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let added = try todo.run(["add", "Fix the bug", "--url", url])
        #expect(added.status == 64)
        #expect(added.stderr.hasPrefix("todo: the url "))
        #expect(todo.fileText() == nil)
        #expect(try todo.run(["add", "Fix the bug"]).status == 0)
        #expect(try todo.run(["edit", "1", "--url", url]).status == 64)
        #expect(todo.fileText()?.contains("url") == false)
    }

    @Test func theFolderStoreKeepsItAsURLUnescaped() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.appendingPathComponent("cal").path
        let vdir = ["--vdir", folder]
        #expect(try todo.run(vdir + ["add", "Fix the bug", "--url", Self.link]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
        let text = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(text.contains("URL:" + Self.link + "\r\n"))
        #expect(try todo.run(vdir + ["list", "--json"]).stdout.contains(#""url": "https://tracker.example/issues/42?a=1,b;c""#))
        #expect(try todo.run(vdir + ["show", "1"]).stdout.contains("    URL:      " + Self.link + "\n"))
        #expect(try todo.run(vdir + ["edit", "1", "--url", "none"]).status == 0)
        let cleared = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(!cleared.contains("URL"))
        #expect(try todo.run(vdir + ["show", "1", "--json"]).stdout.contains("url") == false)
    }

    @Test(arguments: [["--to", "json"], ["--to", "ical"]])
    func anExportImportedIntoAnEmptyListKeepsTheURL(format: [String]) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Fix the bug", "--url", Self.link]).status == 0)
        let exported = try todo.run(["export"] + format)
        #expect(exported.status == 0)
        #expect(exported.stdout.contains(format[1] == "json" ? #""url": "https://tracker.example/issues/42?a=1,b;c""#
                                                              : "URL:" + Self.link + "\r\n"))
        let other = try TodoBinary()
        defer { other.cleanUp() }
        let file = other.folder.appendingPathComponent("export")
        try Data(exported.stdout.utf8).write(to: file)
        #expect(try other.run(["import", file.path]).status == 0)
        #expect(try other.run(["show", "1", "--json"]).stdout.contains(#""url": "https://tracker.example/issues/42?a=1,b;c""#))
        #expect(other.fileText()?.contains(#""url": "https://tracker.example/issues/42?a=1,b;c""#) == true)
    }
}

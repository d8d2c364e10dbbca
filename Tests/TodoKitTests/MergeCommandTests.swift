import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// `todo merge A B` through its roles, against files in memory: the result in both files, one
/// line on stderr, and nothing written for files that cannot be merged.
@Suite struct MergeCommandTests {
    final class FilesDouble: MergeFiles {
        var contents: [String: [UInt8]]
        private(set) var written: [String] = []

        init(_ contents: [String: [UInt8]]) { self.contents = contents }

        func read(_ path: String) throws -> [UInt8] {
            guard let bytes = contents[path] else { throw TodoError.io("cannot read \(path): No such file or directory") }
            return bytes
        }

        func write(_ bytes: [UInt8], to path: String) throws {
            written.append(path)
            contents[path] = bytes
        }
    }

    private func file(_ lines: [String], uid: String = "abc-1") -> [UInt8] {
        Array((["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:" + uid] + lines + ["END:VTODO", "END:VCALENDAR"])
            .map { $0 + "\r\n" }.joined().utf8)
    }

    @Test func writesTheResultIntoBothFilesAndSaysWhichWasTaken() throws {
        let files = FilesDouble(["/t/local": file(["SUMMARY:Old", "LAST-MODIFIED:20261110T090000Z"]),
                                 "/t/phone": file(["SUMMARY:New", "LAST-MODIFIED:20261111T090000Z"])])
        let terminal = FakeTerminal()
        try MergeWireframe(files: files, clock: FrozenClock(), terminal: terminal).presentMergeCommand(files: ["/t/local", "/t/phone"])
        #expect(files.written == ["/t/local", "/t/phone"])
        #expect(files.contents["/t/local"] == files.contents["/t/phone"])
        #expect(String(decoding: files.contents["/t/local"] ?? [], as: UTF8.self).contains("SUMMARY:New\r\nLAST-MODIFIED:20261121T093000Z\r\n"))
        #expect(terminal.errors == "todo: merged abc-1: took /t/phone, changed last by LAST-MODIFIED "
            + "(20261111T090000Z against 20261110T090000Z in /t/local)\n")
        #expect(terminal.output.isEmpty)
    }

    @Test func filesThatCannotBeMergedAre65AndUntouched() {
        let files = FilesDouble(["/t/a": file(["SUMMARY:A"]), "/t/b": file(["SUMMARY:B"], uid: "other")])
        #expect(throws: TodoError.badFile("cannot merge /t/a and /t/b: the two files hold different UIDs (abc-1 and other); both files left as they were")) {
            try MergeWireframe(files: files, clock: FrozenClock(), terminal: FakeTerminal()).presentMergeCommand(files: ["/t/a", "/t/b"])
        }
        #expect(files.written.isEmpty)
    }

    @Test func mergeNeedsNoStore() {
        // No HOME, no --file: any other command could not tell where its data file is.
        let terminal = FakeTerminal()
        #expect(TodoApp.run(arguments: ["merge", "/nonexistent/a", "/nonexistent/b"], environment: [:], terminal: terminal) == .ioError)
        #expect(terminal.errors == "todo: cannot read /nonexistent/a: No such file or directory\n")
        #expect(TodoApp.run(arguments: ["merge", "/nonexistent/a"], environment: [:], terminal: FakeTerminal()) == .usage)
    }
}

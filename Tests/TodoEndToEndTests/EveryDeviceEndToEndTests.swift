import Foundation
import Testing

/// A folder store that a phone also writes to, through the built binary: categories, a
/// dropped task, a file kept byte for byte, and an `ical` export with the files' own stamps.
@Suite struct EveryDeviceEndToEndTests {
    private static let phoneFile = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:phone-1",
        "DTSTAMP:20261101T100000Z", "CREATED:20261001T080000Z", "LAST-MODIFIED:20261101T100000Z",
        "SUMMARY:Call Bob\\, about the rent\\; and the key", "CATEGORIES:Work stuff,errand", "CATEGORIES:@phone",
        "DTSTART;VALUE=DATE:20261120", "DUE;VALUE=DATE:20261123",
        "DESCRIPTION:A long note that goes past the seventy-five octet limit of one line so it ",
        " is folded\\nand has two lines", "X-PHONE:keep me", "END:VTODO", "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()
    private static let droppedFile = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:phone-2",
        "DTSTAMP:20261101T100000Z", "SUMMARY:Dropped task", "STATUS:CANCELLED", "END:VTODO", "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()

    private func folder(_ todo: TodoBinary) throws -> URL {
        let folder = todo.folder.appendingPathComponent("tasks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.phoneFile.utf8).write(to: folder.appendingPathComponent("phone-1.ics"))
        try Data(Self.droppedFile.utf8).write(to: folder.appendingPathComponent("phone-2.ics"))
        return folder
    }

    @Test func aPhoneMadeFileListsAndSurvivesAChangeByteForByte() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = try folder(todo)
        let vdir = ["--vdir", folder.path]
        #expect(try todo.run(vdir + ["list"]) == .init(status: 0, stdout: """
            Next Week
              1  Call Bob, about the rent; and the key +errand @phone  Monday

            """, stderr: ""))
        #expect(try todo.run(vdir + ["list", "--done"]).stdout == "Done\n  2  Dropped task  cancelled\n")
        #expect(try todo.run(vdir + ["show", "2"]).stdout.contains("Status:   cancelled\n"))
        // A change to the other file leaves this one as it was; a change of the due date
        // rewrites only DUE and the stamps.
        #expect(try todo.run(vdir + ["reopen", "2"]).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("phone-1.ics"), encoding: .utf8) == Self.phoneFile)
        #expect(try todo.run(vdir + ["edit", "1", "--due", "2026-11-24"]).status == 0)
        let changed = try String(contentsOf: folder.appendingPathComponent("phone-1.ics"), encoding: .utf8)
        let unstamped = changed.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP") && !$0.hasPrefix("LAST-MODIFIED") }
        let expected = Self.phoneFile.split(separator: "\r\n").filter { !$0.hasPrefix("DTSTAMP") && !$0.hasPrefix("LAST-MODIFIED") }
        #expect(unstamped == expected.map { $0 == "DUE;VALUE=DATE:20261123" ? "DUE;VALUE=DATE:20261124" : $0 }
            .flatMap { $0 == "END:VTODO" ? ["SEQUENCE:1", $0] : [$0] })
    }

    /// An untag rewrites CATEGORIES, keeping the category of several words.
    @Test func aTagEditRewritesCategories() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = try folder(todo)
        #expect(try todo.run(["--vdir", folder.path, "edit", "1", "+home", "--untag", "errand"]).status == 0)
        let changed = try String(contentsOf: folder.appendingPathComponent("phone-1.ics"), encoding: .utf8)
        #expect(changed.contains("\r\nCATEGORIES:@phone,home,Work stuff\r\nDTSTART"))
        #expect(changed.contains("\r\nSUMMARY:Call Bob\\, about the rent\\; and the key\r\n"))
    }

    /// The export carries each file's stamps and the categories; its import reads them back.
    @Test func icalExportKeepsTheFilesStampsAndImportReadsCategories() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = try folder(todo)
        let export = try todo.run(["--vdir", folder.path, "export", "--to", "ical"])
        #expect(export.status == 0)
        let first = export.stdout.components(separatedBy: "BEGIN:VTODO")[1]
        #expect(first.contains("\r\nDTSTAMP:20261101T100000Z\r\nCREATED:20261001T080000Z\r\nLAST-MODIFIED:20261101T100000Z\r\n"))
        #expect(first.contains("\r\nCATEGORIES:errand,@phone\r\n"))
        let imported = try todo.run(["import", "--from", "ical"], stdin: export.stdout)
        #expect(imported.status == 0)
        #expect(try todo.run(["list"]).stdout.contains("Call Bob, about the rent; and the key +errand @phone"))
    }
}

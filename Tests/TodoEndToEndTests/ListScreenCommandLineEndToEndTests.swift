import Foundation
import Testing

/// The List screen's `:` command line and `s` sync in a real terminal (a pseudo-terminal of
/// 80×24): `:done 3 4`, a refused command, and a sync whose lines reach the status line while
/// the sync engine's own lines stay off the screen.
@Suite struct ListScreenCommandLineEndToEndTests {
    @Test func colonDoneOfTwoIDsThenARefusedCommand() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try ListScreenEndToEndTests().storeList(todo)
        let session = try ScreenSession(todo, columns: 80, rows: 24)
        #expect(session.waitUntil { $0.first == "todo · todo.json · 20 items" }, "\(session.lines)")
        session.type(":")
        #expect(session.waitUntil { $0.last == ":" }, "\(session.lines)")
        session.type("done 3 4")
        session.press("Enter")
        #expect(session.waitUntil { $0.first == "todo · todo.json · 18 items" }, "\(session.lines)")
        #expect(session.lines.contains("Done 3: Overdue 3 Done 4: Overdue 4 · u undoes"), "\(session.lines)")
        session.type(":")
        #expect(session.waitUntil { $0.last == ":" }, "\(session.lines)")
        session.type("export --to ical")
        session.press("Enter")
        #expect(session.waitFor(line: "todo export is not taken on the List screen: run it from the shell"),
                "\(session.lines)")
        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.linesAfterScreen == ["Done 3: Overdue 3", "Done 4: Overdue 4"])
        #expect(try todo.run(["list"]).stdout.contains("Overdue 3") == false)
    }

    /// A sync engine of the test's (a script named vdirsyncer, first on PATH): it says a line
    /// of its own on stderr and brings a phone's item into the folder.
    @Test func sSyncsAndSaysWhatChangedOnTheStatusLine() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let home = todo.folder.path
        let folder = home + "/calendars/tasks"
        #expect(try todo.run(["--vdir", folder, "add", "Buy milk"]).status == 0)
        let phoneItem = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:phone-1",
                         "DTSTAMP:20261120T100000Z", "DUE;VALUE=DATE:20261121", "SUMMARY:Call bob", "END:VTODO", "END:VCALENDAR", ""]
            .joined(separator: "\r\n")
        try Data(phoneItem.utf8).write(to: URL(fileURLWithPath: home + "/phone-1.ics"))
        try FileManager.default.createDirectory(atPath: home + "/bin", withIntermediateDirectories: true)
        let engine = "#!/bin/sh\necho \"Syncing phone (engine line)\" >&2\ncp \"$HOME/phone-1.ics\" \"\(folder)/phone-1.ics\"\n"
        try Data(engine.utf8).write(to: URL(fileURLWithPath: home + "/bin/vdirsyncer"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: home + "/bin/vdirsyncer")
        let config = """
            [pair phone]
            a = "local"
            b = "remote"
            collections = null

            [storage local]
            type = "filesystem"
            path = "\(folder)"
            fileext = ".ics"

            [storage remote]
            type = "caldav"
            url = "http://127.0.0.1:1/"

            """
        try Data(config.utf8).write(to: URL(fileURLWithPath: home + "/vdirsyncer.conf"))

        let session = try ScreenSession(todo, arguments: ["--vdir", folder],
                                        environment: ["PATH": home + "/bin:/usr/bin:/bin",
                                                      "VDIRSYNCER_CONFIG": home + "/vdirsyncer.conf"],
                                        columns: 80, rows: 24)
        #expect(session.waitUntil { $0.first == "todo · tasks · 1 item" }, "\(session.lines)")
        session.type("s")
        #expect(session.waitUntil { $0.first == "todo · tasks · 2 items" }, "\(session.lines)")
        #expect(session.waitFor(line: "+ 2 Call bob 1 new"), "\(session.lines)")
        #expect(!session.session.screen.contains("engine line"))
        session.type("q")
        #expect(session.exitStatus() == 0)
        #expect(session.linesAfterScreen == ["+ 2 Call bob", "1 new"])
    }
}

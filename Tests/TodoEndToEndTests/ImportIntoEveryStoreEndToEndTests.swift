import Foundation
import Testing

/// `todo import` gives the same items and says the same on the data file and on a folder of
/// iCalendar files: Saturday 2026-11-21, Berlin.
@Suite struct ImportIntoEveryStoreEndToEndTests {
    /// The options that pick the store: the data file, or a folder of iCalendar files.
    private func storeOptions(_ store: String, _ todo: TodoBinary) -> [String] {
        store == "vdir" ? ["--vdir", todo.folder.appendingPathComponent("cal").path] : []
    }

    /// Two items that share a uid are both added, the second with a uid of its own: in a
    /// folder, each in a file of its own `UID`, so that no later read passes one over.
    @Test(arguments: ["file", "vdir"])
    func twoItemsWithOneUIDAreBothAddedAndBothListed(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        let export = #"{"version":1,"items":[{"id":1,"name":"A","uid":"same"},{"id":2,"name":"B","uid":"same"}]}"#
        #expect(try todo.run(options + ["import", "-"], stdin: export) == .init(status: 0, stdout: "Imported 2 items.\n", stderr: ""))
        #expect(try todo.run(options + ["list", "--all"]) == .init(status: 0, stdout: """
            Someday
              1  A
              2  B

            """, stderr: ""))
        let uids = try todo.run(options + ["export"]).stdout.components(separatedBy: "\"uid\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(uids.count == 2)
        #expect(uids.first == "same")
        #expect(uids.last != "same")
    }

    /// A change to one occurrence of a repeating VTODO (the series' `UID`, a `RECURRENCE-ID`)
    /// is not kept, and said so; the series is one item.
    @Test(arguments: ["file", "vdir"])
    func aChangeToOneOccurrenceIsPassedOverWithAWarning(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        let calendar = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
            "BEGIN:VTODO", "UID:gym", "SUMMARY:Gym", "DUE;VALUE=DATE:20261124", "RRULE:FREQ=WEEKLY", "END:VTODO",
            "BEGIN:VTODO", "UID:gym", "RECURRENCE-ID;VALUE=DATE:20261201", "SUMMARY:Gym", "DUE;VALUE=DATE:20261203", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        #expect(try todo.run(options + ["import", "-"], stdin: calendar) == .init(status: 0, stdout: "Imported 1 item.\n", stderr: """
            todo: 1 record had a RECURRENCE-ID (a change to one occurrence of a repeating item), which todo does not keep

            """))
        #expect(try todo.run(options + ["import", "-"], stdin: calendar).stdout == "Imported 0 items (1 was already in the list).\n")
        #expect(try todo.run(options + ["list", "--all"]) == .init(status: 0, stdout: """
            Next Week
              1  Gym  Tuesday (r)

            """, stderr: ""))
    }

    /// A store holding one cancelled item (as a phone app leaves it in a folder; `"status":
    /// "cancelled"` in a data file), and the options that pick it.
    private func storeWithACancelledItem(_ store: String, _ todo: TodoBinary) throws -> [String] {
        if store == "vdir" {
            let folder = todo.folder.appendingPathComponent("cal")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data([
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//app//EN", "BEGIN:VTODO", "UID:dropped",
                "DTSTAMP:20261120T100000Z", "SUMMARY:Dropped", "STATUS:CANCELLED", "COMPLETED:20261120T100000Z",
                "END:VTODO", "END:VCALENDAR", "",
            ].joined(separator: "\r\n").utf8).write(to: folder.appendingPathComponent("dropped.ics"))
        } else {
            try todo.write("""
                {"version": 1, "nextId": 2, "items": [
                  {"id": 1, "name": "Dropped", "done": "2026-11-20T10:00:00Z", "uid": "dropped", "status": "cancelled"}
                ]}

                """)
        }
        return storeOptions(store, todo)
    }

    /// Exporting then importing into an empty list gives the same items: a cancelled item is
    /// cancelled again, not plainly done.
    @Test(arguments: ["file", "vdir"], ["ics", "json"])
    func aCancelledItemExportedAndImportedIsCancelledAgain(store: String, format: String) throws {
        let source = try TodoBinary()
        defer { source.cleanUp() }
        let sourceOptions = try storeWithACancelledItem(store, source)
        let done = try source.run(sourceOptions + ["list", "--done"])
        #expect(done == .init(status: 0, stdout: "Done\n  1  Dropped  cancelled\n", stderr: ""))
        let exported = try source.run(sourceOptions + ["export", "--to", format]).stdout
        let target = try TodoBinary()
        defer { target.cleanUp() }
        let targetOptions = storeOptions(store, target)
        #expect(try target.run(targetOptions + ["import", "-"], stdin: exported).stdout == "Imported 1 item.\n")
        #expect(try target.run(targetOptions + ["list", "--done"]) == done)
        #expect(try target.run(targetOptions + ["export"]).stdout == (try source.run(sourceOptions + ["export"]).stdout))
    }

    /// A todo.txt item is known again by its line: a second import adds nothing, and says
    /// so the same way on both stores. The line is the list's own bookkeeping: an iCalendar
    /// export does not carry it.
    @Test(arguments: ["file", "vdir"])
    func importingATodoTxtFileTwiceAddsItsItemsOnce(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        let file = todo.folder.appendingPathComponent("a.txt").path
        try Data("Buy milk due:2026-11-25\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try todo.run(options + ["import", file]) == .init(status: 0, stdout: "Imported 1 item.\n", stderr: ""))
        #expect(try todo.run(options + ["import", file])
                == .init(status: 0, stdout: "Imported 0 items (1 was already in the list).\n", stderr: ""))
        #expect(try todo.run(options + ["list", "--all"]) == .init(status: 0, stdout: """
            Next Week
              1  Buy milk  Wednesday

            """, stderr: ""))
        let calendar = try todo.run(options + ["export", "--to", "ics"]).stdout
        #expect(calendar.contains("SUMMARY:Buy milk\r\n"))
        #expect(!calendar.contains("X-TODO-TODOTXT-LINE"))
    }
}

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
}

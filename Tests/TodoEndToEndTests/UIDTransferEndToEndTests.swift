import Foundation
import Testing

/// Exports carry each item's uid, the same every time, so an iCalendar export imported into
/// its own list adds nothing, and into an empty one keeps its uids; in both stores.
@Suite struct UIDTransferEndToEndTests {
    /// The options that pick the store: the data file, or a folder of iCalendar files.
    private func storeOptions(_ store: String, _ todo: TodoBinary) -> [String] {
        store == "vdir" ? ["--vdir", todo.folder.appendingPathComponent("cal").path] : []
    }

    private func uidLines(_ ical: String) -> [String] {
        ical.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
    }

    @Test(arguments: ["file", "vdir"])
    func exportsGiveTheSameUIDsAndImportingThemIntoTheirOwnListAddsNothing(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        #expect(try todo.run(options + ["add", "Buy milk", "--due", "2026-11-24"]).status == 0)
        #expect(try todo.run(options + ["add", "Pay rent", "--due", "2026-12-01", "--every", "month"]).status == 0)
        let listed = try todo.run(options + ["list", "--all", "--json"]).stdout
        let uids = listed.components(separatedBy: "\"uid\": \"").dropFirst().map { String($0.prefix(36)) }
        #expect(uids.count == 2)
        #expect(uids.allSatisfy { UUID(uuidString: $0) != nil }, "\(listed)")

        let first = try todo.run(options + ["export", "--to", "ical"]).stdout
        let second = try todo.run(options + ["export", "--to", "ical"]).stdout
        #expect(uidLines(first) == uids.map { "UID:" + $0 })
        #expect(uidLines(second) == uidLines(first))
        let json = try todo.run(options + ["export"]).stdout
        #expect(try todo.run(options + ["export"]).stdout == json)
        #expect(uids.allSatisfy { json.contains("\"uid\": \"\($0)\"") })

        let again = try todo.run(options + ["import", "--from", "ical", "-"], stdin: first)
        #expect(again.status == 0)
        #expect(try todo.run(options + ["export", "--to", "ical"]).stdout.components(separatedBy: "BEGIN:VTODO").count == 3)

        let empty = try TodoBinary()
        defer { empty.cleanUp() }
        let emptyOptions = storeOptions(store, empty)
        #expect(try empty.run(emptyOptions + ["import", "--from", "ical", "-"], stdin: first).stdout == "Imported 2 items.\n")
        #expect(uidLines(try empty.run(emptyOptions + ["export", "--to", "ical"]).stdout) == uidLines(first))
    }
}

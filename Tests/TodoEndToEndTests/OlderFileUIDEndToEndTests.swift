import Foundation
import Testing

/// A data file an older `todo` wrote has items without a uid: `todo export` saves theirs
/// first, so that exporting twice gives the same UIDs, and that write leaves `undo` to the
/// change before it; a command that only reads writes nothing.
@Suite struct OlderFileUIDEndToEndTests {
    private static let olderFile = """
        {
          "version": 1,
          "nextId": 3,
          "items": [
            {"id": 1, "name": "Buy milk", "due": "2026-11-24"},
            {"id": 2, "name": "Pay rent", "due": "2026-12-01", "every": "month"}
          ]
        }

        """

    private func uids(_ text: String) -> [String] {
        text.components(separatedBy: "\"uid\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func exportingTwiceGivesTheSameUIDs() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(OlderFileUIDEndToEndTests.olderFile)
        let listed = try todo.run(["list", "--all"])
        #expect(listed.status == 0)
        #expect(todo.fileText() == OlderFileUIDEndToEndTests.olderFile)

        let first = try todo.run(["export"])
        #expect(first.status == 0)
        #expect(first.stderr == "")
        let second = try todo.run(["export"])
        #expect(second.stdout == first.stdout)
        #expect(second.stderr == "")
        let exported = uids(first.stdout)
        #expect(exported.count == 2)
        #expect(exported.allSatisfy { UUID(uuidString: $0) != nil }, "\(first.stdout)")
        #expect(Set(exported).count == 2)
        #expect(uids(todo.fileText() ?? "") == exported)
        let ical = try todo.run(["export", "--to", "ical"]).stdout
        #expect(ical.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } == exported.map { "UID:" + $0 })
    }

    @Test func theWriteOfTheUIDsLeavesUndoToTheChangeBeforeIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write(OlderFileUIDEndToEndTests.olderFile)
        #expect(try todo.run(["done", "1"]).status == 0)
        // The done gave both items their uids (the file's first write by this version).
        let saved = uids(todo.fileText() ?? "")
        #expect(saved.count == 2)
        #expect(try todo.run(["export"]).status == 0)
        let undone = try todo.run(["undo"])
        #expect(undone.status == 0, "\(undone.stderr)")
        #expect(try todo.run(["list", "--all"]).stdout.contains("Buy milk"))
        #expect(uids(todo.fileText() ?? "") == saved)
    }

    /// An item an older `todo` (or a hand) added without a uid gets it at the first export,
    /// and keeps it; undo still refuses to go back past the hand edit.
    @Test func anItemAddedWithoutAUIDGetsItsUIDAtTheFirstExport() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Call Anna", "--due", "2026-11-24"]).status == 0)
        // An older todo's hand: an item without a uid added to the file.
        let text = try #require(todo.fileText())
        try todo.write(text.replacingOccurrences(of: "\n  ]", with: ",\n    {\"id\": 9, \"name\": \"Old item\"}\n  ]"))
        let first = try todo.run(["export"])
        #expect(first.stderr == "")
        #expect(uids(first.stdout).count == 2)
        #expect(try todo.run(["export"]).stdout == first.stdout)
        let undone = try todo.run(["undo"])
        #expect(undone.status == 1, "\(undone.stdout)")
    }
}

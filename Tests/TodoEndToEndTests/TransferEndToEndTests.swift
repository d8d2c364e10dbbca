import Foundation
import Testing

/// `todo import` and `todo export` through the built binary: Saturday 2026-11-21, Berlin.
@Suite struct TransferEndToEndTests {
    private let todoTxt = """
        2026-11-20 Call mum +family @phone
        (A) Pay rent due:2026-12-01 rec:+1m
        x 2026-11-20 2026-11-19 Sweep

        """

    /// Taskwarrior's times are UTC: 13:30Z is 14:30 in Berlin, 23:00Z the next day's local midnight (a date alone).
    private let taskExport = """
        [
        {"id":1,"description":"Dentist","due":"20261124T133000Z","status":"pending","uuid":"11111111-1111-4111-8111-111111111111","tags":["health"]},
        {"id":2,"description":"Water plants","due":"20261122T230000Z","recur":"weekly","status":"pending","uuid":"22222222-2222-4222-8222-222222222222"},
        {"id":0,"description":"Gone","status":"deleted","uuid":"33333333-3333-4333-8333-333333333333"}
        ]
        """

    private func write(_ text: String, in todo: TodoBinary, as name: String) throws -> String {
        let path = todo.folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func importingTheSameFileTwiceAddsItsItemsOnce() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let file = try write(todoTxt, in: todo, as: "todo.txt")
        #expect(try todo.run(["import", file]) == .init(status: 0, stdout: "Imported 3 items.\n", stderr: ""))
        #expect(try todo.run(["import", "--from", "todotxt", file])
                == .init(status: 0, stdout: "Imported 0 items (3 were already in the list).\n", stderr: ""))
        #expect(try todo.run(["import"], stdin: taskExport) == .init(status: 0, stdout: "Imported 2 items.\n", stderr: ""))
        #expect(try todo.run(["import", "--json", "-"], stdin: taskExport) == .init(status: 0, stdout: "[]\n", stderr: ""))
        #expect(try todo.run(["list", "--all"]) == .init(status: 0, stdout: """
            Next Week
              5  Water plants     Monday (r)
              4  Dentist +health  Tuesday 14:30

            Later
              2  !!! Pay rent  Tue 1 Dec (r)

            Someday
              1  Call mum +family @phone

            """, stderr: ""))
        let file2 = UIDMask.masked(todo.fileText() ?? "")
        #expect(file2.contains(#"{"id": 2, "name": "Pay rent", "due": "2026-12-01", "every": "month", "uid": "UUID", "priority": "high", "todotxtLine": "(A) Pay rent due:2026-12-01 rec:+1m"}"#))
        #expect(file2.contains(#"{"id": 3, "name": "Sweep", "done": "2026-11-20T12:00:00Z", "uid": "UUID", "todotxtLine": "x 2026-11-20 2026-11-19 Sweep"}"#))
        // A Taskwarrior uuid is the item's uid.
        #expect((todo.fileText() ?? "").contains(#""uid": "11111111-1111-4111-8111-111111111111"}"#))
    }

    @Test func undoTakesBackTheWholeImport() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Keep me"]).status == 0)
        #expect(try todo.run(["import"], stdin: todoTxt).stdout == "Imported 3 items.\n")
        let undone = try todo.run(["undo", "--json"])
        #expect(undone.status == 0)
        #expect(try todo.run(["export", "--to", "todotxt"]) == .init(status: 0, stdout: "Keep me due:2026-11-21\n", stderr: ""))
        // Imported again after the undo: the items are new again, with new ids.
        #expect(try todo.run(["import", "--json"], stdin: "Call mum\n").uidsMasked.stdout == "[{\"id\": 5, \"name\": \"Call mum\", \"tags\": [], \"uid\": \"UUID\"}]\n")
    }

    @Test func importWithJSONPrintsTheItemsAdded() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["import", "--json"], stdin: taskExport).uidsMasked == .init(status: 0, stdout: """
            [{"id": 1, "name": "Dentist +health", "due": "2026-11-24T14:30", "tags": ["health"], "uid": "UUID"}, \
            {"id": 2, "name": "Water plants", "due": "2026-11-23", "every": "week", "tags": [], "uid": "UUID"}]

            """, stderr: ""))
    }

    @Test func aBadRecordAddsNothingAndNamesItsLine() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Keep me"]).status == 0)
        let before = todo.fileText()
        let file = try write("Fine\nAlso fine due:2026-12-01\nBad due:2026-13-01\n", in: todo, as: "todo.txt")
        #expect(try todo.run(["import", file]) == .init(
            status: 65, stdout: "", stderr: "todo: \(file): line 3: cannot read 'due:2026-13-01' as a date (due:YYYY-MM-DD)\n"))
        #expect(try todo.run(["import"], stdin: "[\n{\"description\":\"A\",\"uuid\":\"a\"},\n{\"uuid\":\"b\"}\n]\n") == .init(
            status: 65, stdout: "", stderr: "todo: standard input: line 3: no description\n"))
        #expect(todo.fileText() == before)
    }

    @Test func nothingImportedCreatesNoFile() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["import"], stdin: "\n") == .init(status: 0, stdout: "Imported 0 items.\n", stderr: ""))
        #expect(todo.fileText() == nil)
        #expect(try todo.run(["import", todo.folder.appendingPathComponent("missing.txt").path]).status == 74)
    }

    @Test func unknownFormatsAre64() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["import", "--from", "xml"], stdin: "Call mum\n") == .init(
            status: 64, stdout: "", stderr: "todo: unknown format 'xml'; the formats are taskwarrior, todotxt, ical, json\n"))
        #expect(try todo.run(["export", "--to=xml"]) == .init(
            status: 64, stdout: "", stderr: "todo: unknown format 'xml'; the formats are json, ical, todotxt\n"))
        #expect(try todo.run(["export", "--from", "ical"]).status == 64)
        #expect(todo.fileText() == nil)
    }

    /// A list with every kind of item, made through the binary.
    private func makeFullList() throws -> TodoBinary {
        let todo = try TodoBinary()
        for arguments in [["add", "Buy milk", "@shop"], ["add", "Dentist", "--due", "2026-11-24 14:30"],
                          ["add", "Pay rent, now; really", "--due", "2026-12-01", "--every", "2 months"],
                          ["add", "Read a book", "--due", "none"], ["add", "Sweep"], ["done", "5"],
                          ["add", "Ein langer Name mit Umlauten äöü, der über 75 Oktette hinaus gefaltet werden muss"]] {
            #expect(try todo.run(arguments).status == 0)
        }
        return todo
    }

    /// The items of `todo export` (JSON), without their ids, unknown keys and done times.
    private func exportedItems(_ todo: TodoBinary) throws -> [String] {
        try todo.run(["export"]).stdout.split(separator: "\n").filter { $0.hasPrefix("    {") }.map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
                .replacingOccurrences(of: #""id": \d+, "#, with: "", options: .regularExpression)
                .replacingOccurrences(of: #", "(done|uid|todotxtLine)": "[^"]*""#, with: "", options: .regularExpression)
        }
    }

    @Test(arguments: ["ical", "todotxt"])
    func exportThenImportIntoAnEmptyListGivesTheSameItems(format: String) throws {
        let source = try makeFullList()
        defer { source.cleanUp() }
        let exported = try source.run(["export", "--to", format])
        #expect(exported.status == 0)
        let target = try TodoBinary()
        defer { target.cleanUp() }
        #expect(try target.run(["import"], stdin: exported.stdout) == .init(status: 0, stdout: "Imported 6 items.\n", stderr: ""))
        #expect(try exportedItems(target) == exportedItems(source))
        #expect(try exportedItems(target).count == 6)
        #expect(try target.run(["list", "--done"]).stdout.contains("Sweep"))
    }

    @Test func exportICalIsOneCalendarWithCRLF() throws {
        let source = try makeFullList()
        defer { source.cleanUp() }
        let ical = try source.run(["export", "--to", "ical"]).stdout
        #expect(ical.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//todo//todo//EN\r\nBEGIN:VTODO\r\n"))
        #expect(ical.hasSuffix("END:VTODO\r\nEND:VCALENDAR\r\n"))
        #expect(ical.components(separatedBy: "BEGIN:VTODO").count == 7)
        #expect(!ical.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(ical.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test func exportJSONIsADataFileOfTheSameItems() throws {
        let source = try makeFullList()
        defer { source.cleanUp() }
        let json = try source.run(["export"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{\n  \"version\": 1,\n  \"items\": [\n"))
        let target = try TodoBinary()
        defer { target.cleanUp() }
        try target.write(json.stdout)
        #expect(try target.run(["export"]).stdout == json.stdout)
        #expect(try target.run(["list", "--all"]) == (try source.run(["list", "--all"])))
    }
}

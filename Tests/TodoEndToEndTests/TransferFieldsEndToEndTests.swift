import Foundation
import Testing

/// Priorities, notes and what an import does not keep, through the built binary on both
/// stores; `todo import` of todo's own JSON. Saturday 2026-11-21, Berlin.
@Suite struct TransferFieldsEndToEndTests {
    /// The options that pick the store: the data file, or a folder of iCalendar files.
    private func storeOptions(_ store: String, _ todo: TodoBinary) -> [String] {
        store == "vdir" ? ["--vdir", todo.folder.appendingPathComponent("cal").path] : []
    }

    /// As `task export` writes it: one task a line inside an array.
    private let taskExport = """
        [
        {"id":1,"description":"Dentist","due":"20261124T133000Z","entry":"20261120T090000Z","modified":"20261120T090000Z","priority":"H","status":"pending","uuid":"11111111-1111-4111-8111-111111111111","annotations":[{"entry":"20261120T090000Z","description":"bring the card"},{"entry":"20261120T090100Z","description":"ask about the bill"}],"urgency":9.1},
        {"id":2,"description":"Stand-up","due":"20261123T081500Z","priority":"M","recur":"weekdays","rtype":"periodic","status":"pending","parent":"99999999-9999-4999-8999-999999999999","imask":3,"uuid":"22222222-2222-4222-8222-222222222222","wait":"20261122T000000Z"},
        {"id":3,"description":"Taxes","priority":"L","status":"pending","uuid":"33333333-3333-4333-8333-333333333333","wait":"20261201T000000Z","depends":["11111111-1111-4111-8111-111111111111"],"scheduled":"20261130T000000Z"}
        ]

        """

    @Test(arguments: ["file", "vdir"])
    func aTaskwarriorExportKeepsPrioritiesNotesAndWeekdaysAndNamesWhatItDrops(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        #expect(try todo.run(options + ["import"], stdin: taskExport) == .init(status: 0, stdout: "Imported 3 items.\n", stderr: """
            todo: 1 record had a "depends" list, which todo does not keep
            todo: 1 record had a "scheduled" date, which todo does not keep

            """))
        #expect(try todo.run(options + ["list", "--all"]) == .init(status: 0, stdout: """
            Next Week
              2  !! Stand-up  Monday 09:15 (r)  from Sun 22 Nov
              1  !!! Dentist  Tuesday 14:30

            Someday
              3  ! Taxes  from Tue 1 Dec

            """, stderr: ""))
        #expect(try todo.run(options + ["export", "--to", "todotxt"]) == .init(status: 0, stdout: """
            (A) Dentist due:2026-11-24 at:14:30
            (B) Stand-up due:2026-11-23 at:09:15 t:2026-11-22 rec:+1b
            (C) Taxes t:2026-12-01

            """, stderr: ""))
        #expect(try todo.run(options + ["export"]).stdout.contains(
            #"{"id": 1, "name": "Dentist", "due": "2026-11-24T14:30", "uid": "11111111-1111-4111-8111-111111111111", "priority": "high", "note": "bring the card\nask about the bill"}"#))
        // Again: nothing added, and the same words about what is not kept.
        let again = try todo.run(options + ["import", "-"], stdin: taskExport)
        #expect(again.stdout == "Imported 0 items (3 were already in the list).\n")
        #expect(again.stderr.components(separatedBy: "\n").count == 3)
    }

    @Test(arguments: ["file", "vdir"])
    func todoTxtPrioritiesComeInAndGoOutAsLetters(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        let file = todo.folder.appendingPathComponent("todo.txt")
        try Data("""
            (A) 2026-11-20 Call mum +family
            (B) Pay rent due:2026-12-01 rec:+1m
            (C) Sweep
            (Q) Read a book @home
            x 2026-11-20 2026-11-19 Buy milk pri:A
            Water plants

            """.utf8).write(to: file)
        #expect(try todo.run(options + ["import", file.path]) == .init(status: 0, stdout: "Imported 6 items.\n", stderr: ""))
        #expect(try todo.run(options + ["export", "--to", "todotxt"]) == .init(status: 0, stdout: """
            (A) Call mum +family
            (B) Pay rent due:2026-12-01 rec:+1m
            (C) Sweep
            (C) Read a book @home
            x 2026-11-20 Buy milk pri:A
            Water plants

            """, stderr: ""))
        #expect(try todo.run(options + ["list", "--all"]).stdout == """
            Later
              2  !! Pay rent  Tue 1 Dec (r)

            Someday
              1  !!! Call mum +family
              3  ! Sweep
              4  ! Read a book @home
              6  Water plants

            """)
    }

    /// A list with every field set, made through the binary.
    private func makeFullList(_ store: String) throws -> (TodoBinary, [String]) {
        let todo = try TodoBinary()
        let options = storeOptions(store, todo)
        for arguments in [["add", "Buy milk", "@shop", "--priority", "low"],
                          ["add", "Dentist", "--due", "2026-11-24 14:30", "--priority", "high",
                           "--note", "bring the card, and; the letter\nask about the bill \\ twice, because the long line must fold"],
                          ["add", "Stand-up", "--due", "2026-11-23 09:15", "--every", "weekdays", "--priority", "medium"],
                          ["add", "Pay rent", "--due", "2026-12-31", "--every", "month"],
                          ["add", "Sweep", "--note", "the stairs too"], ["done", "5"],
                          ["add", "Ein langer Name mit Umlauten äöü, der über 75 Oktette hinaus gefaltet werden muss"]] {
            #expect(try todo.run(options + arguments).status == 0)
        }
        return (todo, options)
    }

    /// `todo export`'s items without their ids: what an import into another list keeps.
    private func itemsWithoutIDs(_ todo: TodoBinary, _ options: [String]) throws -> [String] {
        try todo.run(options + ["export"]).stdout.split(separator: "\n").filter { $0.hasPrefix("    {") }.map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " ,")).replacingOccurrences(of: #""id": \d+, "#, with: "", options: .regularExpression)
        }
    }

    @Test(arguments: [("file", "json"), ("vdir", "json"), ("file", "ical"), ("vdir", "ical")])
    func anExportIntoAnEmptyListGivesTheSameItemsAndIntoItsOwnListAddsNothing(store: String, format: String) throws {
        let (source, options) = try makeFullList(store)
        defer { source.cleanUp() }
        let exported = try source.run(options + ["export", "--to", format])
        #expect(exported.status == 0)
        #expect(try source.run(options + ["import"], stdin: exported.stdout)
                == .init(status: 0, stdout: "Imported 0 items (6 were already in the list).\n", stderr: ""))
        for targetStore in ["file", "vdir"] {
            let target = try TodoBinary()
            defer { target.cleanUp() }
            let targetOptions = storeOptions(targetStore, target)
            #expect(try target.run(targetOptions + ["import"], stdin: exported.stdout)
                    == .init(status: 0, stdout: "Imported 6 items.\n", stderr: ""))
            let items = try itemsWithoutIDs(target, targetOptions)
            #expect(items == (try itemsWithoutIDs(source, options)))
            #expect(items.count == 6)
            #expect(items.filter { $0.contains(#""priority": "#) }.count == 3)
            #expect(items.filter { $0.contains(#""note": "#) }.count == 2)
        }
    }

    @Test func theICalendarExportEscapesAndFoldsTheNote() throws {
        let (source, options) = try makeFullList("file")
        defer { source.cleanUp() }
        let ical = try source.run(options + ["export", "--to", "ical"]).stdout
        #expect(ical.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        let unfolded = ical.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("\r\nDESCRIPTION:bring the card\\, and\\; the letter\\nask about the bill \\\\ twice\\, because the long line must fold\r\n"))
        #expect(unfolded.contains("\r\nDESCRIPTION:the stairs too\r\n"))
        #expect(unfolded.components(separatedBy: "\r\nPRIORITY:").count == 4)
    }

    @Test(arguments: ["file", "vdir"])
    func aBadItemOfTodosJSONAddsNothingAndIsNamedByItsLine(store: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let options = storeOptions(store, todo)
        #expect(try todo.run(options + ["add", "Keep me"]).status == 0)
        let before = try todo.run(options + ["export"]).stdout
        let backup = todo.folder.appendingPathComponent("backup.json").path
        try Data("""
            {
              "version": 1,
              "items": [
                {"id": 1, "name": "Fine", "uid": "fine"},
                {"id": 2, "name": "Bad", "due": "2026-02-30"}
              ]
            }

            """.utf8).write(to: URL(fileURLWithPath: backup))
        #expect(try todo.run(options + ["import", backup]) == .init(status: 65, stdout: "", stderr: """
            todo: \(backup): line 5: item 2 (the 2nd in "items"): "due" must be YYYY-MM-DD or YYYY-MM-DDTHH:MM, not "2026-02-30"

            """))
        #expect(try todo.run(options + ["import", "--from", "json", backup]).status == 65)
        #expect(try todo.run(options + ["export"]).stdout == before)
    }

    @Test func aDataFileIsImportedWithoutBeingToldItsFormat() throws {
        let old = try TodoBinary()
        defer { old.cleanUp() }
        #expect(try old.run(["add", "Pay rent", "--due", "2026-12-01", "--priority", "h", "--note", "by transfer"]).status == 0)
        #expect(try old.run(["add", "Sweep"]).status == 0)
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Already here"]).status == 0)
        let imported = try todo.run(["import", "--json", old.dataPath])
        #expect(imported.status == 0)
        #expect(imported.stderr == "")
        #expect(UIDMask.masked(imported.stdout) == """
            [{"id": 2, "name": "Pay rent", "due": "2026-12-01", "priority": "high", "note": "by transfer", "tags": [], "uid": "UUID"}, \
            {"id": 3, "name": "Sweep", "due": "2026-11-21", "tags": [], "uid": "UUID"}]

            """)
        #expect(try todo.run(["import", old.dataPath]).stdout == "Imported 0 items (2 were already in the list).\n")
    }
}

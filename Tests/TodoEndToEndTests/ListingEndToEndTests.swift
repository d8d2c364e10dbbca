import Foundation
import Testing

/// `todo list` with filters, `--done`, the hint line, the aliases and the new DATE rows, run
/// as a user would: today is Saturday 2026-11-21, TZ Europe/Berlin, Monday weeks.
@Suite struct ListingEndToEndTests {
    private static let file = """
        {"version": 1, "items": [
          {"id": 1, "name": "Buy milk +home", "due": "2026-11-21"},
          {"id": 2, "name": "Call Mum @phone +family", "due": "2026-11-24T18:00"},
          {"id": 3, "name": "Paint the fence +Home", "due": "2026-12-20"},
          {"id": 4, "name": "Renew passport", "due": "2027-03-01"},
          {"id": 5, "name": "Read a book +home"},
          {"id": 6, "name": "Old chore +home", "due": "2026-11-19", "done": "2026-11-19T23:30:00Z"},
          {"id": 7, "name": "Tax return", "due": "2026-11-10", "done": "2026-11-21T08:00:00Z"},
          {"id": 8, "name": "Buy eggs +home", "due": "2026-11-20", "done": "2026-11-19T23:30:00Z"}
        ]}
        """

    private func todo() throws -> TodoBinary {
        let todo = try TodoBinary()
        try todo.write(ListingEndToEndTests.file)
        return todo
    }

    @Test func theHintLineSaysWhatWasLeftOut() throws {
        let todo = try todo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["list"]) == .init(status: 0, stdout: """
            Today
              1  Buy milk +home

            Next Week
              2  Call Mum @phone +family  Tuesday 18:00

            2 more after next week and 1 without a date: todo list --all

            """, stderr: ""))
        let all = try todo.run(["list", "--all"])
        #expect(all.status == 0)
        #expect(!all.stdout.contains("todo list --all"))
        #expect(all.stdout.hasSuffix("Someday\n  5  Read a book +home\n"))
    }

    @Test func filtersShowOnlyMatchingItemsAndCountOnlyMatchingOnes() throws {
        let todo = try todo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["ls", "+HOME"]) == .init(status: 0, stdout: """
            Today
              1  Buy milk +home

            1 more after next week and 1 without a date: todo list +HOME --all

            """, stderr: ""))
        #expect(try todo.run(["list", "@phone", "mum"]) == .init(status: 0, stdout: """
            Next Week
              2  Call Mum @phone +family  Tuesday 18:00

            """, stderr: ""))
        #expect(try todo.run(["list", "fence"]) == .init(status: 0, stdout: """
            Nothing matches fence through Sunday 29 November.
            1 more after next week: todo list fence --all

            """, stderr: ""))
        #expect(try todo.run(["list", "+garden", "--all"])
            == .init(status: 0, stdout: "Nothing matches +garden.\n", stderr: ""))
    }

    @Test func jsonCarriesTagsAndWhatWasLeftOut() throws {
        let todo = try todo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["list", "+home", "--json"]) == .init(status: 0, stdout: """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [{"title": "Today", \
            "items": [{"id": 1, "name": "Buy milk +home", "due": "2026-11-21", "tags": ["home"]}]}], \
            "more": {"later": 1, "someday": 1, "waiting": 0}}

            """, stderr: ""))
        let all = try todo.run(["list", "--all", "--json"])
        #expect(!all.stdout.contains("\"more\""))
        #expect(all.stdout.contains(#"{"id": 2, "name": "Call Mum @phone +family", "due": "2026-11-24T18:00", "tags": ["family"]}"#))
    }

    /// 23:30 UTC on the 19th is already the 20th in Berlin; in UTC it is still the 19th.
    @Test func doneListsTheDoneItemsNewestFirstByTheLocalDay() throws {
        let todo = try todo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["list", "--done"]) == .init(status: 0, stdout: """
            Done
              7  Tax return       Sat 21 Nov
              6  Old chore +home  Fri 20 Nov
              8  Buy eggs +home   Fri 20 Nov

            """, stderr: ""))
        let utc = try todo.run(["list", "--done", "+home"], environment: ["TZ": "UTC"])
        #expect(utc.stdout == "Done\n  6  Old chore +home  Thu 19 Nov\n  8  Buy eggs +home   Thu 19 Nov\n")
        #expect(try todo.run(["list", "--done", "--json", "tax"]) == .init(status: 0, stdout: """
            {"today": "2026-11-21", "weekStart": "monday", "through": "2026-11-29", "sections": [{"title": "Done", "items": [{"id": 7, \
            "name": "Tax return", "due": "2026-11-10", "done": "2026-11-21T08:00:00Z", "tags": []}]}], \
            "more": {"later": 0, "someday": 0, "waiting": 0}}

            """, stderr: ""))
        #expect(try todo.run(["list", "--done", "nothing"])
            == .init(status: 0, stdout: "Nothing done matches nothing.\n", stderr: ""))
    }

    @Test func doneOnAnEmptyListSaysNothingIsDone() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["list", "--done"]) == .init(status: 0, stdout: "Nothing done yet.\n", stderr: ""))
        #expect(todo.fileText() == nil)
    }

    @Test func aliasesAndTheirMistakes() throws {
        let todo = try todo()
        defer { todo.cleanUp() }
        #expect(try todo.run(["remove", "4"]) == .init(status: 0, stdout: "Removed 4: Renew passport\n", stderr: ""))
        #expect(try todo.run(["ls", "--dne"])
            == .init(status: 64, stdout: "", stderr: "todo: unknown option '--dne'; did you mean '--done'?\n"))
        #expect(try todo.run(["lss"])
            == .init(status: 64, stdout: "", stderr: "todo: unknown command 'lss'; did you mean 'ls'?\n"))
        #expect(try todo.run(["list", "--done", "--due", "fri"])
            == .init(status: 64, stdout: "", stderr: "todo: --due does not go with 'todo list'\n"))
        let help = try todo.run(["help", "remove"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("Usage: todo rm ID... [--json]\n   or: todo remove ID... [--json]\n"))
        #expect(try todo.run(["ls", "--help"]).stdout.hasPrefix("Usage: todo list [FILTER...] [--all] [--done] [--json]\n"))
    }

    @Test(arguments: [
        ("eoy", "Added 1: x (due Thu 31 Dec)\n"),
        ("end of year", "Added 1: x (due Thu 31 Dec)\n"),
        ("15th", "Added 1: x (due Tue 15 Dec)\n"),
        ("the 1st", "Added 1: x (due Tue 1 Dec)\n"),
        ("31st", "Added 1: x (due Thu 31 Dec)\n"),
        ("9am tomorrow", "Added 1: x (due Sun 22 Nov 09:00)\n"),
        ("noon fri", "Added 1: x (due Fri 27 Nov 12:00)\n"),
        ("14:30 dec 1", "Added 1: x (due Tue 1 Dec 14:30)\n"),
        ("9am next friday", "Added 1: x (due Fri 27 Nov 09:00)\n"),
    ])
    func theNewDateRows(_ date: String, _ added: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "x", "--due", date]) == .init(status: 0, stdout: added, stderr: ""))
    }

    @Test func aWrongOrdinalIsRefusedNamingTheForms() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["add", "x", "--due", "11st"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == "todo: cannot read \"11st\" as a date; try today, tomorrow, fri, \"next fri\", \"in 3 days\", "
            + "2w, eow, eom, 15th, 2026-12-01, 1.12., \"dec 1\", with an optional time before or after: 9am, 14:30, noon\n")
    }
}

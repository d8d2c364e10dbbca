import Foundation
import Testing
import TodoTestSupport

/// Issue 32 through the built binary (TZ Europe/Berlin, today Saturday 21 November 2026):
/// dates of several words without quotes, the new date words, past dates on add, format
/// names as people write them.
@Suite struct PeopleDatesEndToEndTests {
    private static let warning = "todo: 'next week' went into the name after the date 'monday'; "
        + "quote a date of several words, or put the name after --\n"

    @Test(arguments: [
        (["add", "Call", "dad", "--due", "tomorrow", "5pm"], "Added 1: Call dad (due Sun 22 Nov 17:00)\n"),
        (["add", "--due", "next", "monday", "Buy", "bread"], "Added 1: Buy bread (due Mon 23 Nov)\n"),
        (["add", "--due", "fri", "Buy", "milk"], "Added 1: Buy milk (due Fri 27 Nov)\n"),
        (["add", "--due", "dec 1", "2027", "budget"], "Added 1: 2027 budget (due Tue 1 Dec)\n"),
        (["add", "--due", "fri", "--", "5pm", "party"], "Added 1: 5pm party (due Fri 27 Nov)\n"),
        (["add", "--due=fri", "5pm", "party"], "Added 1: 5pm party (due Fri 27 Nov)\n"),
        (["add", "-d", "today", "6pm", "Cook"], "Added 1: Cook (due Sat 21 Nov 18:00)\n"),
        (["add", "Call", "dad", "due:tomorrow", "5pm"], "Added 1: Call dad (due Sun 22 Nov 17:00)\n"),
        (["add", "Pay", "due:next", "fri", "at", "noon", "+bills"], "Added 1: Pay +bills (due Fri 27 Nov 12:00)\n"),
        (["add", "Snack", "--due", "tmrw"], "Added 1: Snack (due Sun 22 Nov)\n"),
        (["add", "Snack", "--due", "tmr"], "Added 1: Snack (due Sun 22 Nov)\n"),
        (["add", "Report", "--due", "eod"], "Added 1: Report (due Sat 21 Nov)\n"),
        (["add", "Report", "--due", "end", "of", "day"], "Added 1: Report (due Sat 21 Nov)\n"),
        (["add", "Film", "--due", "tonight"], "Added 1: Film (due Sat 21 Nov 20:00)\n"),
        (["add", "Film", "--due", "tonight", "9pm"], "Added 1: Film (due Sat 21 Nov 21:00)\n"),
        (["add", "Film", "--due", "this", "evening"], "Added 1: Film (due Sat 21 Nov 20:00)\n"),
        (["add", "Hike", "--due", "weekend"], "Added 1: Hike (due Sat 21 Nov)\n"),
        (["add", "Hike", "--due", "next", "weekend"], "Added 1: Hike (due Sat 28 Nov)\n"),
        (["add", "Rent", "--due", "2026/12/1"], "Added 1: Rent (due Tue 1 Dec)\n"),
        (["add", "Rent", "--due", "1.12.2026"], "Added 1: Rent (due Tue 1 Dec)\n"),
        (["add", "Rent", "--due", "1.12."], "Added 1: Rent (due Tue 1 Dec)\n"),
        (["add", "Gym", "--due", "9am", "tomorrow"], "Added 1: Gym (due Sun 22 Nov 09:00)\n"),
        (["add", "Gym", "--due", "noon", "fri"], "Added 1: Gym (due Fri 27 Nov 12:00)\n"),
        (["add", "Gym", "--due", "fri", "at", "9am"], "Added 1: Gym (due Fri 27 Nov 09:00)\n"),
        // Catching up: a past date is added, overdue at once.
        (["add", "Call", "the", "bank", "--due", "2026-11-19"], "Added 1: Call the bank (due Thu 19 Nov, overdue)\n"),
        (["add", "Call", "the", "bank", "--due", "yesterday"], "Added 1: Call the bank (due Fri 20 Nov, overdue)\n"),
        (["add", "Late", "due:yesterday", "6pm"], "Added 1: Late (due Fri 20 Nov 18:00, overdue)\n"),
    ])
    func addsWithTheDateAndTheName(arguments: [String], stdout: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(arguments) == .init(status: 0, stdout: stdout, stderr: ""))
    }

    @Test func wordsThatWouldReadAsADateGoIntoTheNameWithAWarning() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "--due", "monday", "next", "week", "Plan"])
                == .init(status: 0, stdout: "Added 1: next week Plan (due Mon 23 Nov)\n", stderr: Self.warning))
        // Quoted, or as --due=VALUE, or after --: no warning.
        #expect(try todo.run(["add", "--due=monday", "next", "week", "Plan"])
                == .init(status: 0, stdout: "Added 2: next week Plan (due Mon 23 Nov)\n", stderr: ""))
        #expect(try todo.run(["add", "--due", "monday", "--", "next", "week", "Plan"])
                == .init(status: 0, stdout: "Added 3: next week Plan (due Mon 23 Nov)\n", stderr: ""))
        #expect(try todo.run(["add", "Plan", "due:monday", "next", "week"])
                == .init(status: 0, stdout: "Added 4: Plan next week (due Mon 23 Nov)\n", stderr: Self.warning))
    }

    @Test func anEmptyFirstArgumentIs64WhateverFollows() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        for blank in ["", "  "] {
            let result = try todo.run(["add", "--due", blank, "fri", "x"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("todo: cannot read \"\(blank)\" as a date; try today, tomorrow, fri, \"next fri\""))
        }
        #expect(todo.fileText() == nil)
    }

    @Test func editTakesADateOfSeveralWordsAndRefusesWordsLeftAfterIt() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Dentist"])
        #expect(try todo.run(["edit", "1", "--due", "next", "fri", "9am", "+health"])
                == .init(status: 0, stdout: "Edited 1: Dentist +health (due Fri 27 Nov 09:00)\n", stderr: ""))
        let before = todo.fileText()
        #expect(try todo.run(["edit", "1", "--due", "fri", "foo"]) == .init(status: 64, stdout: "", stderr:
            "todo: 'foo' is left after the date 'fri': todo edit takes only +tag and @context words after the ID; quote a date of several words\n"))
        #expect(todo.fileText() == before)
    }

    /// `now` is the current local time, to the minute, on today (on `--today`'s day with it).
    @Test func nowIsTheCurrentLocalTime() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let clock = { () throws -> String in
            try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/date"), ["+%H:%M"], environment: ["TZ": "Europe/Berlin"], stdin: "").stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let before = try clock()
        let result = try todo.run(["add", "Now", "--due", "now", "--json"], today: "2026-12-24")
        let after = try clock()
        #expect(result.status == 0)
        let due = try #require(result.stdout.firstMatch(of: /"due": ?"([0-9T:-]+)"/)).1
        #expect(due == "2026-12-24T\(before)" || due == "2026-12-24T\(after)", "\(due) not between \(before) and \(after)")
        let refused = try todo.run(["add", "x", "--due=now 5pm"])
        #expect(refused.status == 64)
    }

    @Test(arguments: [
        (["export", "--to", "ics"], "BEGIN:VCALENDAR"), (["export", "--to", "icalendar"], "BEGIN:VCALENDAR"),
        (["export", "--to", "ICAL"], "BEGIN:VCALENDAR"), (["export", "--to", "todo.txt"], "Buy milk due:2026-11-21"),
        (["export", "--to", "txt"], "Buy milk due:2026-11-21"), (["export", "--to", "json"], "{"),
    ])
    func exportTakesTheFormatNamesPeopleWrite(arguments: [String], start: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy", "milk"])
        let result = try todo.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(start))
    }

    @Test func importTakesTheFormatNamesPeopleWriteAndExportRefusesTaskwarrior() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["import", "--from", "todo.txt"], stdin: "Call mum\n").stdout == "Imported 1 item.\n")
        #expect(try todo.run(["import", "--from", "txt"], stdin: "Call dad\n").stdout == "Imported 1 item.\n")
        let task = #"[{"uuid": "6f1c1a8e-2b7c-4b8e-9a4e-0c1d2e3f4a5b", "status": "pending", "description": "Fix bike"}]"#
        #expect(try todo.run(["import", "--from", "tw"], stdin: task).stdout == "Imported 1 item.\n")
        #expect(try todo.run(["import", "--from", "task"], stdin: task).stdout == "Imported 0 items (1 was already in the list).\n")
        let ics = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:Water\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try todo.run(["import", "--from", "ics"], stdin: ics).stdout == "Imported 1 item.\n")
        for name in ["tw", "task", "taskwarrior"] {
            #expect(try todo.run(["export", "--to", name]) == .init(status: 64, stdout: "", stderr:
                "todo: todo export does not write taskwarrior ('\(name)'); the formats it writes are json, ical, todotxt\n"))
        }
    }

    /// The man page says how items sort within a section, and its DATE table has the new forms.
    @Test func theManualSaysTheSortOrderAndTheNewForms() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let page = try todo.run(["help", "--man"]).stdout
        #expect(page.contains("then by priority (high, medium, low, then none: any priority before none), then by id"))
        for term in [#"\fBtonight, this evening\fR"#, #"\fBweekend, this weekend\fR"#, #"\fB1.12.2026, 1.12.\fR"#,
                     #"\fB2026\-12\-01, 2026/12/1\fR"#, #"\fBnow\fR"#] {
            #expect(page.contains(".TP\n" + term + "\n"), "\(term)")
        }
    }
}

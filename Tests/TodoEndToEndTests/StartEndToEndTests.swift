import Foundation
import Testing

/// `--start` and the `start:`/`wait:`/`t:` words, with the built binary, today 2026-11-21
/// (a Saturday) and TZ Europe/Berlin: waiting items left out of the list and counted, shown
/// with `--all`, an undated item whose start has come in Today, the rules (a day, not after
/// the due day), the next occurrence, both stores, and import and export.
@Suite struct StartEndToEndTests {
    @Test func aWaitingItemIsLeftOutCountedAndShownWithAll() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Renew", "passport", "--start", "dec", "1", "--due", "2026-12-07"]).status == 0)
        #expect(try todo.run(["add", "Plan", "start:next", "monday"]).stdout == "Added 2: Plan (no due date)\n")
        #expect(try todo.run(["add", "Call", "bank", "--start", "2026-11-18"]).status == 0)
        #expect(try todo.run(["add", "Water", "plants", "wait:today"]).status == 0)
        #expect(try todo.run(["add", "Pay", "rent", "--due", "2026-11-23", "t:2026-11-22"]).status == 0)
        #expect(try todo.run(["list"]).stdout == """
            Today
              3  Call bank  since Wed 18 Nov
              4  Water plants

            3 waiting: todo list --all

            """)
        #expect(try todo.run(["list", "--all"]).stdout == """
            Today
              3  Call bank  since Wed 18 Nov
              4  Water plants

            Next Week
              5  Pay rent  Monday  from Sun 22 Nov

            Later
              1  Renew passport  Mon 7 Dec  from Tue 1 Dec

            Someday
              2  Plan  from Mon 23 Nov

            """)
        let json = try todo.run(["list", "--json"]).stdout
        #expect(json.hasSuffix(#""more": {"later": 0, "someday": 0, "waiting": 3}}"# + "\n"))
        #expect(json.contains(#"{"id": 3, "name": "Call bank", "start": "2026-11-18", "tags": []"#))
        #expect(try todo.run(["list"], today: "2026-11-23").stdout.contains("  2  Plan      since Mon 23 Nov") == false)
    }

    @Test func theStartIsShownStoredAndTakenAway() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Renew", "passport", "--start", "2026-12-01", "--due", "2026-12-07"]).status == 0)
        #expect(todo.fileText()?.contains(#""start": "2026-12-01""#) == true)
        #expect(try todo.run(["show", "1"]).stdout.contains("    Due:      Monday 7 December 2026\n    Start:    Tuesday 1 December 2026\n"))
        #expect(try todo.run(["show", "1", "--json"]).stdout.contains(#""start": "2026-12-01""#))
        #expect(try todo.run(["edit", "1", "--start", "none"]).status == 0)
        #expect(todo.fileText()?.contains("start") == false)
        #expect(try todo.run(["add", "Plain", "--start", "none"]).stdout == "Added 2: Plain (due Sat 21 Nov)\n")
    }

    @Test func aStartWithATimeOrAfterTheDueDayIs64AndAPastOneIsAllowed() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let timed = try todo.run(["add", "Bad", "--start", "tomorrow", "5pm"])
        #expect(timed.status == 64)
        #expect(timed.stderr == "todo: the start is a day, without a time: 'tomorrow 5pm'\n")
        let late = try todo.run(["add", "Late", "--due", "2026-11-25", "--start", "2026-11-30"])
        #expect(late.status == 64)
        #expect(late.stderr == "todo: the start (2026-11-30) is after the due date (2026-11-25)\n")
        #expect(todo.fileText() == nil)
        #expect(try todo.run(["add", "Past", "--start", "2026-11-01", "--due", "2026-11-30"]).status == 0)
        #expect(try todo.run(["edit", "1", "--due", "2026-10-30"]).status == 64)
        #expect(try todo.run(["edit", "1", "--start", "2026-12-01"]).status == 64)
        #expect(try todo.run(["add", "Twice", "--start", "mon", "t:tue"]).status == 64)
    }

    @Test func theNextOccurrenceKeepsTheStartToDueDistance() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Gym", "--due", "2026-11-21", "--start", "2026-11-19", "--every", "week"]).status == 0)
        #expect(try todo.run(["done", "1"]).status == 0)
        #expect(try todo.run(["show", "2", "--json"]).stdout.contains(#""due": "2026-11-28", "every": "week", "start": "2026-11-26""#))
    }

    @Test func theFolderStoreWritesDTSTARTOfDUEsValueType() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.appendingPathComponent("cal").path
        let vdir = ["--vdir", folder]
        #expect(try todo.run(vdir + ["add", "Dated", "--due", "2026-12-07", "--start", "2026-12-01"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Timed", "--due", "2026-12-07", "9:30", "--start", "2026-12-02"]).status == 0)
        #expect(try todo.run(vdir + ["add", "Undated", "--start", "2026-12-03"]).status == 0)
        let texts = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
            .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        #expect(texts.contains { $0.contains("SUMMARY:Dated\r\n") && $0.contains("DTSTART;VALUE=DATE:20261201\r\n") })
        #expect(texts.contains { $0.contains("SUMMARY:Timed\r\n") && $0.contains("DTSTART:20261202T000000\r\n") })
        #expect(texts.contains { $0.contains("SUMMARY:Undated\r\n") && $0.contains("DTSTART;VALUE=DATE:20261203\r\n") })
        #expect(try todo.run(vdir + ["list"]).stdout == "Nothing due through Sunday 29 November.\n3 waiting: todo list --all\n")
        #expect(try todo.run(vdir + ["show", "2", "--json"]).stdout.contains(#""due": "2026-12-07T09:30", "start": "2026-12-02""#))
    }

    @Test func importReadsWaitThresholdAndDTSTARTAndExportWritesThem() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let task = #"[{"uuid": "a1", "status": "waiting", "description": "Renew", "due": "20261207T120000Z", "wait": "20261201T100000Z", "scheduled": "20261202T100000Z"}]"#
        let imported = try todo.run(["import", "--from", "taskwarrior"], stdin: task)
        #expect(imported.status == 0)
        #expect(!imported.stderr.contains("wait"))
        #expect(imported.stderr.contains("scheduled"))
        #expect(try todo.run(["import", "--from", "todotxt"], stdin: "Plan the trip due:2026-12-09 t:2026-12-04\n").status == 0)
        let ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:u3\r\nSUMMARY:Book\r\nDUE;VALUE=DATE:20261210\r\nDTSTART;VALUE=DATE:20261205\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try todo.run(["import", "--from", "ical"], stdin: ics).status == 0)
        let starts = try todo.run(["list", "--all", "--json"]).stdout
        #expect(starts.contains(#""name": "Renew", "due": "2026-12-07T13:00", "start": "2026-12-01""#))
        #expect(starts.contains(#""name": "Plan the trip", "due": "2026-12-09", "start": "2026-12-04""#))
        #expect(starts.contains(#""name": "Book", "due": "2026-12-10", "start": "2026-12-05""#))
        #expect(try todo.run(["export", "--to", "todotxt"]).stdout.contains("Plan the trip due:2026-12-09 t:2026-12-04\n"))
        #expect(try todo.run(["export", "--to", "ical"]).stdout.contains("DTSTART;VALUE=DATE:20261205\r\n"))
        #expect(try todo.run(["export"]).stdout.contains(#""start": "2026-12-01""#))
    }

    @Test func anImportedStartAfterTheDueDayIs65NamingTheLine() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let txt = try todo.run(["import", "--from", "todotxt"], stdin: "Fine due:2026-12-09\nLate due:2026-11-20 t:2026-11-25\n")
        #expect(txt.status == 65)
        #expect(txt.stderr.contains("line 2"))
        #expect(txt.stderr.contains("the t: date (2026-11-25) is after the due: date (2026-11-20)"))
        let task = #"[{"uuid": "a1", "description": "Late", "due": "20261120T120000Z", "wait": "20261125T100000Z"}]"#
        let tw = try todo.run(["import", "--from", "taskwarrior"], stdin: task)
        #expect(tw.status == 65)
        #expect(tw.stderr.contains("the wait date (2026-11-25) is after the due date (2026-11-20)"))
        #expect(todo.fileText() == nil)
    }
}

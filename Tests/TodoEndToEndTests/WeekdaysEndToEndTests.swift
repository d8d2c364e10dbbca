import Foundation
import Testing

/// `--every weekdays` through the built binary, with a fixed `--today` and `TZ`: Friday's
/// done item comes back on Monday, in the data file and in a folder store alike.
@Suite struct WeekdaysEndToEndTests {
    @Test func doneOnFridayGivesMonday() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        #expect(try todo.run(["add", "Stand-up", "--due", "9:30", "--every", "weekdays"], today: "2026-11-20")
                == .init(status: 0, stdout: "Added 1: Stand-up (due Fri 20 Nov 09:30, every weekdays)\n", stderr: ""))
        #expect(try todo.run(["done", "1"], today: "2026-11-20")
                == .init(status: 0, stdout: "Done 1: Stand-up; next is 2, due Mon 23 Nov 09:30\n", stderr: ""))
        // The done one keeps no rule: the series goes on in the next only.
        #expect(try todo.run(["done", "2", "--json"], today: "2026-11-23").stdout.contains(#""every""#) == false)
        #expect(try todo.run(["list", "--all"], today: "2026-11-23").stdout.contains("Stand-up"))
        let lines = (todo.fileText() ?? "").split(separator: "\n").filter { $0.contains(#""id": 3"#) }
        #expect(lines.count == 1)
        #expect(lines.first?.contains(#""due": "2026-11-24T09:30", "every": "weekdays""#) == true)
    }

    @Test func theFolderStoreWritesMondayToFriday() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let folder = todo.folder.appendingPathComponent("tasks").path
        let vdir = ["--vdir", folder]
        #expect(try todo.run(vdir + ["add", "Stand-up", "--due", "sat", "--every", "weekdays"], today: "2026-11-20").status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".ics") }
        #expect(files.count == 1)
        let text = try String(contentsOfFile: folder + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR\r\n"))
        // A Saturday due date done on the day: the next is Monday.
        #expect(try todo.run(vdir + ["done", "1"], today: "2026-11-21")
                == .init(status: 0, stdout: "Done 1: Stand-up; next is 2, due Mon 23 Nov\n", stderr: ""))
    }
}

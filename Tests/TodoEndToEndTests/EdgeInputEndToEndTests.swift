import Foundation
import Testing

/// Inputs at the edges of the contract: blank dates, line separators in names, the first and
/// last weeks of the supported years, `=` inside an option's value, ordinal suffixes and
/// February 29 across a century that is not a leap year.
@Suite struct EdgeInputEndToEndTests {
    // MARK: An empty or blank date is not today

    @Test(arguments: [["--due", ""], ["--due", "   "], ["--due", "\t"], ["-d", ""], ["--due="], ["--due=  "]])
    func aBlankDueDateIsAUsageError(due: [String]) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Keep me"])
        let before = todo.fileText()
        for arguments in [["add", "Buy milk"] + due, ["edit", "1"] + due] {
            let result = try todo.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr.hasPrefix("todo: cannot read \""), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
        #expect(todo.fileText() == before)
    }

    // MARK: Line and paragraph separators

    @Test func lineAndParagraphSeparatorsInNamesAreEscaped() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("""
            {"version": 1, "items": [
              {"id": 1, "name": "\\u2028Overdue", "due": "2026-11-21"},
              {"id": 2, "name": "Buy milk\\u2029Later", "due": "2026-11-21"},
              {"id": 3, "name": "Café ☕\\u2028x", "due": "2026-11-22"},
              {"id": 4, "name": "日本\\u2029語", "due": "2026-11-24"}
            ]}
            """)
        #expect(try todo.run(["list"]) == .init(status: 0, stdout: """
            Today
              1  \\u{2028}Overdue
              2  Buy milk\\u{2029}Later

            Tomorrow
              3  Café ☕\\u{2028}x  Sunday

            Next Week
              4  日本\\u{2029}語  Tuesday

            """, stderr: ""))
        let added = try todo.run(["add", "a\u{2028}b"])
        #expect(added == .init(status: 0, stdout: "Added 5: a\\u{2028}b (due Sat 21 Nov)\n", stderr: ""))
    }

    // MARK: The first and last weeks of the supported years

    @Test(arguments: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
    func theLastDaysOfYear9999AreListed(weekStart: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.write("""
            {"version": 1, "items": [
              {"id": 1, "name": "d27", "due": "9999-12-27"}, {"id": 2, "name": "d28", "due": "9999-12-28"},
              {"id": 3, "name": "d29", "due": "9999-12-29"}, {"id": 4, "name": "d31", "due": "9999-12-31"}
            ]}
            """)
        let result = try todo.run(["list", "--json", "--week-start", weekStart], today: "9999-12-27")
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"through\": \"9999-12-31\""), "\(result.stdout)")
        for name in ["d27", "d28", "d29", "d31"] {
            #expect(result.stdout.contains("\"name\": \"\(name)\""), "\(name): \(result.stdout)")
        }
        #expect(!result.stdout.contains("\"more\": {\"later\": 1"))
    }

    /// 0001-01-01 is a Monday: with weeks from any other day, the week of 0001-01-02 starts
    /// before the first supported day, and its end must still be the day before a week start.
    @Test(arguments: [("mon", "0001-01-14"), ("tue", "0001-01-15"), ("wed", "0001-01-09"), ("thu", "0001-01-10"),
                      ("fri", "0001-01-11"), ("sat", "0001-01-12"), ("sun", "0001-01-13")])
    func theFirstWeekOfYear1EndsOnTheRightDay(weekStart: String, through: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["list", "--json", "--week-start", weekStart], today: "0001-01-02")
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"through\": \"\(through)\""), "\(result.stdout)")
    }

    // MARK: Seeded bugs that the suite let through (issue 10, case 15)

    @Test func anEqualsSignInsideAnOptionsValueIsKept() throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        try todo.run(["add", "Buy milk"])
        #expect(try todo.run(["edit", "1", "--name=a = b"])
                == .init(status: 0, stdout: "Edited 1: a = b (due Sat 21 Nov)\n", stderr: ""))
        #expect(try todo.run(["edit", "1", "--due=dec 1"])
                == .init(status: 0, stdout: "Edited 1: a = b (due Tue 1 Dec)\n", stderr: ""))
        #expect(try todo.run(["add", "--due=dec 2", "x=y"])
                == .init(status: 0, stdout: "Added 2: x=y (due Wed 2 Dec)\n", stderr: ""))
    }

    @Test(arguments: [("dec 1st", "2026-12-01"), ("dec 2nd", "2026-12-02"), ("dec 3rd", "2026-12-03"),
                      ("dec 4th", "2026-12-04"), ("dec 11th", "2026-12-11"), ("dec 12th", "2026-12-12"),
                      ("dec 13th", "2026-12-13"), ("dec 21st", "2026-12-21"), ("dec 22nd", "2026-12-22"),
                      ("dec 23rd", "2026-12-23"), ("dec 31st", "2026-12-31"), ("13th dec", "2026-12-13"),
                      ("11th december 2027", "2027-12-11"), ("dec 12th, 2027", "2027-12-12")])
    func ordinalSuffixesAreRead(text: String, due: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["add", "x", "--json", "--due", text])
        #expect(result.uidsMasked == .init(status: 0, stdout: "{\"id\": 1, \"name\": \"x\", \"due\": \"\(due)\", \"tags\": [], \"uid\": \"UUID\"}\n", stderr: ""))
    }

    @Test(arguments: ["dec 11st", "dec 12nd", "dec 13rd", "dec 1th", "dec 2th", "dec 3th", "dec 21th", "dec 22th",
                      "dec 23th", "dec 31th", "11st dec", "13rd"])
    func wrongOrdinalSuffixesAreRefused(text: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        let result = try todo.run(["add", "x", "--due", text])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("todo: cannot read \"\(text)\" as a date"), "\(result.stderr)")
        #expect(todo.fileText() == nil)
    }

    /// 2100 is not a leap year, so the next February 29 after March 2097 or 2099 is in 2104.
    @Test(arguments: [("2097-03-01", "2104-02-29"), ("2099-03-01", "2104-02-29"), ("2100-01-01", "2104-02-29"),
                      ("2096-02-29", "2096-02-29"), ("2096-03-01", "2104-02-29"), ("2103-12-31", "2104-02-29")])
    func february29IsNeverInThePast(today: String, due: String) throws {
        let todo = try TodoBinary()
        defer { todo.cleanUp() }
        for text in ["feb 29", "29 february", "february 29th"] {
            let result = try todo.run(["add", "Leap", "--json", "--due", text], today: today)
            #expect(result.stdout.contains("\"due\": \"\(due)\""), "\(today) \(text): \(result.stdout) \(result.stderr)")
        }
    }
}

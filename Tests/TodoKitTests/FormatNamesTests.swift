import Testing
@testable import TodoCore
@testable import TodoKit

/// Format names as people write them: README calls them "todo.txt" and "iCalendar".
@Suite struct FormatNamesTests {
    @Test(arguments: [
        ("json", ImportFormat.json), ("ical", .ical), ("ics", .ical), ("icalendar", .ical), ("iCalendar", .ical),
        ("todotxt", .todotxt), ("todo.txt", .todotxt), ("txt", .todotxt), ("TXT", .todotxt),
        ("taskwarrior", .taskwarrior), ("task", .taskwarrior), ("tw", .taskwarrior),
    ])
    func importTakesEveryName(name: String, format: ImportFormat) throws {
        #expect(try ImportFormat(named: name) == format)
    }

    @Test(arguments: [
        ("json", ExportFormat.json), ("ical", .ical), ("ics", .ical), ("ICalendar", .ical),
        ("todotxt", .todotxt), ("todo.txt", .todotxt), ("txt", .todotxt),
    ])
    func exportTakesTheNamesOfWhatItWrites(name: String, format: ExportFormat) throws {
        #expect(try ExportFormat(named: name) == format)
    }

    @Test(arguments: ["tw", "task", "Taskwarrior"])
    func exportRefusesTaskwarriorNamingWhatItWrites(name: String) {
        #expect(throws: TodoError.usage("todo export does not write taskwarrior ('\(name)'); the formats it writes are json, ical, todotxt")) {
            try ExportFormat(named: name)
        }
    }

    @Test func anUnknownNameIsStillNamed() {
        #expect(throws: TodoError.usage("unknown format 'ical.txt'; the formats are json, ical, todotxt")) {
            try ExportFormat(named: "ical.txt")
        }
        #expect(throws: TodoError.usage("unknown format 'todo'; the formats are taskwarrior, todotxt, ical, json")) {
            try ImportFormat(named: "todo")
        }
    }
}

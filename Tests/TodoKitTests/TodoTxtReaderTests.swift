import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

@Suite struct TodoTxtReaderTests {
    private let reader = TodoTxtReader(now: "2026-11-21T09:30:00Z")

    private func records(_ text: String) throws -> [ImportedRecord] {
        try reader.records(in: Array(text.utf8))
    }

    private func record(_ line: String) throws -> ImportedRecord? {
        try records(line).first
    }

    private func origin(_ line: String) -> ImportedRecord.Origin {
        .init("todotxtLine", line)
    }

    /// What todo.sh 2.12 wrote for `add`, `add` with a priority and a date, `do`, and a hand edit.
    static let realFile = """
        2026-11-21 Call mum +family @phone
        (A) 2026-11-21 Pay rent due:2026-12-01 rec:+1m
        x 2026-11-21 2026-11-20 Buy milk @shop
        Water plants rec:1w due:2026-11-24 t:2026-11-23

        """

    @Test func aRealFileGivesItsItems() throws {
        let lines = TodoTxtReaderTests.realFile.split(separator: "\n").map(String.init)
        #expect(try records(TodoTxtReaderTests.realFile) == [
            ImportedRecord(name: "Call mum +family @phone", origin: origin(lines[0])),
            ImportedRecord(name: "Pay rent", due: try Fixture.due("2026-12-01"),
                           every: RepeatRule(.step(count: 1, unit: .month)), priority: .high, origin: origin(lines[1])),
            ImportedRecord(name: "Buy milk @shop", done: "2026-11-21T12:00:00Z", origin: origin(lines[2])),
            Self.starting("2026-11-23", ImportedRecord(name: "Water plants", due: try Fixture.due("2026-11-24"),
                           every: RepeatRule(.step(count: 1, unit: .week)), origin: origin(lines[3]))),
        ])
    }

    /// The example of todo.txt's own format description: a done task that kept its priority
    /// before its completion and creation dates.
    @Test func theFormatsOwnExampleOfADoneTask() throws {
        let line = "x (A) 2016-05-20 2016-04-30 measure space for +chapelShelving @chapel due:2016-05-30"
        #expect(try record(line) == ImportedRecord(name: "measure space for +chapelShelving @chapel",
                                                   due: try Fixture.due("2016-05-30"), done: "2016-05-20T12:00:00Z",
                                                   priority: .high, origin: origin(line)))
    }

    @Test func aDoneLineWithoutADateIsDoneNow() throws {
        #expect(try record("x Sweep") == ImportedRecord(name: "Sweep", done: "2026-11-21T09:30:00Z", origin: origin("x Sweep")))
    }

    @Test func aTimeAfterTheDueDateAsExportWritesIt() throws {
        #expect(try record("Dentist due:2026-11-24 at:14:30")?.due == (try Fixture.due("2026-11-24T14:30")))
        // Not after a due date, or not a time: a word of the name.
        #expect(try record("Meet at:14:30 due:2026-11-24")?.name == "Meet at:14:30")
        #expect(try record("Meet due:2026-11-24 at:noon")?.name == "Meet at:noon")
    }

    @Test func aRepeatWithoutADueDateStaysInTheName() throws {
        #expect(try record("Water plants rec:1w") == ImportedRecord(name: "Water plants rec:1w", origin: origin("Water plants rec:1w")))
    }

    @Test func carriageReturnsAndBlankLinesAreNotItems() throws {
        #expect(try records("One\r\n\r\n  \nTwo\r\n").map(\.name) == ["One", "Two"])
        #expect(try records("One\r\n").map(\.origin) == [origin("One")])
    }

    @Test func aLineThatIsOnlyADateIsItsName() throws {
        #expect(try record("2026-11-21")?.name == "2026-11-21")
    }

    @Test(arguments: [
        ("rec:1d", "day"), ("rec:+2w", "2 weeks"), ("rec:1m", "month"), ("rec:+1y", "year"), ("rec:w", "week"),
        ("rec:1b", "weekdays"), ("rec:+1b", "weekdays"), ("rec:+1B", "weekdays"),
    ])
    func repeatValues(word: String, rule: String) throws {
        #expect(try record("Do it due:2026-11-24 " + word)?.every?.text == rule)
    }

    @Test(arguments: ["rec:5b", "rec:2b", "rec:0d", "rec:1x", "rec:"])
    func repeatValuesWithNoMatchStayInTheName(word: String) throws {
        #expect(try record("Do it due:2026-11-24 " + word)?.name == "Do it " + word)
    }

    @Test(arguments: [
        ("One\nTwo due:2026-02-30\n", "line 2: cannot read 'due:2026-02-30' as a date (due:YYYY-MM-DD)"),
        ("One\n\nx 2026-11-21 due:2026-11-24\n", "line 3: no text besides dates"),
        ("A due:2026-11-24 due:2026-11-25", "line 1: more than one due: date"),
        ("A \u{1B}[31m", "line 1: the name contains a control character (\\u{1B})"),
    ])
    func aBadLineIsNamed(text: String, message: String) {
        #expect(throws: TodoError.badFile(message)) { try records(text) }
    }

    /// The record with the start day todo.txt's threshold `t:` gave it.
    private static func starting(_ start: String, _ record: ImportedRecord) -> ImportedRecord {
        var record = record
        record.texts.start = start
        return record
    }
}

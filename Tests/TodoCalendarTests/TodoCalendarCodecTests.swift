import Foundation
import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem
import TodoTestSupport

/// VTODO ↔ item: every mapped property both ways, and the rest of the file kept.
@Suite struct TodoCalendarCodecTests {
    private static let paris = ZoneInfoDatabase.rules(named: "Europe/Paris").map(LocalZone.rules) ?? .system
    private static let now = 1_795_000_000  // 2026-11-18T11:06:40Z

    private func file(_ todoLines: [String]) -> [UInt8] {
        Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VTODO", "UID:abc-1"]
            + todoLines + ["END:VTODO", "END:VCALENDAR"]).map { $0 + "\r\n" }.joined().utf8)
    }

    private func item(_ todoLines: [String]) throws -> TodoItem {
        try TodoCalendarCodec.decodeFile(file(todoLines), localZone: Self.paris).item
    }

    @Test func readsEveryMappedProperty() throws {
        #expect(try item(["SUMMARY:Buy milk\\, bread"]) == TodoItem(id: 0, name: "Buy milk, bread", due: nil, uid: "abc-1"))
        #expect(try item(["DUE;VALUE=DATE:20261124"]).due == Fixture.due("2026-11-24"))
        #expect(try item(["DUE:20261124T143000"]).due == Fixture.due("2026-11-24T14:30"))
        #expect(try item(["DUE:20261124T143000Z"]).due == Fixture.due("2026-11-24T15:30"))
        #expect(try item(["DUE;TZID=America/New_York:20261124T143000"]).due == Fixture.due("2026-11-24T20:30"))
        #expect(try item(["DUE;TZID=Made up:20261124T143000"]).due == Fixture.due("2026-11-24T14:30"))
        // Outlook's Windows names, Thunderbird's prefixed ones, a leading slash.
        #expect(try item(["DUE;TZID=Eastern Standard Time:20261124T143000"]).due == Fixture.due("2026-11-24T20:30"))
        #expect(try item(["DUE;TZID=GMT Standard Time:20261124T143000"]).due == Fixture.due("2026-11-24T15:30"))
        #expect(try item(["DUE;TZID=/mozilla.org/20050126_1/America/Los_Angeles:20261124T100000"]).due
            == Fixture.due("2026-11-24T19:00"))
        #expect(try item(["DUE;TZID=/America/New_York:20261124T143000"]).due == Fixture.due("2026-11-24T20:30"))
        #expect(try item(["STATUS:COMPLETED", "COMPLETED:20261120T180211Z"]).done == "2026-11-20T18:02:11Z")
        #expect(try item(["STATUS:NEEDS-ACTION"]).done == nil)
        #expect(try item(["DUE;VALUE=DATE:20261124", "RRULE:FREQ=WEEKLY;BYDAY=MO"]).every == RepeatRule(.weekday(.monday)))
        #expect(try item(["DUE;VALUE=DATE:20261124", "RRULE:FREQ=DAILY;INTERVAL=3"]).every
            == RepeatRule(.step(count: 3, unit: .day)))
        #expect(try item(["DUE;VALUE=DATE:20261124", "RRULE:FREQ=MONTHLY;COUNT=3"]).every == nil)
    }

    /// Some CalDAV clients write only one of `STATUS:COMPLETED` and `COMPLETED`: either makes
    /// the item done, its time from `COMPLETED`, else `LAST-MODIFIED`, else `DTSTAMP`.
    @Test func eitherTheStatusOrTheCompletedLineAloneMakesAnItemDone() throws {
        #expect(try item(["COMPLETED:20261120T180211Z"]).done == "2026-11-20T18:02:11Z")
        #expect(try item(["STATUS:COMPLETED", "LAST-MODIFIED:20261119T090000Z", "DTSTAMP:20261118T080000Z"]).done
            == "2026-11-19T09:00:00Z")
        #expect(try item(["STATUS:COMPLETED", "DTSTAMP:20261118T080000Z"]).done == "2026-11-18T08:00:00Z")
        #expect(try item(["STATUS:completed"]).done == "1970-01-01T00:00:00Z")
        #expect(try item(["STATUS:IN-PROCESS", "LAST-MODIFIED:20261119T090000Z"]).done == nil)
    }

    @Test(arguments: [
        TodoItem(id: 0, name: "Plain", due: nil),
        TodoItem(id: 0, name: "Dated; with, commas\\ and\nnewline", due: DueDate(iso: "2026-11-24")),
        TodoItem(id: 0, name: "Timed", due: DueDate(iso: "2026-11-24T07:05")),
        TodoItem(id: 0, name: "Rent", due: DueDate(iso: "2026-02-28"),
                 every: RepeatRule(.step(count: 1, unit: .month), anchorDay: 31)),
        TodoItem(id: 0, name: "Gym", due: DueDate(iso: "2026-11-23"), every: RepeatRule(.weekday(.monday))),
        TodoItem(id: 0, name: "Yearly", due: DueDate(iso: "2026-11-23"), every: RepeatRule(.step(count: 2, unit: .year))),
        TodoItem(id: 0, name: "Done", due: nil, done: "2026-11-20T18:02:11Z"),
        TodoItem(id: 0, name: String(repeating: "Ünïcødé 日本語 🙂 ", count: 12), due: nil),
    ])
    func newItemsRoundTrip(item: TodoItem) throws {
        let written = TodoCalendarCodec.newTodo(item, uid: "u-1", now: Self.now).bytes
        let read = try TodoCalendarCodec.decodeFile(written, localZone: Self.paris)
        var withUID = item
        withUID.uid = "u-1"
        #expect(read.item == withUID)
        #expect(read.uid == "u-1")
        for line in String(decoding: written, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false) {
            #expect(line.utf8.count <= 75)
        }
    }

    @Test func aNewFileIsWrittenInFull() {
        let item = TodoItem(id: 0, name: "Call Bob", due: DueDate(iso: "2026-11-24"), every: RepeatRule(.weekday(.tuesday)))
        let text = String(decoding: TodoCalendarCodec.newTodo(item, uid: "u-1", now: Self.now).bytes, as: UTF8.self)
        #expect(text == """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//todo//todo//EN\r
            BEGIN:VTODO\r
            UID:u-1\r
            DTSTAMP:20261118T110640Z\r
            CREATED:20261118T110640Z\r
            LAST-MODIFIED:20261118T110640Z\r
            SEQUENCE:0\r
            SUMMARY:Call Bob\r
            DUE;VALUE=DATE:20261124\r
            RRULE:FREQ=WEEKLY;BYDAY=TU\r
            STATUS:NEEDS-ACTION\r
            END:VTODO\r
            END:VCALENDAR\r

            """)
    }

    @Test func aChangeRewritesOnlyWhatChangedAndKeepsTheRest() throws {
        let lines = ["DTSTAMP:20200101T000000Z", "SUMMARY:Pay rent", "DUE;TZID=Europe/Paris:20261124T090000",
                     "X-ODD;Q=\"a;b\":keep  me", "CATEGORIES:home,money", "SEQUENCE:4",
                     "DESCRIPTION:a long description that is folded by some other program at a we",
                     " ird place", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"]
        let original = try TodoCalendarCodec.decodeFile(file(lines), localZone: Self.paris)
        var item = original.item
        item.done = "2026-11-20T18:02:11Z"
        let done = TodoCalendarCodec.updated(original, to: item, now: Self.now)
        let expected = ["DTSTAMP:20261118T110640Z", "SUMMARY:Pay rent", "DUE;TZID=Europe/Paris:20261124T090000",
                        "X-ODD;Q=\"a;b\":keep  me", "CATEGORIES:home,money", "SEQUENCE:5",
                        "DESCRIPTION:a long description that is folded by some other program at a we",
                        " ird place", "STATUS:COMPLETED", "COMPLETED:20261120T180211Z", "LAST-MODIFIED:20261118T110640Z",
                        "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"]
        #expect(String(decoding: done.bytes, as: UTF8.self) == String(decoding: file(expected), as: UTF8.self))

        item.done = nil
        let reopened = TodoCalendarCodec.updated(done, to: item, now: Self.now)
        let reopenedText = String(decoding: reopened.bytes, as: UTF8.self)
        #expect(reopenedText.contains("STATUS:NEEDS-ACTION\r\n"))
        #expect(!reopenedText.contains("COMPLETED:"))
        #expect(reopenedText.contains("SEQUENCE:6\r\n"))
    }

    /// The note is `DESCRIPTION`, a TEXT value: its commas, semicolons, backslashes and line
    /// breaks escaped as RFC 5545 (3.3.11) says, and read back the same.
    @Test func theNoteIsDescriptionEscapedBothWays() throws {
        #expect(try item(["SUMMARY:x", #"DESCRIPTION:Ask Bob\, then Ann\; bring C:\\docs\nline two"#]).note
            == "Ask Bob, then Ann; bring C:\\docs\nline two")
        #expect(try item(["SUMMARY:x"]).note == nil)
        let item = TodoItem(id: 0, name: "Call Bob", due: nil, note: "Ask Bob, then Ann; bring C:\\docs\nline two")
        let written = TodoCalendarCodec.newTodo(item, uid: "u-1", now: Self.now)
        #expect(String(decoding: written.bytes, as: UTF8.self)
            .contains(#"DESCRIPTION:Ask Bob\, then Ann\; bring C:\\docs\nline two"# + "\r\n"))
        var withUID = item
        withUID.uid = "u-1"
        #expect(try TodoCalendarCodec.decodeFile(written.bytes, localZone: Self.paris).item == withUID)
        var cleared = item
        cleared.note = nil
        #expect(!String(decoding: TodoCalendarCodec.updated(written, to: cleared, now: Self.now).bytes, as: UTF8.self)
            .contains("DESCRIPTION"))
    }

    @Test func anUnchangedItemIsTheSameBytes() throws {
        let bytes = file(["SUMMARY:x", "DUE:20261124T143000Z"])
        let todo = try TodoCalendarCodec.decodeFile(bytes, localZone: Self.paris)
        #expect(TodoCalendarCodec.updated(todo, to: todo.item, now: Self.now).bytes == bytes)
    }

    @Test func filesThatAreNotAUsableTodoAreReported() {
        let event = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: CalendarSyntaxError(line: 0, reason: "it holds no VTODO")) {
            try TodoCalendarCodec.decodeFile(event, localZone: Self.paris)
        }
        let noUID = Array("BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: CalendarSyntaxError(line: 0, reason: "its VTODO has no UID")) {
            try TodoCalendarCodec.decodeFile(noUID, localZone: Self.paris)
        }
    }
}

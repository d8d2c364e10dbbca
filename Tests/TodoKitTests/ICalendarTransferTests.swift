import Foundation
import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// iCalendar in and out of the Transfer module, Berlin in winter (one hour east of UTC).
@Suite struct ICalendarTransferTests {
    private let reader = ICalendarReader(zone: .rules(ZoneRules(name: "UTC+1", fixedOffset: 3_600)))

    private func records(_ lines: [String]) throws -> [ImportedRecord] {
        try reader.records(in: Array(lines.joined(separator: "\r\n").utf8))
    }

    private func origin(_ uid: String) -> ImportedRecord.Origin {
        .init("uid", uid)
    }

    @Test func theVTODOsOfACalendarAreItsItemsAndEventsArePassedOver() throws {
        #expect(try records([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
            "BEGIN:VEVENT", "UID:e1", "SUMMARY:A meeting", "DTSTART:20261124T090000Z", "END:VEVENT",
            "BEGIN:VTODO", "UID:t1", "SUMMARY:Buy milk", "DUE;VALUE=DATE:20261124", "END:VTODO",
            "BEGIN:VJOURNAL", "UID:j1", "SUMMARY:Notes", "END:VJOURNAL",
            "BEGIN:VTODO", "UID:t2", "SUMMARY:Dentist\\, then lunch", "DUE:20261124T133000Z",
            "RRULE:FREQ=WEEKLY;INTERVAL=2", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:t3", "SUMMARY:Sweep", "STATUS:COMPLETED", "COMPLETED:20261120T180211Z", "END:VTODO",
            "BEGIN:VTODO", "UID:t4", "SUMMARY:Floating", "DUE:20261125T080000", "END:VTODO",
            "END:VCALENDAR", "",
        ]) == [
            ImportedRecord(name: "Buy milk", due: try Fixture.due("2026-11-24"), origin: origin("t1")),
            ImportedRecord(name: "Dentist, then lunch", due: try Fixture.due("2026-11-24T14:30"),
                           every: RepeatRule(.step(count: 2, unit: .week)), origin: origin("t2")),
            ImportedRecord(name: "Sweep", done: "2026-11-20T18:02:11Z", origin: origin("t3")),
            ImportedRecord(name: "Floating", due: try Fixture.due("2026-11-25T08:00"), origin: origin("t4")),
        ])
    }

    @Test(arguments: [
        (["BEGIN:VCALENDAR", "BEGIN:VTODO", "SUMMARY:A", "END:VTODO", "END:VCALENDAR"], "line 2: no UID"),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:a", "SUMMARY:A", "END:VTODO", "BEGIN:VTODO", "UID:b", "END:VTODO",
          "END:VCALENDAR"], "line 6: no SUMMARY"),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:a", "END:VCALENDAR"], "line 4: END:VCALENDAR closes nothing"),
    ])
    func aBadVTODOOrFileIsNamed(lines: [String], message: String) {
        #expect(throws: TodoError.badFile(message)) { try records(lines) }
    }

    private func items() throws -> [TodoItem] {
        [
            TodoItem(id: 1, name: "Buy milk", due: try Fixture.due("2026-11-24T14:30")),
            TodoItem(id: 2, name: "Pay rent, now", due: try Fixture.due("2026-12-01"), every: RepeatRule(.step(count: 1, unit: .month)),
                     uid: "kept-uid"),
            TodoItem(id: 3, name: "Read a book", due: nil, otherKeys: [JSONMember("taskwarriorUUID", .string("tw-uuid"))]),
            TodoItem(id: 4, name: "Sweep", due: nil, done: "2026-11-20T18:02:11Z"),
        ]
    }

    @Test func oneCalendarOfVTODOsWithCRLF() throws {
        var uids = ["new-1", "new-2"].makeIterator()
        let writer = ICalendarWriter(now: 1_795_428_000, makeUID: { uids.next() ?? "none" })
        let stamp = "20261123T100000Z"
        func todo(_ uid: String, _ lines: [String]) -> [String] {
            ["BEGIN:VTODO", "UID:" + uid, "DTSTAMP:" + stamp, "CREATED:" + stamp, "LAST-MODIFIED:" + stamp, "SEQUENCE:0"]
                + lines + ["END:VTODO"]
        }
        let expected = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//todo//todo//EN"]
            + todo("new-1", ["SUMMARY:Buy milk", "DUE:20261124T143000", "STATUS:NEEDS-ACTION"])
            + todo("kept-uid", ["SUMMARY:Pay rent\\, now", "DUE;VALUE=DATE:20261201", "RRULE:FREQ=MONTHLY", "STATUS:NEEDS-ACTION"])
            + todo("tw-uuid", ["SUMMARY:Read a book", "STATUS:NEEDS-ACTION"])
            + todo("new-2", ["SUMMARY:Sweep", "STATUS:COMPLETED", "COMPLETED:20261120T180211Z"])
            + ["END:VCALENDAR", ""]
        #expect(String(decoding: writer.bytes(try items()), as: UTF8.self) == expected.joined(separator: "\r\n"))
    }

    @Test func exportThenImportIntoAnEmptyListGivesTheSameItems() throws {
        let source = InMemoryDataStore(items: try items())
        let clock = FrozenClock()
        let exported = try TransferInteractor(dataStore: source, clock: clock, zone: FixedOffsetZone(hours: 1), makeUID: .counting()).exportItems(.ical).bytes
        let target = InMemoryDataStore()
        let interactor = TransferInteractor(dataStore: target, clock: clock, zone: FixedOffsetZone(hours: 1), makeUID: .counting())
        #expect(try interactor.importItems(exported, format: nil, source: "-").added.count == 4)
        #expect(try target.fetch().items.map { TodoItem(id: $0.id, name: $0.name, due: $0.due, every: $0.every, done: $0.done) }
                == (try items()).map { TodoItem(id: $0.id, name: $0.name, due: $0.due, every: $0.every, done: $0.done) })
        #expect(try target.fetch().items[1].uid == "kept-uid")
        #expect(try target.fetch().items[1].otherKeys == [])
        // The same file again: every UID is known.
        #expect(try interactor.importItems(exported, format: .ical, source: "-") == ImportOutcome(added: [], alreadyThere: 4))
    }

    /// A change to one occurrence of a repeating VTODO (its `RECURRENCE-ID`, the series' `UID`)
    /// is passed over, and named; one whose series is not in the file is all there is of it.
    /// What a VTODO carries and no item keeps is counted by kind, for the warnings: a
    /// property todo neither reads nor keeps, an alarm, a rule it cannot express, a category
    /// of several words. Bookkeeping (the stamps, `PERCENT-COMPLETE`) and what todo reads are not.
    @Test func whatNoItemKeepsIsCountedByKind() throws {
        let read = try reader.read(Array([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
            "BEGIN:VTODO", "UID:t1", "SUMMARY:Book the hall", "DUE;VALUE=DATE:20261207", "LOCATION:Town hall",
            "RRULE:FREQ=MONTHLY;BYDAY=1MO", "CATEGORIES:Big stuff,home", "BEGIN:VALARM", "ACTION:DISPLAY",
            "TRIGGER:-PT15M", "END:VALARM", "END:VTODO",
            "BEGIN:VTODO", "UID:t2", "SUMMARY:Call", "LOCATION:Home", "LOCATION:Office", "DTSTAMP:20261120T180211Z",
            "CREATED:20261120T180211Z", "LAST-MODIFIED:20261120T180211Z", "SEQUENCE:2", "PERCENT-COMPLETE:0",
            "URL:https://x.example", "DTSTART;VALUE=DATE:20261201", "X-TODO-FOLLOWS:t0", "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n").utf8))
        #expect(read.records.map(\.name) == ["Book the hall +home", "Call"])
        #expect(read.unkept == [
            UnkeptData(what: "a LOCATION property", count: 2),
            UnkeptData(what: "an alarm (VALARM)", count: 1),
            UnkeptData(what: "a repeat rule todo cannot express (RRULE)", count: 1),
            UnkeptData(what: "a category of several words (CATEGORIES)", count: 1),
        ])
    }

    @Test func aChangeToOneOccurrenceIsPassedOverAndNamed() throws {
        let read = try reader.read(Array([
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN",
            "BEGIN:VTODO", "UID:moved", "RECURRENCE-ID;VALUE=DATE:20261201", "SUMMARY:Gym, later", "DUE;VALUE=DATE:20261202",
            "END:VTODO",
            "BEGIN:VTODO", "UID:gym", "SUMMARY:Gym", "DUE;VALUE=DATE:20261124", "RRULE:FREQ=WEEKLY", "END:VTODO",
            "BEGIN:VTODO", "UID:gym", "RECURRENCE-ID;VALUE=DATE:20261201", "SUMMARY:Gym", "DUE;VALUE=DATE:20261203",
            "END:VTODO",
            "END:VCALENDAR", "",
        ].joined(separator: "\r\n").utf8))
        #expect(read == ImportedRecords(records: [
            ImportedRecord(name: "Gym, later", due: try Fixture.due("2026-12-02"), origin: origin("moved")),
            ImportedRecord(name: "Gym", due: try Fixture.due("2026-11-24"), every: RepeatRule(.step(count: 1, unit: .week)),
                           origin: origin("gym")),
        ], unkept: [UnkeptData(what: "a RECURRENCE-ID (a change to one occurrence of a repeating item)", count: 1)]))
    }
}

import Foundation
import Testing
@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Every priority mapping of the Transfer formats, both ways: todo.txt letters, Taskwarrior's
/// H/M/L, iCalendar's `PRIORITY` 0–9.
@Suite struct TransferPriorityTests {
    // MARK: todo.txt

    @Test(arguments: [
        (Character("A"), Priority.high), ("B", .medium), ("C", .low), ("D", .low), ("M", .low), ("Y", .low), ("Z", .low),
    ] as [(Character, Priority)])
    func aTodoTxtLetterIsAPriority(letter: Character, priority: Priority) {
        #expect(TodoTxtPriority.priority(letter) == priority)
        #expect(TodoTxtPriority.priority(word: "(\(letter))") == priority)
        #expect(TodoTxtPriority.priority(key: "pri:\(letter)") == priority)
    }

    @Test(arguments: ["a", "1", "Ä", "(", " "] as [Character])
    func otherCharactersAreNoTodoTxtPriority(letter: Character) {
        #expect(TodoTxtPriority.priority(letter) == nil)
        #expect(TodoTxtPriority.priority(word: "(\(letter))") == nil)
    }

    @Test(arguments: ["(AB)", "A", "(A", "A)", "((A)", "pri:AB", "pri:", "priority:A"])
    func otherWordsAreNoTodoTxtPriority(word: String) {
        #expect(TodoTxtPriority.priority(word: word) == nil)
        #expect(TodoTxtPriority.priority(key: word) == nil)
    }

    @Test(arguments: [(Priority.high, Character("A")), (.medium, "B"), (.low, "C")])
    func aPriorityIsWrittenAsATodoTxtLetter(priority: Priority, letter: Character) {
        #expect(TodoTxtPriority.letter(priority) == letter)
    }

    @Test(arguments: [
        ("(A) Call mum", Priority?.some(.high), "Call mum"), ("(B) Call mum", .medium, "Call mum"),
        ("(C) Call mum", .low, "Call mum"), ("(Z) Call mum", .low, "Call mum"),
        ("(A) 2026-11-20 Call mum", .high, "Call mum"), ("x 2026-11-21 (B) Call mum", .medium, "Call mum"),
        ("x 2026-11-21 2026-11-20 (C) Call mum", .low, "Call mum"), ("x 2026-11-21 Call mum pri:A", .high, "Call mum"),
        ("Call mum (A)", nil, "Call mum (A)"), ("(a) Call mum", nil, "(a) Call mum"), ("(A)", nil, "(A)"),
        ("Call mum", nil, "Call mum"),
    ])
    func aTodoTxtLinesPriorityLeavesTheName(line: String, priority: Priority?, name: String) throws {
        let record = try #require(try TodoTxtReader(now: "2026-11-21T09:30:00Z").records(in: Array(line.utf8)).first)
        #expect(record.priority == priority)
        #expect(record.name == name)
    }

    @Test(arguments: [
        (Priority?.some(.high), Optional<String>.none, "(A) Call mum due:2026-11-24"),
        (.medium, nil, "(B) Call mum due:2026-11-24"),
        (.low, nil, "(C) Call mum due:2026-11-24"),
        (nil, nil, "Call mum due:2026-11-24"),
        (.high, "2026-11-20T18:02:11Z", "x 2026-11-20 Call mum due:2026-11-24 pri:A"),
        (.low, "2026-11-20T18:02:11Z", "x 2026-11-20 Call mum due:2026-11-24 pri:C"),
    ])
    func todoTxtExportWritesThePriority(priority: Priority?, done: String?, line: String) throws {
        let item = TodoItem(id: 1, name: "Call mum", due: try Fixture.due("2026-11-24"), done: done, priority: priority)
        #expect(TodoTxtWriter(clock: FrozenClock()).line(item) == line)
        // And back.
        let record = try TodoTxtReader(now: "2026-11-21T09:30:00Z").records(in: Array(line.utf8))
        #expect(record.map(\.priority) == [priority])
        #expect(record.map(\.name) == ["Call mum"])
    }

    // MARK: Taskwarrior

    @Test(arguments: [
        ("H", Priority?.some(.high), false), ("M", .medium, false), ("L", .low, false), ("", nil, false),
        ("h", nil, true), ("X", nil, true), ("high", nil, true),
    ])
    func aTaskwarriorPriorityIsHML(value: String, priority: Priority?, warned: Bool) throws {
        let text = #"[{"description":"A","uuid":"a","priority":"\#(value)"}]"#
        let read = try TaskwarriorReader(zone: FixedOffsetZone(hours: 1), now: "2026-11-21T09:30:00Z").read(Array(text.utf8))
        #expect(read.records.map(\.priority) == [priority])
        #expect(read.unkept == (warned ? [UnkeptData(what: "a priority other than H, M or L", count: 1)] : []))
    }

    @Test func aTaskWithoutAPriorityHasNone() throws {
        let text = #"[{"description":"A","uuid":"a"}]"#
        #expect(try TaskwarriorReader(zone: FixedOffsetZone(hours: 1), now: "2026-11-21T09:30:00Z")
            .records(in: Array(text.utf8)).map(\.priority) == [nil])
    }

    // MARK: iCalendar

    @Test(arguments: [
        ("1", Priority?.some(.high)), ("2", .high), ("3", .high), ("4", .high), ("5", .medium), ("6", .low), ("7", .low),
        ("8", .low), ("9", .low), ("0", nil), ("10", nil), ("-1", nil), ("high", nil), (" 5", .medium),
    ])
    func anICalendarPriorityIsOneToNine(value: String, priority: Priority?) throws {
        let lines = ["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:a", "SUMMARY:A", "PRIORITY:\(value)", "END:VTODO", "END:VCALENDAR", ""]
        let records = try ICalendarReader(zone: .rules(ZoneRules(name: "UTC+1", fixedOffset: 3_600)))
            .records(in: Array(lines.joined(separator: "\r\n").utf8))
        #expect(records.map(\.priority) == [priority])
    }

    @Test func aVTODOWithoutPriorityHasNone() throws {
        let lines = ["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:a", "SUMMARY:A", "END:VTODO", "END:VCALENDAR", ""]
        let records = try ICalendarReader(zone: .rules(ZoneRules(name: "UTC+1", fixedOffset: 3_600)))
            .records(in: Array(lines.joined(separator: "\r\n").utf8))
        #expect(records.map(\.priority) == [nil])
    }

    @Test(arguments: [(Priority?.some(.high), "PRIORITY:1"), (.medium, "PRIORITY:5"), (.low, "PRIORITY:9"), (nil, nil)])
    func iCalendarExportWritesOneFiveOrNine(priority: Priority?, line: String?) {
        let bytes = ICalendarWriter(now: 0, makeUID: { "u" }).bytes([TodoItem(id: 1, name: "A", due: nil, uid: "a", priority: priority)])
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("PRIORITY") }
        #expect(lines == (line.map { [$0] } ?? []))
    }
}

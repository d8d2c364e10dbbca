import Testing
@testable import TodoCalendar
import TodoCore

/// Two versions of one VTODO made one: the one changed last whole, plus what `todo` does not
/// know from the other; the same result whichever order the files come in.
@Suite struct CalendarMergeTests {
    private static let now = 1_795_000_000  // 2026-11-18T11:06:40Z

    private func file(_ todoLines: [String], uid: String = "abc-1", lineEnd: String = "\r\n") -> [UInt8] {
        Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//x//y//EN", "BEGIN:VTODO", "UID:" + uid]
            + todoLines + ["END:VTODO", "END:VCALENDAR"]).map { $0 + lineEnd }.joined().utf8)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func todoLines(_ bytes: [UInt8]) -> [String] {
        let lines = text(bytes).components(separatedBy: "\r\n")
        guard let begin = lines.firstIndex(of: "BEGIN:VTODO"), let end = lines.firstIndex(of: "END:VTODO") else { return [] }
        return Array(lines[(begin + 1)..<end])
    }

    @Test func takesTheLaterLastModifiedWholeInEitherOrder() throws {
        let laptop = file(["SUMMARY:Pay rent", "LAST-MODIFIED:20261110T090000Z", "SEQUENCE:3", "PRIORITY:1"])
        let phone = file(["SUMMARY:Pay the rent", "LAST-MODIFIED:20261111T090000Z", "SEQUENCE:1"])
        let one = try CalendarMerge.merge(laptop, phone, now: Self.now)
        let other = try CalendarMerge.merge(phone, laptop, now: Self.now)
        #expect(one.bytes == other.bytes)
        #expect(one.takenIndex == 1 && other.takenIndex == 0)
        #expect(one.recency.rule == .lastModified("20261110T090000Z", "20261111T090000Z"))
        // PRIORITY is todo's own: the taken version has none, so none it is.
        #expect(todoLines(one.bytes) == ["UID:abc-1", "SUMMARY:Pay the rent", "LAST-MODIFIED:20261118T110640Z", "SEQUENCE:4",
                                         "DTSTAMP:20261118T110640Z"])
    }

    @Test func fallsBackToSequenceThenStampThenTheGreaterText() throws {
        let same = "LAST-MODIFIED:20261110T090000Z"
        let bySequence = try CalendarMerge.merge(file(["SUMMARY:A", same, "SEQUENCE:2"]), file(["SUMMARY:B", same, "SEQUENCE:5"]), now: Self.now)
        #expect(bySequence.takenIndex == 1 && bySequence.recency.rule == .sequence(2, 5))
        #expect(todoLines(bySequence.bytes).contains("SEQUENCE:6"))
        let byStamp = try CalendarMerge.merge(file(["SUMMARY:A", "DTSTAMP:20261112T000000Z"]), file(["SUMMARY:B", "DTSTAMP:20261111T000000Z"]), now: Self.now)
        #expect(byStamp.takenIndex == 0 && byStamp.recency.rule == .stamp("20261112T000000Z", "20261111T000000Z"))
        let byText = try CalendarMerge.merge(file(["SUMMARY:A"]), file(["SUMMARY:B"]), now: Self.now)
        #expect(byText.takenIndex == 1 && byText.recency.rule == .greaterText)
        #expect(todoLines(byText.bytes).contains("SUMMARY:B"))
        #expect(try CalendarMerge.merge(file(["SUMMARY:B"]), file(["SUMMARY:A"]), now: Self.now).bytes == byText.bytes)
    }

    @Test func aMissingStampIsOlderThanAny() throws {
        let result = try CalendarMerge.merge(file(["SUMMARY:A", "SEQUENCE:9"]), file(["SUMMARY:B", "LAST-MODIFIED:19700101T000001Z"]), now: Self.now)
        #expect(result.takenIndex == 1 && result.recency.rule == .lastModified(nil, "19700101T000001Z"))
        #expect(todoLines(result.bytes).contains("SEQUENCE:10"))
    }

    @Test func keepsWhatTodoDoesNotKnowFromTheOtherOnlyWhereTheTakenLacksIt() throws {
        let older = file(["SUMMARY:Old", "LAST-MODIFIED:20261110T090000Z", "X-APPLE-SORT-ORDER:5", "X-MINE:old", "GEO:1.5;2.5",
                          "DESCRIPTION:old note", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"])
        let newer = file(["SUMMARY:New", "LAST-MODIFIED:20261111T090000Z", "X-MINE:new"])
        let lines = todoLines(try CalendarMerge.merge(older, newer, now: Self.now).bytes)
        #expect(lines == ["UID:abc-1", "SUMMARY:New", "LAST-MODIFIED:20261118T110640Z", "X-MINE:new", "X-APPLE-SORT-ORDER:5",
                          "GEO:1.5;2.5", "SEQUENCE:1", "DTSTAMP:20261118T110640Z",
                          "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM"])
    }

    /// Every field of the table is todo's own, `URL` included: a link the newer version took
    /// away does not come back from the older one.
    @Test func theFieldsOfTheTableAreTodosOwnURLIncluded() throws {
        let older = file(["SUMMARY:Read", "LAST-MODIFIED:20261110T090000Z", "URL:https://old.example", "DTSTART;VALUE=DATE:20261101"])
        let newer = file(["SUMMARY:Read", "LAST-MODIFIED:20261111T090000Z"])
        #expect(todoLines(try CalendarMerge.merge(older, newer, now: Self.now).bytes)
                == ["UID:abc-1", "SUMMARY:Read", "LAST-MODIFIED:20261118T110640Z", "SEQUENCE:1", "DTSTAMP:20261118T110640Z"])
        for name in ["UID", "SUMMARY", "DUE", "RRULE", "STATUS", "COMPLETED", "PRIORITY", "DESCRIPTION", "URL", "CATEGORIES",
                     "DTSTART", "X-TODO-FOLLOWS", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SEQUENCE"] {
            #expect(CalendarItemProperty.known.contains(name), "\(name)")
        }
    }

    @Test func aDoneResultCarriesNoRule() throws {
        let open = file(["SUMMARY:Pay", "DUE;VALUE=DATE:20261130", "RRULE:FREQ=MONTHLY", "LAST-MODIFIED:20261110T090000Z"])
        let done = file(["SUMMARY:Pay", "DUE;VALUE=DATE:20261130", "RRULE:FREQ=MONTHLY", "STATUS:COMPLETED",
                         "COMPLETED:20261111T090000Z", "LAST-MODIFIED:20261111T090000Z"])
        let lines = todoLines(try CalendarMerge.merge(open, done, now: Self.now).bytes)
        #expect(!lines.contains("RRULE:FREQ=MONTHLY") && lines.contains("STATUS:COMPLETED"))
    }

    @Test func writesCRLFFoldedLinesWhateverTheFilesHad() throws {
        let long = "DESCRIPTION:" + String(repeating: "word ", count: 30) + "end"
        let result = try CalendarMerge.merge(file(["SUMMARY:A", "LAST-MODIFIED:20261110T090000Z", long], lineEnd: "\n"), file(["SUMMARY:A"], lineEnd: "\n"), now: Self.now)
        let physical = text(result.bytes).components(separatedBy: "\r\n").dropLast()
        #expect(!text(result.bytes).replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(text(result.bytes).hasSuffix("END:VCALENDAR\r\n"))
        #expect(try TodoCalendarCodec.decodeFile(result.bytes, localZone: .system).item.note == String(repeating: "word ", count: 30) + "end")
    }

    @Test func refusesFilesThatAreNotOneVTODOOrOfDifferentUIDs() {
        let good = file(["SUMMARY:A"])
        #expect(throws: CalendarMergeError(fileIndex: nil, reason: "the two files hold different UIDs (abc-1 and xyz-2)")) {
            try CalendarMerge.merge(good, file(["SUMMARY:A"], uid: "xyz-2"), now: Self.now)
        }
        let event = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:abc-1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
        #expect(throws: CalendarMergeError(fileIndex: 1, reason: "holds no VTODO")) {
            try CalendarMerge.merge(good, event, now: Self.now)
        }
        let two = Array(text(good).replacingOccurrences(of: "END:VCALENDAR", with: "BEGIN:VTODO\r\nUID:b\r\nEND:VTODO\r\nEND:VCALENDAR").utf8)
        #expect(throws: CalendarMergeError(fileIndex: 0, reason: "holds 2 VTODOs, not one")) {
            try CalendarMerge.merge(two, good, now: Self.now)
        }
        #expect(throws: CalendarMergeError.self) { try CalendarMerge.merge(Array("not a calendar".utf8), good, now: Self.now) }
    }
}

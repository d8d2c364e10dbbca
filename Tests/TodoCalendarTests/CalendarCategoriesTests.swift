import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem

/// Tags and contexts ↔ `SUMMARY` and `CATEGORIES`, and `STATUS:CANCELLED`, through the
/// VTODO codec: the folder store's and the ical import's and export's one path.
@Suite struct CalendarCategoriesTests {
    private static let now = 1_795_000_000  // 2026-11-18T11:06:40Z
    private static let zone = ZoneInfoDatabase.rules(named: "Europe/Paris").map(LocalZone.rules) ?? .system

    private func file(_ todoLines: [String]) -> [UInt8] {
        Array((["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:abc-1"]
            + todoLines + ["END:VTODO", "END:VCALENDAR"]).map { $0 + "\r\n" }.joined().utf8)
    }

    private func todo(_ todoLines: [String]) throws -> CalendarTodo {
        try TodoCalendarCodec.decodeFile(file(todoLines), localZone: Self.zone)
    }

    private func lines(of item: TodoItem) -> [String] {
        let text = String(decoding: TodoCalendarCodec.newTodo(item, uid: "abc-1", now: Self.now).bytes, as: UTF8.self)
        return text.components(separatedBy: "\r\n").filter { $0.hasPrefix("SUMMARY") || $0.hasPrefix("CATEGORIES") }
    }

    @Test func trailingTagWordsLeaveTheSummaryAndInnerOnesStay() {
        #expect(lines(of: TodoItem(id: 1, name: "Send the report +work @office", due: nil))
                == ["SUMMARY:Send the report", "CATEGORIES:work,@office"])
        #expect(lines(of: TodoItem(id: 1, name: "Call +bob about rent", due: nil))
                == ["SUMMARY:Call +bob about rent", "CATEGORIES:bob"])
        #expect(lines(of: TodoItem(id: 1, name: "Buy milk", due: nil)) == ["SUMMARY:Buy milk"])
        // A name made only of tags keeps its whole text.
        #expect(lines(of: TodoItem(id: 1, name: "+inbox @home", due: nil)) == ["SUMMARY:+inbox @home", "CATEGORIES:inbox,@home"])
    }

    @Test(arguments: ["Send the report +work @office", "Call +bob about rent", "Call +bob about rent +money",
                      "+inbox @home", "Buy milk, bread; eggs +a,b", "Plain"])
    func namesMakeTheRoundTripUnchanged(_ name: String) throws {
        let written = TodoCalendarCodec.newTodo(TodoItem(id: 0, name: name, due: nil), uid: "abc-1", now: Self.now)
        #expect(try TodoCalendarCodec.decodeFile(written.bytes, localZone: Self.zone).item.name == name)
    }

    @Test func everyCategoriesLineIsReadAndSplitAtUnescapedCommas() throws {
        let item = try todo(["SUMMARY:Buy milk", "CATEGORIES:Errand,a\\,b", "CATEGORIES:@shop,errand,Work stuff"]).item
        #expect(item.name == "Buy milk +Errand +a,b @shop")
        #expect(try todo(["SUMMARY:Call +Bob", "CATEGORIES:bob"]).item.name == "Call +Bob")
    }

    /// A tag edit writes one line: the name's categories, then those it does not show.
    @Test func aTagEditRewritesCategoriesAndKeepsTheOthers() throws {
        let original = try todo(["SUMMARY:Buy milk", "CATEGORIES:errand,Work stuff", "CATEGORIES:@shop"])
        var item = original.item
        item.name = "Buy milk @shop +home"
        let text = String(decoding: TodoCalendarCodec.updated(original, to: item, now: Self.now).bytes, as: UTF8.self)
        #expect(text.contains("\r\nSUMMARY:Buy milk\r\nCATEGORIES:@shop,home,Work stuff\r\n"))
        #expect(!text.contains("errand"))
        #expect(try TodoCalendarCodec.decodeFile(Array(text.utf8), localZone: Self.zone).item.name == "Buy milk @shop +home")
    }

    @Test func cancelledIsDoneAndLabelledSo() throws {
        let item = try todo(["SUMMARY:Dropped", "STATUS:CANCELLED", "DTSTAMP:20261101T100000Z"]).item
        #expect(item.done == "2026-11-01T10:00:00Z")
        #expect(item.isCancelled)
        #expect(try todo(["SUMMARY:Open", "STATUS:NEEDS-ACTION"]).item.isCancelled == false)
    }

    /// A phone-made file: a change to its due date keeps every other line byte for byte,
    /// folded and escaped values, categories, `DTSTART` and all.
    @Test func aPhoneMadeFileSurvivesAChangeByteForByte() throws {
        let kept = ["DTSTAMP:20261101T100000Z", "SUMMARY:Call Bob\\, about the rent\\; and the key",
                    "CATEGORIES:Work stuff,errand", "CATEGORIES:@phone", "DTSTART;VALUE=DATE:20261120",
                    "DESCRIPTION:A long note that goes past the seventy-five octet limit of one line so it ",
                    " is folded\\nand has two lines", "X-PHONE:keep me"]
        let original = try todo(kept + ["DUE;VALUE=DATE:20261202"])
        #expect(original.item.name == "Call Bob, about the rent; and the key +errand @phone")
        #expect(original.item.note == "A long note that goes past the seventy-five octet limit of one line so it is folded\nand has two lines")
        var item = original.item
        item.due = DueDate(iso: "2026-12-03")
        let text = String(decoding: TodoCalendarCodec.updated(original, to: item, now: Self.now).bytes, as: UTF8.self)
        #expect(text == String(decoding: file(["DTSTAMP:20261118T110640Z"] + kept.dropFirst()
            + ["DUE;VALUE=DATE:20261203", "LAST-MODIFIED:20261118T110640Z", "SEQUENCE:1"]), as: UTF8.self))
    }
}

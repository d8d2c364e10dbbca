import Testing
@testable import TodoCalendar
@testable import TodoCore
import TodoFileSystem

/// Each kind of value of `ItemField.Kind` as a VTODO property, written and read back, so that
/// a field of the table of any kind needs no code of its own here.
@Suite struct CalendarItemPropertyTests {
    private static let paris = ZoneInfoDatabase.rules(named: "Europe/Paris").map(LocalZone.rules) ?? .system

    /// A row of each kind, kept in the note's slot: what a field of that kind would be.
    private func field(_ kind: ItemField.Kind, _ property: String) -> ItemField {
        ItemField("x", .text(.note), kind: kind, calendar: ItemField.CalendarProperty(property, kind), listShowsIt: false)
    }

    private func roundTrip(_ value: String, _ kind: ItemField.Kind, _ property: String) -> (line: String?, back: String?) {
        let field = field(kind, property)
        var item = TodoItem(id: 1, name: "x", due: nil)
        item[spelling: field] = value
        let line = CalendarItemProperty.line(property, of: field, in: item)
        var read = TodoItem(id: 1, name: "x", due: nil)
        CalendarItemProperty.read(line, into: field, of: &read, localZone: Self.paris)
        return (line.map { String(decoding: $0.bytes, as: UTF8.self) }, read[spelling: field])
    }

    @Test func aTextIsEscapedAndALinkIsNot() {
        #expect(roundTrip("a,b;c", .text, "DESCRIPTION") == ("DESCRIPTION:a\\,b\\;c\r\n", "a,b;c"))
        #expect(roundTrip("https://x.example/?a=1,b;c", .uri, "URL") == ("URL:https://x.example/?a=1,b;c\r\n", "https://x.example/?a=1,b;c"))
    }

    @Test func aDateIsADATEAndADateTimeIsReadAsItsDay() throws {
        #expect(roundTrip("2026-11-24", .date, "DTSTART") == ("DTSTART;VALUE=DATE:20261124\r\n", "2026-11-24"))
        var read = TodoItem(id: 1, name: "x", due: nil)
        CalendarItemProperty.read(ContentLine(name: "DTSTART", value: "20261124T230000Z"), into: field(.date, "DTSTART"),
                                  of: &read, localZone: Self.paris)
        #expect(read.note == "2026-11-25")
        #expect(roundTrip("not a day", .date, "DTSTART").line == nil)
    }

    @Test func thePriorityIsRFC5545sInteger() {
        var item = TodoItem(id: 1, name: "x", due: nil, priority: .medium)
        #expect(CalendarItemProperty.line("PRIORITY", of: .priority, in: item)?.value == "5")
        CalendarItemProperty.read(ContentLine(name: "PRIORITY", value: "2"), into: .priority, of: &item, localZone: Self.paris)
        #expect(item.priority == .high)
    }
}

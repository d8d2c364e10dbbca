import Foundation
import Testing
import TodoCore
import TodoFile

/// What each store keeps that `todo` does not know: other keys of the item and of the list
/// for the data file (and the in-memory store, which holds them as they are), other
/// properties and components of the file for the folder store.
extension StoreFactory {
    static let listOtherKeys = [JSONMember("owner", .string("ann"))]
    static let itemOtherKeys = [JSONMember("color", .string("blue")), JSONMember("x", .array([.number("1.50"), .null]))]

    /// A VTODO another program wrote: X- properties with a parameter and trailing blanks,
    /// a property `todo` does not read, an alarm, and a calendar-level X- property.
    static let foreignCalendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//phone//app//EN\r
        X-WR-CALNAME:Phone\r
        BEGIN:VTODO\r
        UID:phone-1\r
        SUMMARY:From elsewhere\r
        DUE;VALUE=DATE:20261124\r
        X-PHONE-COLOR;VALUE=TEXT:blue  \r
        CATEGORIES:Work stuff,Long list\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER:-PT15M\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    /// The properties the folder store writes for an item; every other line is kept.
    private static let ownProperties: Set<String> = ["SUMMARY", "DUE", "RRULE", "STATUS", "COMPLETED", "DTSTAMP",
                                                     "LAST-MODIFIED", "SEQUENCE"]

    /// Puts item 1, "From elsewhere" due 2026-11-24, in the empty store as another program
    /// (or an older `todo`) would have left it, with data `todo` does not know.
    func plantItemWithUnknownData() throws {
        // On disk with a uid, as the folder's file has its UID (a data file's item without one
        // would get one at the next write).
        let list = TodoList(items: [TodoItem(id: 1, name: "From elsewhere", due: ContractItems.due("2026-11-24"),
                                             uid: kind == .jsonFile ? "phone-1" : nil, otherKeys: Self.itemOtherKeys)],
                            nextID: 2, otherKeys: Self.listOtherKeys)
        switch place {
        case .memory(let store): store.changeBehindTheStoresBack(list)
        case .dataFile(let folder): try folder.write(TodoFileCodec.encode(list), to: "todo.json")
        case .vdir(let folder): try folder.write(Self.foreignCalendar, to: "phone-1.ics")
        }
    }

    /// The planted item as the store gives it back: its other keys, or (folder) its UID.
    var plantedItem: TodoItem {
        let item = TodoItem(id: 1, name: "From elsewhere", due: ContractItems.due("2026-11-24"),
                            otherKeys: kind == .vdir ? [] : Self.itemOtherKeys)
        return asFetched(item, uid: "phone-1")
    }

    /// The unknown data as planted, in the form `unknownData()` gives it.
    var plantedUnknownData: [String] {
        switch place {
        case .memory, .dataFile:
            Self.describe(listKeys: Self.listOtherKeys, itemKeys: [(1, Self.itemOtherKeys)])
        case .vdir:
            Self.unknownLines(of: Self.foreignCalendar)
        }
    }

    /// The unknown data as the store holds it now: the other keys of the list and of each
    /// item, or the lines of the planted file that are not the store's own properties.
    func unknownData() throws -> [String] {
        switch place {
        case .memory, .dataFile:
            let list = try makeStore().fetch()
            return Self.describe(listKeys: list.otherKeys, itemKeys: list.items.map { ($0.id, $0.otherKeys) })
        case .vdir(let folder):
            return Self.unknownLines(of: try #require(folder.text("phone-1.ics")))
        }
    }

    private static func describe(listKeys: [JSONMember], itemKeys: [(id: Int, keys: [JSONMember])]) -> [String] {
        ["list " + JSONWriter.serialize(.object(listKeys))]
            + itemKeys.map { "item \($0.id) " + JSONWriter.serialize(.object($0.keys)) }
    }

    /// Every line but the store's own properties, in order (the last one empty: the file
    /// ends with CRLF).
    private static func unknownLines(of text: String) -> [String] {
        text.components(separatedBy: "\r\n").filter { line in
            let name = line.prefix { $0 != ":" && $0 != ";" }
            return !ownProperties.contains(String(name))
        }
    }
}

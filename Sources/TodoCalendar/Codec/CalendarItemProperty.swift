import TodoCore
/// The calendar's view of `ItemField.all`: the fields spelt as text that have a VTODO
/// property, read and written by `TodoCalendarCodec` from the table alone, by their kind of
/// value. (`SUMMARY`, `DUE`, `RRULE`, `STATUS` and `COMPLETED` have types of their own, and
/// are read and written by hand.)
enum CalendarItemProperty {
    static let all: [(name: String, field: ItemField)] = ItemField.spelt.compactMap { field in
        field.calendar.map { ($0.name, field) }
    }

    /// The VTODO properties `todo` reads or keeps up to date (the contract's mapping): the
    /// fields' from their table, then the tags, the state and the stamps. A merge takes the
    /// newer version's say on these as final; an import names any other as not kept.
    static let known: Set<String> = Set(ItemField.all.compactMap { $0.calendar?.name })
        .union(["CATEGORIES", "STATUS", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SEQUENCE"])

    /// The other keys of an item (`TodoItem.otherKeys`) that a VTODO keeps, each in an X-
    /// property read back as the same key with a string value: what an import needs to know
    /// the item again. No other key is kept in a folder (the data file keeps every key).
    static let otherKeys: [(name: String, key: String)] = [("X-TODO-TODOTXT-LINE", TodoItem.todoTxtLineKey)]

    /// The string value of the other key `key` of `item`; nil: none (or not a string, which a
    /// VTODO cannot keep).
    static func otherKey(_ key: String, of item: TodoItem) -> String? {
        guard case .string(let text)? = item.otherKeys.last(where: { $0.key == key })?.value else { return nil }
        return text
    }

    /// The property line `name` for the field of `item`; nil: the item has none (or a value
    /// the kind cannot write, which is then left out rather than written wrong).
    static func line(_ name: String, of field: ItemField, in item: TodoItem) -> ContentLine? {
        if case .priority = field.storage {
            return item.priority.map { ContentLine(name: name, value: String($0.calendarValue)) }
        }
        guard let text = item[spelling: field] else { return nil }
        switch field.calendar?.kind ?? .text {
        case .uri, .integer:
            return ContentLine(name: name, value: text)
        case .date:
            // A day: `DTSTART;VALUE=DATE:20261124`; of DUE's value type when the item has a
            // timed DUE, as RFC 5545 asks (3.8.2.3): local midnight, `DTSTART:20261124T000000`.
            guard let day = DueDate(iso: text), day.time == nil else { return nil }
            if item.due?.time != nil { return ContentLine(name: name, value: CalendarDateTime.text(day.date) + "T000000") }
            return ContentLine(name: name, parameters: [CalendarParameter("VALUE", ["DATE"])],
                               value: CalendarDateTime.text(day.date))
        case .text, .dateTime, .list:
            return ContentLine(name: name, value: CalendarText.escape(text))
        }
    }

    /// Sets the field of `item` from its property (nil: none). A `PRIORITY` is read 1–4, 5,
    /// 6–9, as RFC 5545 3.8.1.9 says; anything else is no priority. A date is its day in
    /// `localZone` (a DATE-TIME with a time is read as its local day).
    static func read(_ line: ContentLine?, into field: ItemField, of item: inout TodoItem, localZone: LocalZone) {
        if case .priority = field.storage {
            item.priority = line.flatMap { Int($0.value.trimmingWhiteSpace()) }.flatMap(Priority.init(calendarValue:))
            return
        }
        guard let line else {
            item[spelling: field] = nil
            return
        }
        switch field.calendar?.kind ?? .text {
        case .uri, .integer: item[spelling: field] = line.value
        case .date: item[spelling: field] = CalendarDateTime.dueDate(line, localZone: localZone)?.date.iso
        case .text, .dateTime, .list: item[spelling: field] = CalendarText.unescape(line.value)
        }
    }
}

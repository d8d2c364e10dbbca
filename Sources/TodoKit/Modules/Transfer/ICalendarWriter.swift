import TodoCalendar
import TodoCore

/// Writes every item as a VTODO of one VCALENDAR, with CRLF line ends and folded lines, as
/// calendar programs (and CalDAV servers) import it. An item keeps the `UID` it came with (or
/// its Taskwarrior uuid); the others get a new one each time.
struct ICalendarWriter {
    /// Now, as whole seconds since 1970 UTC: the `DTSTAMP` of each VTODO.
    let now: Int
    let makeUID: () -> String
    /// By uid, the stamps of the items' own files (a folder store's): written in place of `now`.
    var stamps: [String: CalendarStamps] = [:]

    func bytes(_ items: [TodoItem]) -> [UInt8] {
        var calendar = CalendarComponent(name: "VCALENDAR", nodes: [
            .property(ContentLine(name: "VERSION", value: "2.0")),
            .property(ContentLine(name: "PRODID", value: "-//todo//todo//EN")),
        ])
        for var item in items {
            let uid = uid(of: item)
            // What an import keeps to know an item again (a todo.txt line) is this list's
            // bookkeeping, not the item's: another program's import knows it by its `UID`.
            item.otherKeys = []
            var todo = TodoCalendarCodec.newTodo(item, uid: uid, now: now).todo
            if let stamps = stamps[uid] { Self.write(stamps, to: &todo) }
            calendar.nodes.append(.component(todo))
        }
        return calendar.bytes
    }

    /// The file's stamps as it has them; one it lacks is left out, but for `DTSTAMP`, which
    /// RFC 5545 asks for: the export's time then.
    private static func write(_ stamps: CalendarStamps, to todo: inout CalendarComponent) {
        for (name, value) in [("DTSTAMP", stamps.stamp), ("CREATED", stamps.created), ("LAST-MODIFIED", stamps.modified)] {
            if let value { todo.set(ContentLine(name: name, value: value)) } else if name != "DTSTAMP" { todo.remove(name) }
        }
    }

    private func uid(of item: TodoItem) -> String {
        if let uid = item.uid, !uid.isEmpty { return uid }
        for key in [ImportedRecord.Origin.iCalendarKey, ImportedRecord.Origin.taskwarriorKey] {
            if case .string(let uid)? = item.otherKeys.last(where: { $0.key == key })?.value, !uid.isEmpty { return uid }
        }
        return makeUID()
    }
}

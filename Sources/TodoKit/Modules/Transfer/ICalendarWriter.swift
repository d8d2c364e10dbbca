import TodoCalendar
import TodoCore

/// Writes every item as a VTODO of one VCALENDAR, with CRLF line ends and folded lines, as
/// calendar programs (and CalDAV servers) import it. An item keeps the `UID` it came with (or
/// its Taskwarrior uuid); the others get a new one each time.
struct ICalendarWriter {
    /// Now, as whole seconds since 1970 UTC: the `DTSTAMP` of each VTODO.
    let now: Int
    let makeUID: () -> String

    func bytes(_ items: [TodoItem]) -> [UInt8] {
        var calendar = CalendarComponent(name: "VCALENDAR", nodes: [
            .property(ContentLine(name: "VERSION", value: "2.0")),
            .property(ContentLine(name: "PRODID", value: "-//todo//todo//EN")),
        ])
        for item in items {
            calendar.nodes.append(.component(TodoCalendarCodec.newTodo(item, uid: uid(of: item), now: now).todo))
        }
        return calendar.bytes
    }

    private func uid(of item: TodoItem) -> String {
        if let uid = item.uid, !uid.isEmpty { return uid }
        for key in [ImportedRecord.Origin.iCalendarKey, ImportedRecord.Origin.taskwarriorKey] {
            if case .string(let uid)? = item.otherKeys.last(where: { $0.key == key })?.value, !uid.isEmpty { return uid }
        }
        return makeUID()
    }
}

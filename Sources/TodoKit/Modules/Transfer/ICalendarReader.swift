import TodoCalendar
import TodoCore

/// Reads the VTODOs of an iCalendar file through the calendar store's codec (`SUMMARY` the
/// name, `DUE`, `RRULE`, `STATUS`/`COMPLETED`); events, journals and other components are
/// passed over. The `UID` is kept to know the item again.
struct ICalendarReader {
    let zone: LocalZone

    /// The items, in file order; `TodoError.badFile` for a file that is not iCalendar (with
    /// its line) or a VTODO that cannot be an item (`VTODO 3: ...`, counting VTODOs only).
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        let todos: [CalendarTodo]
        do {
            todos = try TodoCalendarCodec.decodeCalendar(content, localZone: zone)
        } catch {
            throw TodoError.badFile(error.description)
        }
        return try todos.enumerated().map { index, todo in
            let place = "VTODO \(index + 1)"
            guard let uid = todo.uid, !uid.isEmpty else { throw TodoError.badFile("\(place): no UID") }
            let name: String
            do {
                name = try ItemNameRule.validated(todo.item.name)
            } catch let error as TodoError {
                throw TodoError.badFile("\(place): " + (error.message == "the name is empty" ? "no SUMMARY" : error.message))
            }
            return ImportedRecord(name: name, due: todo.item.due, every: todo.item.every, done: todo.item.done,
                                  origin: .init(ImportedRecord.Origin.iCalendarKey, uid))
        }
    }
}

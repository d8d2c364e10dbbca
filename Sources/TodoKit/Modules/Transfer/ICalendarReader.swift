import TodoCalendar
import TodoCore

/// Reads the VTODOs of an iCalendar file through the calendar store's codec (`SUMMARY` the
/// name, `DUE`, `RRULE`, `STATUS`/`COMPLETED`, `PRIORITY`, `DESCRIPTION` the note), as the
/// folder store reads its files; events, journals and other components are passed over. The
/// `UID` becomes the item's uid, to know it again.
struct ICalendarReader {
    let zone: LocalZone

    /// The items, in file order; `TodoError.badFile` for a file that is not iCalendar (with
    /// its line) or a VTODO that cannot be an item (`line 12: ...`, the line of its
    /// `BEGIN:VTODO`).
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        let todos: [CalendarTodo]
        do {
            todos = try TodoCalendarCodec.decodeCalendar(content, localZone: zone)
        } catch {
            throw TodoError.badFile(error.description)
        }
        let lines = ICalendarReader.beginLines(in: content)
        return try todos.enumerated().map { index, todo in
            let place = lines.count == todos.count ? "line \(lines[index])" : "VTODO \(index + 1)"
            guard let uid = todo.uid, !uid.isEmpty else { throw TodoError.badFile("\(place): no UID") }
            let name: String
            do {
                name = try ItemNameRule.validated(todo.item.name)
            } catch let error as TodoError {
                throw TodoError.badFile("\(place): " + (error.message == "the name is empty" ? "no SUMMARY" : error.message))
            }
            return ImportedRecord(name: name, due: todo.item.due, every: todo.item.every, done: todo.item.done,
                                  priority: todo.item.priority, origin: .init(ImportedRecord.Origin.iCalendarKey, uid))
                .taking(todo.item)
        }
    }

    /// The line of each `BEGIN:VTODO`, in file order (a folded line never starts one).
    static func beginLines(in content: [UInt8]) -> [Int] {
        var lines: [Int] = []
        for (index, line) in content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            if text.count == 11, String(decoding: text, as: UTF8.self).uppercased() == "BEGIN:VTODO" { lines.append(index + 1) }
        }
        return lines
    }
}

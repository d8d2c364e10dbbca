import TodoCalendar
import TodoCore

/// Reads the VTODOs of an iCalendar file through the calendar store's codec (`SUMMARY` the
/// name, `DUE`, `RRULE`, `STATUS`/`COMPLETED`, `PRIORITY`, `DESCRIPTION` the note), as the
/// folder store reads its files; events, journals and other components are passed over. The
/// `UID` becomes the item's uid, to know it again.
struct ICalendarReader {
    let zone: LocalZone

    /// What an override of one occurrence is named as in the warning that it was not kept.
    static let overrideKind = "a RECURRENCE-ID (a change to one occurrence of a repeating item)"

    /// The items, in file order, and what was not kept (`CalendarUnkept`, by kind, with how
    /// many VTODOs had it); `TodoError.badFile` for a file that
    /// is not iCalendar (with its line) or a VTODO that cannot be an item (`line 12: ...`, the
    /// line of its `BEGIN:VTODO`). A VTODO with a `RECURRENCE-ID` whose `UID` a VTODO without
    /// one has (a change to one occurrence of that repeating item) is passed over and counted
    /// as not kept: `todo` has no such changes, and as an item of its own it would be a second
    /// item with the series' uid, or a copy of that occurrence.
    func read(_ content: [UInt8]) throws -> ImportedRecords {
        let todos: [CalendarTodo]
        do {
            todos = try TodoCalendarCodec.decodeCalendar(content, localZone: zone)
        } catch {
            throw TodoError.badFile(error.description)
        }
        let lines = ICalendarReader.beginLines(in: content)
        let seriesUIDs = Set(todos.filter { $0.todo.property("RECURRENCE-ID") == nil }.compactMap(\.uid))
        var records: [ImportedRecord] = []
        var unkept: [[String]] = []
        for (index, todo) in todos.enumerated() {
            if let uid = todo.uid, seriesUIDs.contains(uid), todo.todo.property("RECURRENCE-ID") != nil {
                unkept.append([Self.overrideKind])
                continue
            }
            records.append(try record(of: todo, at: lines.count == todos.count ? "line \(lines[index])" : "VTODO \(index + 1)"))
            unkept.append(CalendarUnkept.kinds(of: todo))
        }
        return ImportedRecords(records: records, unkept: UnkeptData.tally(unkept))
    }

    /// `read(content).records`.
    func records(in content: [UInt8]) throws -> [ImportedRecord] {
        try read(content).records
    }

    /// The record of one VTODO; `place` names it in an error.
    private func record(of todo: CalendarTodo, at place: String) throws -> ImportedRecord {
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

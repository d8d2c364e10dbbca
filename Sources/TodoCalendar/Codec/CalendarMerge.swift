import TodoCore

/// Two versions of one VTODO made one, as vdirsyncer's `conflict_resolution` command:
/// vdirsyncer gives no common ancestor, so the version changed last is taken whole
/// (`CalendarRecency`), and from the other only what `todo` does not know and the taken one
/// lacks is kept. The same two files in either order give the same bytes.
package enum CalendarMerge {
    /// What came of a merge: the bytes for both files, which version was taken and why.
    package struct Result: Equatable, Sendable {
        package let bytes: [UInt8]
        /// 0 for the first file given, 1 for the second.
        package let takenIndex: Int
        package let recency: CalendarRecency
        package let uid: String
    }

    /// Merges `first` and `second`, stamping `LAST-MODIFIED` and `DTSTAMP` with `now` (whole
    /// seconds since 1970 UTC). Throws, naming the file (0 or 1) and why, when one is not one
    /// VTODO with a UID, or when their UIDs differ.
    package static func merge(_ first: [UInt8], _ second: [UInt8], now: Int) throws(CalendarMergeError) -> Result {
        let versions = [try version(first, index: 0), try version(second, index: 1)]
        guard versions[0].uid == versions[1].uid else {
            throw CalendarMergeError(fileIndex: nil, reason: "the two files hold different UIDs ("
                + versions[0].uid + " and " + versions[1].uid + ")")
        }
        let recency = CalendarRecency.compare(versions[0].todo, first, versions[1].todo, second)
        let takenIndex = recency.firstIsLater ? 0 : 1
        var taken = versions[takenIndex].document
        let other = versions[1 - takenIndex].todo
        var todo = taken.todo
        keepUnknown(of: other, in: &todo)
        if TodoCalendarCodec.item(of: todo, localZone: .system).isDone { todo.remove("RRULE") }
        let sequence = versions.map { $0.todo.property("SEQUENCE").flatMap { Int($0.value.trimmingWhiteSpace()) } ?? 0 }
        todo.set(ContentLine(name: "SEQUENCE", value: String((sequence.max() ?? 0) + 1)))
        let stamp = CalendarDateTime.utcText(secondsSinceEpoch: now)
        todo.set(ContentLine(name: "LAST-MODIFIED", value: stamp))
        todo.set(ContentLine(name: "DTSTAMP", value: stamp))
        taken.todo = todo
        var bytes: [UInt8] = []
        for component in taken.document { component.writeFolded(into: &bytes) }
        return Result(bytes: bytes, takenIndex: takenIndex, recency: recency, uid: versions[0].uid)
    }

    /// The one VTODO of a file, with its UID.
    private static func version(_ bytes: [UInt8], index: Int) throws(CalendarMergeError) -> (document: CalendarTodo, todo: CalendarComponent, uid: String) {
        let todos: [CalendarTodo]
        do {
            todos = try TodoCalendarCodec.decodeCalendar(bytes, localZone: .system)
        } catch {
            throw CalendarMergeError(fileIndex: index, reason: "is not iCalendar (" + error.description + ")")
        }
        guard todos.count == 1, let todo = todos.first else {
            throw CalendarMergeError(fileIndex: index, reason: todos.isEmpty ? "holds no VTODO" : "holds \(todos.count) VTODOs, not one")
        }
        guard let uid = todo.uid, !uid.isEmpty else { throw CalendarMergeError(fileIndex: index, reason: "has a VTODO without a UID") }
        return (todo, todo.todo, uid)
    }

    /// Adds what `other` has that `todo` does not know and `todo` lacks: properties of other
    /// names (X- ones, unknown ones) and components of other kinds (a `VALARM`), in `other`'s order.
    private static func keepUnknown(of other: CalendarComponent, in todo: inout CalendarComponent) {
        var propertyNames = Set<String>()
        var componentNames = Set<String>()
        for node in todo.nodes {
            switch node {
            case .property(let line): propertyNames.insert(line.name)
            case .component(let component): componentNames.insert(component.name)
            }
        }
        for node in other.nodes {
            switch node {
            case .property(let line) where !CalendarItemProperty.known.contains(line.name) && !propertyNames.contains(line.name):
                let position = todo.nodes.lastIndex(where: { if case .property = $0 { true } else { false } }).map { $0 + 1 } ?? 0
                todo.nodes.insert(node, at: position)
            case .component(let component) where !componentNames.contains(component.name):
                todo.nodes.append(node)
            default:
                continue
            }
        }
    }
}

package import TodoCore

/// VTODO ↔ `TodoItem`: `SUMMARY` the name, `DUE` the due date, `RRULE` the repeat rule,
/// `STATUS:COMPLETED` with `COMPLETED` done, a text field in the property
/// `CalendarItemProperty` names; everything else in the file is kept.
package enum TodoCalendarCodec {
    /// The one VTODO of a vdir file. Throws, with the reason to show, for a file that is not
    /// a usable VTODO: bad syntax, no VTODO (an event), no `UID`.
    package static func decodeFile(_ bytes: [UInt8], localZone: LocalZone) throws(CalendarSyntaxError) -> CalendarTodo {
        let todos = try decodeCalendar(bytes, localZone: localZone)
        guard let todo = todos.first else {
            throw CalendarSyntaxError(line: 0, reason: "it holds no VTODO")
        }
        guard let uid = todo.uid, !uid.isEmpty else {
            throw CalendarSyntaxError(line: 0, reason: "its VTODO has no UID")
        }
        return todo
    }

    /// Every VTODO of an iCalendar file (an import, or a vdir file), in file order; each
    /// carries the whole document.
    package static func decodeCalendar(_ bytes: [UInt8], localZone: LocalZone) throws(CalendarSyntaxError) -> [CalendarTodo] {
        let document = try CalendarParser.parse(bytes)
        var todos: [CalendarTodo] = []
        for (calendarIndex, calendar) in document.enumerated() where calendar.name == "VCALENDAR" {
            for (nodeIndex, node) in calendar.nodes.enumerated() {
                guard case .component(let component) = node, component.name == "VTODO" else { continue }
                todos.append(CalendarTodo(uid: component.property("UID").map { CalendarText.unescape($0.value) },
                                          item: item(of: component, localZone: localZone),
                                          document: document, path: (calendarIndex, nodeIndex)))
            }
        }
        return todos
    }

    /// The item a VTODO stands for, with id 0.
    package static func item(of todo: CalendarComponent, localZone: LocalZone) -> TodoItem {
        let summary = todo.property("SUMMARY").map { CalendarText.unescape($0.value) } ?? ""
        let name = CalendarCategories.name(summary: summary, categories: CalendarCategories.read(todo))
        let due = todo.property("DUE").flatMap { CalendarDateTime.dueDate($0, localZone: localZone) }
        let every = due == nil ? nil : todo.property("RRULE").flatMap { CalendarRecurrence.rule($0.value, due: due) }
        var done: String?
        let completed = todo.property("COMPLETED").flatMap { CalendarDateTime.doneStamp($0.value) }
        let status = todo.property("STATUS")?.value.trimmingWhiteSpace().uppercased()
        let isCancelled = status == "CANCELLED"
        if status == "COMPLETED" || isCancelled || completed != nil {
            done = completed
                ?? todo.property("LAST-MODIFIED").flatMap { CalendarDateTime.doneStamp($0.value) }
                ?? todo.property("DTSTAMP").flatMap { CalendarDateTime.doneStamp($0.value) }
                ?? "1970-01-01T00:00:00Z"
        }
        var item = TodoItem(id: 0, name: name, due: due, every: every, done: done)
        if isCancelled { item.texts.status = TodoItem.cancelled }
        for (name, field) in CalendarItemProperty.all {
            CalendarItemProperty.read(todo.property(name), into: field, of: &item, localZone: localZone)
        }
        for (name, key) in CalendarItemProperty.otherKeys {
            guard let line = todo.property(name) else { continue }
            item.otherKeys.append(JSONMember(key, .string(CalendarText.unescape(line.value))))
        }
        return item
    }

    /// A new VCALENDAR file for `item`, stamped `now` (whole seconds since 1970 UTC).
    package static func newTodo(_ item: TodoItem, uid: String, now: Int) -> CalendarTodo {
        // The item's uid is its `UID`: the same property, written once.
        var item = item
        item.uid = uid
        let stamp = CalendarDateTime.utcText(secondsSinceEpoch: now)
        var todo = CalendarComponent(name: "VTODO", nodes: [
            .property(ContentLine(name: "UID", value: CalendarText.escape(uid))),
            .property(ContentLine(name: "DTSTAMP", value: stamp)),
            .property(ContentLine(name: "CREATED", value: stamp)),
            .property(ContentLine(name: "LAST-MODIFIED", value: stamp)),
            .property(ContentLine(name: "SEQUENCE", value: "0")),
        ])
        apply(item, over: nil, to: &todo)
        let calendar = CalendarComponent(name: "VCALENDAR", nodes: [
            .property(ContentLine(name: "VERSION", value: "2.0")),
            .property(ContentLine(name: "PRODID", value: "-//todo//todo//EN")),
            .component(todo),
        ])
        return CalendarTodo(uid: uid, item: item, document: [calendar], path: (0, 2))
    }

    /// `todo` with its item changed to `item`: only the properties that differ are replaced,
    /// and `DTSTAMP`, `LAST-MODIFIED` and `SEQUENCE` are moved on. The same value when the
    /// item did not change.
    package static func updated(_ todo: CalendarTodo, to item: TodoItem, now: Int) -> CalendarTodo {
        guard todo.item != item else { return todo }
        var updated = todo
        var component = todo.todo
        apply(item, over: todo.item, to: &component)
        let stamp = CalendarDateTime.utcText(secondsSinceEpoch: now)
        component.set(ContentLine(name: "DTSTAMP", value: stamp))
        component.set(ContentLine(name: "LAST-MODIFIED", value: stamp))
        let sequence = component.property("SEQUENCE").flatMap { Int($0.value.trimmingWhiteSpace()) } ?? 0
        component.set(ContentLine(name: "SEQUENCE", value: String(sequence + 1)))
        updated.todo = component
        updated.item = item
        return updated
    }

    /// `SUMMARY` and `CATEGORIES` for `name`, each rewritten only when its value changes (a
    /// tag edit leaves the summary's line as it was). Categories the name does not show (of
    /// several words) stay, after the name's.
    private static func writeName(_ name: String, to todo: inout CalendarComponent) {
        let (summary, categories) = CalendarCategories.split(name)
        if todo.property("SUMMARY").map({ CalendarText.unescape($0.value) }) != summary {
            todo.set(ContentLine(name: "SUMMARY", value: CalendarText.escape(summary)))
        }
        let existing = CalendarCategories.read(todo)
        let kept = existing.filter { !CalendarCategories.isShown($0) }
        let wanted = categories + kept
        guard wanted != existing else { return }
        if let line = CalendarCategories.line(wanted) { todo.set(line) } else { todo.remove("CATEGORIES") }
    }

    /// Writes the properties of `item` that differ from `old` (all of them when nil).
    private static func apply(_ item: TodoItem, over old: TodoItem?, to todo: inout CalendarComponent) {
        if item.name != old?.name {
            writeName(item.name, to: &todo)
        }
        if item.due != old?.due || old == nil {
            if let due = item.due { todo.set(CalendarDateTime.dueLine(due)) } else { todo.remove("DUE") }
        }
        if item.every != old?.every || old == nil {
            if let every = item.every { todo.set(ContentLine(name: "RRULE", value: CalendarRecurrence.value(every))) } else { todo.remove("RRULE") }
        }
        if item.done != old?.done || old == nil {
            if let done = item.done {
                todo.set(ContentLine(name: "STATUS", value: item.isCancelled ? "CANCELLED" : "COMPLETED"))
                if let completed = CalendarDateTime.completedText(doneStamp: done) {
                    todo.set(ContentLine(name: "COMPLETED", value: completed))
                }
            } else {
                todo.set(ContentLine(name: "STATUS", value: "NEEDS-ACTION"))
                todo.remove("COMPLETED")
            }
        }
        for (name, field) in CalendarItemProperty.all {
            let value = item[spelling: field]
            guard old == nil || value != old?[spelling: field] else { continue }
            if value != nil, let line = CalendarItemProperty.line(name, of: field, in: item) {
                todo.set(line)
            } else {
                todo.remove(name)
            }
        }
        for (name, key) in CalendarItemProperty.otherKeys {
            let value = CalendarItemProperty.otherKey(key, of: item)
            guard old == nil || value != old.flatMap({ CalendarItemProperty.otherKey(key, of: $0) }) else { continue }
            if let value { todo.set(ContentLine(name: name, value: CalendarText.escape(value))) } else { todo.remove(name) }
        }
    }
}

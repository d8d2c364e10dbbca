/// What a VTODO carries that an item does not keep, by kind, for an `ical` import's warnings
/// ("never silently dropped"): a property `todo` neither reads nor keeps up to date (a
/// `LOCATION`), a nested component (an alarm), a repeat rule it cannot express (the item then
/// does not repeat), a category of several words (not a tag of the name). Bookkeeping that
/// calendar programs write on every VTODO needs no warning.
package enum CalendarUnkept {
    /// The kinds `todo` had, each once, in the order met: `a LOCATION property`.
    package static func kinds(of todo: CalendarTodo) -> [String] {
        var kinds: [String] = []
        func note(_ kind: String) {
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        for node in todo.todo.nodes {
            switch node {
            case .property(let line):
                if !kept.contains(line.name) { note("a \(line.name) property") }
            case .component(let component):
                note(component.name == "VALARM" ? "an alarm (VALARM)" : "a \(component.name) component")
            }
        }
        if todo.todo.property("RRULE") != nil, todo.item.every == nil, !todo.item.isDone {
            note("a repeat rule todo cannot express (RRULE)")
        }
        if CalendarCategories.read(todo.todo).contains(where: { !CalendarCategories.isShown($0) }) {
            note("a category of several words (CATEGORIES)")
        }
        return kinds
    }

    /// What an item keeps, or what is bookkeeping: the properties todo knows, the other keys
    /// a VTODO keeps, `PERCENT-COMPLETE` (the done state again), and the `RECURRENCE-ID` of an
    /// override, which the reader counts on its own.
    private static let kept: Set<String> = CalendarItemProperty.known
        .union(CalendarItemProperty.otherKeys.map(\.name))
        .union(["PERCENT-COMPLETE", "RECURRENCE-ID"])
}

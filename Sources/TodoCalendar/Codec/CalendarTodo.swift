package import TodoCore

/// One `VTODO` as `todo` sees it (its item) together with the whole iCalendar document it
/// came from, so that writing it back keeps everything else as it was.
package struct CalendarTodo: Equatable, Sendable {
    /// The `UID`; nil only for a VTODO read from an import file that has none.
    package var uid: String?
    /// The item; its id is 0 until a store gives it one.
    package var item: TodoItem
    /// The file's top-level components (normally one VCALENDAR).
    package var document: [CalendarComponent]
    /// Where the VTODO is: the top-level component and the node in it.
    let path: (calendar: Int, node: Int)

    package static func == (lhs: CalendarTodo, rhs: CalendarTodo) -> Bool {
        lhs.uid == rhs.uid && lhs.item == rhs.item && lhs.document == rhs.document
            && lhs.path.calendar == rhs.path.calendar && lhs.path.node == rhs.path.node
    }

    init(uid: String?, item: TodoItem, document: [CalendarComponent], path: (calendar: Int, node: Int)) {
        self.uid = uid
        self.item = item
        self.document = document
        self.path = path
    }

    /// The VTODO component itself.
    package var todo: CalendarComponent {
        get {
            if case .component(let todo) = document[path.calendar].nodes[path.node] { return todo }
            return CalendarComponent(name: "VTODO")
        }
        set { document[path.calendar].nodes[path.node] = .component(newValue) }
    }

    /// The file's bytes: lines kept as read, changed ones folded with CRLF.
    package var bytes: [UInt8] {
        var output: [UInt8] = []
        for component in document { component.write(into: &output) }
        return output
    }
}

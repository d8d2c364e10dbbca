import TodoCore
/// One item an undo put back or took away, as a plain value for the presenter.
struct UndoneItem: Equatable, Sendable {
    let id: Int
    let name: String
    let due: DueDate?
    let every: RepeatRule?
    /// When it was marked done (UTC, ISO 8601); nil while open.
    let done: String?
    /// The iCalendar `UID` it keeps; nil when it has none.
    let uid: String?

    init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, done: String? = nil, uid: String? = nil) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.uid = uid
    }

    init(_ item: TodoItem) {
        self.init(id: item.id, name: item.name, due: item.due, every: item.every, done: item.done, uid: item.calendarUID)
    }
}

/// A to-do item as the data file holds it.
package struct TodoItem: Equatable, Sendable {
    package var id: Int
    package var name: String
    /// When it is due; nil for an item with no date (listed under Someday).
    package var due: DueDate?
    /// How it repeats; only an item with a due date has one.
    package var every: RepeatRule?
    /// When it was marked done: the UTC time, ISO 8601 (`2026-11-20T18:02:11Z`); nil while open.
    package var done: String?
    /// Nil: no priority.
    package var priority: Priority?
    /// The plain text fields of `ItemField.all` (uid, note, ...).
    package var texts: ItemTexts
    /// Members of the item's JSON object that the program does not know, in file order.
    package var otherKeys: [JSONMember]

    package init(id: Int, name: String, due: DueDate?, every: RepeatRule? = nil, done: String? = nil,
                 uid: String? = nil, priority: Priority? = nil, note: String? = nil, otherKeys: [JSONMember] = []) {
        self.id = id
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.priority = priority
        self.texts = ItemTexts()
        texts.uid = uid
        texts.note = note
        self.otherKeys = otherKeys
    }

    package var isDone: Bool { done != nil }

    /// The `status` of a done item that was dropped, not done.
    package static let cancelled = "cancelled"

    /// The other key where a todo.txt import keeps the item's line, by which importing the
    /// file again knows the item (the Transfer module's `ImportedRecord.Origin.todoTxtKey`):
    /// a key the data file keeps as it keeps any, and the folder store in a property of its own.
    package static let todoTxtLineKey = "todotxtLine"

    /// Whether it was dropped (iCalendar `STATUS:CANCELLED`): listed with the done items.
    package var isCancelled: Bool { done != nil && texts.status == TodoItem.cancelled }

    /// Its identity across devices, exports and imports: a UUID `todo` made when the item was
    /// created, or the identity an import brought (an iCalendar `UID`, a Taskwarrior uuid). Nil
    /// only for an item of an older file, until the file is next written.
    package var uid: String? {
        get { texts.uid }
        set { texts.uid = newValue }
    }

    /// A note kept with the item, trimmed, maybe of several lines; nil: none.
    package var note: String? {
        get { texts.note }
        set { texts.note = newValue }
    }

    /// The uid of the done item of a series this one goes on from; nil: none.
    package var follows: String? {
        get { texts.follows }
        set { texts.follows = newValue }
    }

    /// Whether an item due `due` is one `fetchOpenItems(dueThrough:)` returns: not done, and
    /// due on or before `dueThrough` (any time, or no date at all, when nil). An item with no
    /// date is after every date.
    package static func isOpen(due: DueDate?, isDone: Bool, dueThrough: LocalDate?) -> Bool {
        guard !isDone else { return false }
        guard let dueThrough else { return true }
        guard let due else { return false }
        return due.date <= dueThrough
    }
}

import TodoCore
/// One item another tool's export holds, read but not yet added: what a format reader gives
/// the Transfer interactor.
struct ImportedRecord: Equatable, Sendable {
    /// The key an item keeps to be known again when the same export is imported twice:
    /// `taskwarriorUUID`, `uid` (iCalendar) or `todotxtLine`, with its value. Kept in the
    /// item's other keys, so the data file holds it.
    struct Origin: Hashable, Sendable {
        let key: String
        let value: String

        init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }

        static let taskwarriorKey = "taskwarriorUUID"
        static let iCalendarKey = "uid"
        static let todoTxtKey = TodoItem.todoTxtLineKey
        static let keys = [taskwarriorKey, iCalendarKey, todoTxtKey]

        /// Whether the value is the item's identity, which becomes its uid: an iCalendar
        /// `UID` or a Taskwarrior uuid (a todo.txt line is not one).
        var isIdentity: Bool { key != Origin.todoTxtKey }

        /// An identity, whichever format brought it: an item is known again by its uid.
        static func identity(_ uid: String) -> Origin { Origin(iCalendarKey, uid) }
    }

    var name: String
    var due: DueDate?
    var every: RepeatRule?
    /// When it was done, as the data file holds it (`2026-11-20T18:02:11Z`); nil while open.
    var done: String?
    var priority: Priority?
    /// The plain text fields of `ItemField.all` it brings (the note, ...), as a data file
    /// holds them; its uid is the origin's to give.
    var texts: ItemTexts
    /// What the item is known again by; nil for one that cannot be (an item of `todo`'s own
    /// JSON from before items had uids), which is added every time.
    var origin: Origin?
    /// Keys of `todo`'s own JSON that the program does not know, kept as a data file keeps them.
    var otherKeys: [JSONMember]

    init(name: String, due: DueDate? = nil, every: RepeatRule? = nil, done: String? = nil,
         priority: Priority? = nil, note: String? = nil, origin: Origin?, otherKeys: [JSONMember] = []) {
        self.name = name
        self.due = due
        self.every = every
        self.done = done
        self.priority = priority
        texts = ItemTexts()
        texts.note = note
        self.origin = origin
        self.otherKeys = otherKeys
    }

    /// What the record makes of a new item, read by the rules every new item follows
    /// (`ItemEdit.newItem`), except that an import may bring a past date.
    var edit: ItemEdit {
        var edit = ItemEdit(name: name, due: due.map { .set($0) } ?? .unchanged, every: every.map { .set($0) } ?? .unchanged,
                            priority: priority.map { .set($0) } ?? .unchanged)
        for field in ItemField.texts where field.option != nil {
            guard let slot = field.text, let value = texts[slot] else { continue }
            edit.texts[slot] = .set(value)
        }
        return edit
    }

    /// Trimmed, never empty; nil: none.
    var note: String? {
        get { texts.note }
        set { texts.note = newValue }
    }

    /// The record with the plain text fields of `item` (the note as an import keeps it:
    /// trimmed, none when blank), all but its uid.
    func taking(_ item: TodoItem) -> ImportedRecord {
        var record = self
        record.texts = item.texts
        record.texts.uid = nil
        record.texts.note = ImportedRecord.note(item.note)
        return record
    }

    /// A note as an import brings it: trimmed, and none when blank.
    static func note(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingWhiteSpace(), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

import TodoCore
/// One item as a view shows it outside the list (added, changed, undone, imported): the
/// snapshot's fields, and the due date as a label when the line says it.
struct ItemDisplay: ShownItem, Equatable, Sendable {
    let id: Int
    let name: String
    let dueDate: DueDate?
    let rule: RepeatRule?
    let extras: ItemExtras?
    /// `Fri 27 Nov`, with the year when it is not this year, and the time if any; nil when
    /// the item has no date, or the line does not say it.
    let dueLabel: String?
    /// The line says the due date is past (`todo add` of a date before today).
    var isOverdue = false

    /// `labels` nil: no label.
    init(_ item: ItemSnapshot, labels: DueDateFormatter? = nil) {
        self.init(item, dueLabel: labels.flatMap { labels in item.due.map(labels.dateLabel) })
    }

    init(_ item: ItemSnapshot, dueLabel: String?) {
        id = item.id
        name = item.name
        dueDate = item.due
        rule = item.every
        extras = item.extras
        self.dueLabel = dueLabel
    }
}

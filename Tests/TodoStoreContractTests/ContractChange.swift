import Testing
import TodoCore

/// One change to one item, as `todo done`, `reopen`, `edit` and `rm` make them: the item it
/// starts from, and what it makes of it.
enum ContractChange: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case done
    case reopen
    case rename
    /// A new date without a time, where there was one with a time.
    case redate
    /// No date any more, so no rule either (only an item with a date repeats).
    case undate
    case repeatOtherwise
    case stopRepeating
    case remove

    var testDescription: String { rawValue }

    /// The item before the change, with the id it was given: the gym item, done for `reopen`.
    func start(_ id: Int) -> TodoItem {
        var item = ContractItems.gym(id)
        if self == .reopen { item.done = ContractItems.doneStamp }
        return item
    }

    /// What the change makes of `item` (as the store gave it, other keys and all); nil when
    /// it removes it.
    func applied(to item: TodoItem) -> TodoItem? {
        var item = item
        switch self {
        case .done: item.done = ContractItems.doneStamp
        case .reopen: item.done = nil
        // A comma and a semicolon: iCalendar escapes both, JSON neither.
        case .rename: item.name = "Gym, with Anna; then sauna"
        case .redate: item.due = ContractItems.due("2026-12-01")
        case .undate:
            item.due = nil
            item.every = nil
        case .repeatOtherwise: item.every = ContractItems.rule("2 weeks")
        case .stopRepeating: item.every = nil
        case .remove: return nil
        }
        return item
    }
}

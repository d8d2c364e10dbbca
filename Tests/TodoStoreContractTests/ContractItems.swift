import TodoCore

/// The items the cases add, each made for the id the store gives it, with every field a
/// store keeps: a date, a date with a time, a repeat rule, a done stamp, and no date at all.
enum ContractItems {
    static func milk(_ id: Int) -> TodoItem {
        TodoItem(id: id, name: "Buy milk", due: due("2026-11-24"))
    }

    /// Due at a time, every week: the item the changes work on.
    static func gym(_ id: Int) -> TodoItem {
        TodoItem(id: id, name: "Gym", due: due("2026-11-29T07:00"), every: rule("week"))
    }

    static func book(_ id: Int) -> TodoItem {
        TodoItem(id: id, name: "Read a book", due: nil)
    }

    /// The done stamp the cases mark items with.
    static let doneStamp = "2026-11-20T18:02:11Z"

    /// Milk, gym and book added in that order to an empty store: ids 1, 2 and 3.
    static func addThree(to store: any TodoDataStore) throws -> [TodoItem] {
        [try store.addItem(milk), try store.addItem(gym), try store.addItem(book)]
    }

    /// A literal date of a case; a typo shows as 1970-01-01 in the failing comparison.
    static func due(_ iso: String) -> DueDate {
        DueDate(iso: iso) ?? DueDate(date: .epoch)
    }

    /// A literal rule of a case; a typo shows as no rule in the failing comparison.
    static func rule(_ text: String) -> RepeatRule? {
        RepeatRuleParser.rule(in: text)
    }
}

/// How much of each item a store's fetch builds.
///
/// `todo list` as text shows neither an item's uid nor its note: at 100,000 items, every one
/// with a uid, building those strings and throwing them away cost the list about 30M
/// instructions and 3.8 MB.
package enum ItemDetail: Sendable {
    /// Every field.
    case whole
    /// Every field but `uid` and `note`, which are nil: what the list shows as text.
    case withoutUIDAndNote

    /// `item` as this detail has it.
    package func applied(to item: TodoItem) -> TodoItem {
        guard self == .withoutUIDAndNote else { return item }
        var shown = item
        shown.uid = nil
        shown.note = nil
        return shown
    }
}

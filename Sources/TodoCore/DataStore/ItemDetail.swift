/// How much of each item a store's fetch builds.
///
/// `todo list` as text shows neither an item's uid nor its note (nor any field whose row in
/// `ItemField.all` says the list does not show it): at 100,000 items, every one with a uid,
/// building those strings and throwing them away cost the list about 30M instructions and
/// 3.8 MB.
package enum ItemDetail: Sendable {
    /// Every field.
    case whole
    /// Every field the list's text shows: the text fields it does not show are nil.
    case forListText

    /// The text fields `forListText` leaves out, in table order.
    package static let leftOutOfListText: [ItemTexts.Slot] =
        ItemField.texts.filter { !$0.listShowsIt }.compactMap(\.text)

    /// Whether a text field is built at this detail.
    package func builds(_ field: ItemField) -> Bool {
        self == .whole || field.listShowsIt
    }

    /// `item` as this detail has it.
    package func applied(to item: TodoItem) -> TodoItem {
        guard self == .forListText else { return item }
        var shown = item
        for slot in ItemDetail.leftOutOfListText { shown.texts[slot] = nil }
        return shown
    }
}

/// What an edit does to the plain text fields of `ItemField.all` (`ItemEdit.texts`): a slot
/// it does not name is left as it is.
///
/// A short array kept in slot order, not a dictionary: a `Dictionary` keyed by
/// `ItemTexts.Slot` has its type built at run time from its mangled name, and the check that
/// the key is `Hashable` searches the program's every conformance (issue 30: 225,000
/// instructions of each `todo add`, 2% of one at 1,000 items).
package struct ItemTextEdits: Equatable, Sendable {
    private struct Entry: Equatable, Sendable {
        let slot: ItemTexts.Slot
        var edit: EditValue<String>
    }

    /// In slot order, none `.unchanged`: so that equal edits are equal arrays.
    private var entries: [Entry] = []

    package init() {}

    /// `.unchanged` for a slot it does not name; setting `.unchanged` forgets the slot.
    package subscript(slot: ItemTexts.Slot) -> EditValue<String> {
        get { entries.first { $0.slot == slot }?.edit ?? .unchanged }
        set {
            let index = entries.firstIndex { $0.slot >= slot } ?? entries.endIndex
            if index < entries.endIndex, entries[index].slot == slot {
                if newValue == .unchanged { entries.remove(at: index) } else { entries[index].edit = newValue }
            } else if newValue != .unchanged {
                entries.insert(Entry(slot: slot, edit: newValue), at: index)
            }
        }
    }

    /// `texts` as the edit leaves them.
    package func apply(to texts: inout ItemTexts) {
        for entry in entries { entry.edit.apply(to: &texts[entry.slot]) }
    }
}

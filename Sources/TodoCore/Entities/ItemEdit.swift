/// What a command makes of an item, read from what the user typed (or from what an import
/// brings); the rules of applying it live here once, for `add`, `edit` and `import`.
package struct ItemEdit: Equatable, Sendable {
    /// The new name; nil: left as it is (a new item needs one).
    package var name: String?
    package var due: EditValue<DueDate>
    package var every: EditValue<RepeatRule>
    package var priority: EditValue<Priority>
    /// What it does to the plain text fields of `ItemField.all` (the note, ...); a slot not
    /// there is left as it is.
    package var texts: ItemTextEdits
    /// Tag words added to the name (the new one, when `name` gives one) and taken out of it.
    package var tags: NameTagEdit

    package init(name: String? = nil, due: EditValue<DueDate> = .unchanged, every: EditValue<RepeatRule> = .unchanged,
                 note: EditValue<String> = .unchanged, priority: EditValue<Priority> = .unchanged,
                 tags: NameTagEdit = NameTagEdit()) {
        self.name = name
        self.due = due
        self.every = every
        self.priority = priority
        texts = ItemTextEdits()
        texts[.note] = note
        self.tags = tags
    }

    package var note: EditValue<String> {
        get { texts[.note] }
        set { texts[.note] = newValue }
    }

    /// The same edit with its name as the name rule keeps it, or the rule's error: checked
    /// before any store is asked, so a bad name is said even for an id no item has.
    package func checkingName() throws -> ItemEdit {
        var checked = self
        checked.name = try name.map(ItemNameRule.validated)
        return checked
    }

    /// A new item (id 0 until the store gives it one) as `todo add` and an import make it:
    /// a rule needs a date. A past date is allowed: catching up on what was missed is ordinary.
    package func newItem() throws -> TodoItem {
        var item = TodoItem(id: 0, name: name ?? "", due: nil)
        try apply(to: &item)
        return item
    }

    /// Changes `item` as `todo edit` does: a new date restarts the series (no day of the
    /// month is kept), taking the date away takes the rule too, and a rule needs a date.
    package func apply(to item: inout TodoItem) throws {
        if let name { item.name = name }
        // Checked again: the tag words come from the command line, and taking words out may
        // leave no name at all (64, as an empty name is).
        if !tags.isEmpty { item.name = try ItemNameRule.validated(tags.applied(to: item.name)) }
        switch due {
        case .unchanged: break
        case .set(let date):
            item.due = date
            item.every = item.every?.restarted
        case .removed:
            item.due = nil
            item.every = nil
        }
        if case .set = every, item.due == nil { throw TodoError.repeatNeedsADueDate.about(.dueDate) }
        every.apply(to: &item.every)
        priority.apply(to: &item.priority)
        texts.apply(to: &item.texts)
        if due != .unchanged || texts[.start] != .unchanged { try item.checkStartIsNotAfterDue() }
    }
}

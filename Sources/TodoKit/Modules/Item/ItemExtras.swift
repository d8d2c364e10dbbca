import TodoCore
/// What few items have: a done stamp (and, in the List module, its local day), a priority, and
/// the plain text fields (`ItemTexts`: the uid, the note, ...). Kept apart from the snapshot and
/// the list's lines so that the open items, nearly all of a big list, carry one nil pointer
/// instead of all of them (1.6 MB less at 100,000 items). A field most items leave empty
/// belongs here; a plain field of `ItemField.all` is here without being named.
final class ItemExtras: Equatable, Sendable {
    /// The values, compared as one (synthesized `Equatable`): a new field is never left out.
    struct Values: Equatable, Sendable {
        /// The `done` stamp as stored (UTC, ISO 8601); nil while open.
        var stamp: String?
        /// The local day it was done on; nil when open, or when the stamp is not a time.
        var day: LocalDate?
        /// For `--json` and the list's marker; nil: none.
        var priority: Priority?
        /// Its uid, note and the other plain fields, for `--json` and `show`; nil when none is
        /// set. Boxed, so that the extras of the open items of a list as text (a priority,
        /// mostly) stay small: with the six texts in place, each was over glibc's limit for its
        /// quick frees, and freeing them cost `todo list` 9M instructions at 100,000 items
        /// (issue 30).
        var texts: Texts?
    }

    /// The plain text fields, never empty, in a box of their own.
    final class Texts: Equatable, Sendable {
        let texts: ItemTexts

        init(_ texts: ItemTexts) {
            self.texts = texts
        }

        static func == (lhs: Texts, rhs: Texts) -> Bool {
            lhs.texts == rhs.texts
        }
    }

    let values: Values

    private init(_ values: Values) {
        self.values = values
    }

    var stamp: String? { values.stamp }
    var day: LocalDate? { values.day }
    var priority: Priority? { values.priority }
    var texts: ItemTexts { values.texts?.texts ?? ItemTexts() }
    /// Its uid, for `--json`; nil for an item of an older file not written since.
    var uid: String? { values.texts?.texts.uid }
    /// The item's note; nil: none.
    var note: String? { values.texts?.texts.note }

    /// Nil when there is nothing to keep, so that an open item without a UID costs nothing.
    static func make(stamp: String?, day: LocalDate?, priority: Priority? = nil, texts: ItemTexts) -> ItemExtras? {
        stamp == nil && priority == nil && texts.isEmpty ? nil
            : ItemExtras(Values(stamp: stamp, day: stamp == nil ? nil : day, priority: priority,
                                texts: texts.isEmpty ? nil : Texts(texts)))
    }

    /// The same, given the uid and the note alone.
    static func make(stamp: String?, day: LocalDate?, uid: String?, note: String? = nil,
                     priority: Priority? = nil) -> ItemExtras? {
        var texts = ItemTexts()
        texts.uid = uid
        texts.note = note
        return make(stamp: stamp, day: day, priority: priority, texts: texts)
    }

    /// The extras of `item`, for a caller that throws it away after: its texts are moved out,
    /// not copied, and only when there are extras at all. Passed whole to a call, the item
    /// was copied and destroyed, every string retained and released; its texts moved out
    /// unasked were destroyed for each item (issue 30: 10M, then 8M instructions of `todo
    /// list` at 100,000 items).
    static func taking(from item: inout TodoItem) -> ItemExtras? {
        let hasTexts = !item.texts.isEmpty
        guard item.done != nil || item.priority != nil || hasTexts else { return nil }
        var texts: Texts?
        if hasTexts {
            var taken = ItemTexts()
            swap(&taken, &item.texts)
            texts = Texts(taken)
        }
        return ItemExtras(Values(stamp: item.done, day: nil, priority: item.priority, texts: texts))
    }

    /// The extras of `item` (done on `day`, when the caller knows it).
    static func make(_ item: TodoItem, day: LocalDate? = nil) -> ItemExtras? {
        make(stamp: item.done, day: day, priority: item.priority, texts: item.texts)
    }

    /// The same for a line of the list, which shows the day done as its label instead.
    var forDisplay: ItemExtras {
        guard values.day != nil else { return self }
        var values = values
        values.day = nil
        return ItemExtras(values)
    }

    static func == (lhs: ItemExtras, rhs: ItemExtras) -> Bool {
        lhs.values == rhs.values
    }
}

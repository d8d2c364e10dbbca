import TodoCore
/// What few items have: a done stamp (and, in the List module, its local day), a calendar
/// `UID`. Kept apart from the snapshot and the list's lines so that the open items, nearly
/// all of a big list, carry one nil pointer instead of all of them (1.6 MB less at 100,000
/// items). A field most items leave empty belongs here.
final class ItemExtras: Equatable, Sendable {
    /// The `done` stamp as stored (UTC, ISO 8601); nil while open.
    let stamp: String?
    /// The local day it was done on; nil when open, or when the stamp is not a time.
    let day: LocalDate?
    /// Its uid, for `--json`; nil for an item of an older file not written since.
    let uid: String?
    /// The item's note, for `--json`; nil: none.
    let note: String?
    /// For `--json` and the list's marker; nil: none.
    let priority: Priority?

    private init(stamp: String?, day: LocalDate?, uid: String?, note: String?, priority: Priority?) {
        self.stamp = stamp
        self.day = day
        self.uid = uid
        self.note = note
        self.priority = priority
    }

    /// Nil when there is nothing to keep, so that an open item without a UID costs nothing.
    static func make(stamp: String?, day: LocalDate?, uid: String?, note: String? = nil,
                     priority: Priority? = nil) -> ItemExtras? {
        stamp == nil && uid == nil && note == nil && priority == nil ? nil
            : ItemExtras(stamp: stamp, day: stamp == nil ? nil : day, uid: uid, note: note, priority: priority)
    }

    /// The extras of `item` (done on `day`, when the caller knows it).
    static func make(_ item: TodoItem, day: LocalDate? = nil) -> ItemExtras? {
        make(stamp: item.done, day: day, uid: item.uid, note: item.note, priority: item.priority)
    }

    /// The same for a line of the list, which shows the day done as its label instead.
    var forDisplay: ItemExtras {
        day == nil ? self : ItemExtras(stamp: stamp, day: nil, uid: uid, note: note, priority: priority)
    }

    static func == (lhs: ItemExtras, rhs: ItemExtras) -> Bool {
        lhs.stamp == rhs.stamp && lhs.day == rhs.day && lhs.uid == rhs.uid && lhs.note == rhs.note
            && lhs.priority == rhs.priority
    }
}

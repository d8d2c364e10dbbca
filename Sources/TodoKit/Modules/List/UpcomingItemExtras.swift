import TodoCore
/// What few items of a list have: a done stamp and its local day, a calendar `UID`. Kept apart
/// from `UpcomingItem` and `UpcomingDisplayItem` so that the open items, nearly all of a big
/// list, carry one nil pointer instead of all three (1.6 MB less at 100,000 items).
final class UpcomingItemExtras: Equatable, Sendable {
    /// The `done` stamp as stored (UTC, ISO 8601); nil while open.
    let stamp: String?
    /// The local day it was done on; nil when open, or when the stamp is not a time.
    let day: LocalDate?
    /// The iCalendar `UID` it keeps, for `--json`; nil when it has none.
    let uid: String?

    private init(stamp: String?, day: LocalDate?, uid: String?) {
        self.stamp = stamp
        self.day = day
        self.uid = uid
    }

    /// Nil when there is nothing to keep, so that an open item without a UID costs nothing.
    static func make(stamp: String?, day: LocalDate?, uid: String?) -> UpcomingItemExtras? {
        stamp == nil && uid == nil ? nil : UpcomingItemExtras(stamp: stamp, day: stamp == nil ? nil : day, uid: uid)
    }

    /// The same for a line of the list, which shows the day done as its label instead.
    var forDisplay: UpcomingItemExtras {
        day == nil ? self : UpcomingItemExtras(stamp: stamp, day: nil, uid: uid)
    }

    static func == (lhs: UpcomingItemExtras, rhs: UpcomingItemExtras) -> Bool {
        lhs.stamp == rhs.stamp && lhs.day == rhs.day && lhs.uid == rhs.uid
    }
}

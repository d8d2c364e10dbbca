/// An item's plain text fields (its uid, its note, ...), as the data file spells them: the
/// entity's storage for every row of `ItemField.all` whose value is `.text`. One value with
/// synthesized `Equatable`, so that a new plain field is a stored property and a slot here
/// and one row of the table, and nothing that compares, copies or carries items learns of it.
///
/// Public, with `isEmpty` inlinable: the list asks it of every item it shows, from TodoKit, and
/// Swift 6.3 inlines only public declarations' bodies into another module (as `SWAR`'s).
public struct ItemTexts: Equatable, Sendable {
    /// Which text: what a row of the table names. A case, not a key path: a key path is built
    /// at run time, through the runtime's lookup of its types (issue 24).
    /// Comparable in table order: `ItemTextEdits` keeps its slots so.
    package enum Slot: Comparable, CaseIterable, Sendable {
        case uid, note, url, start, follows, status
    }

    /// Its identity across devices, exports and imports: a UUID `todo` made when the item was
    /// created, or the identity an import brought. Nil only for an item of an older file.
    @usableFromInline package var uid: String?
    /// A note kept with the item, trimmed, maybe of several lines; nil: none.
    @usableFromInline package var note: String?
    /// A link kept with the item (a ticket, a page); nil: none.
    @usableFromInline package var url: String?
    /// The day it waits for, `YYYY-MM-DD`; nil: none.
    @usableFromInline package var start: String?
    /// The uid of the done item of a series that this one goes on from: set by `done` on the
    /// next item, read by `reopen` to take it back.
    @usableFromInline package var follows: String?
    /// `cancelled` for a done item that was dropped, not done (iCalendar `STATUS:CANCELLED`,
    /// which some phone apps write); nil otherwise.
    @usableFromInline package var status: String?

    package init() {}

    package subscript(slot: Slot) -> String? {
        get {
            switch slot {
            case .uid: uid
            case .note: note
            case .url: url
            case .start: start
            case .follows: follows
            case .status: status
            }
        }
        set {
            switch slot {
            case .uid: uid = newValue
            case .note: note = newValue
            case .url: url = newValue
            case .start: start = newValue
            case .follows: follows = newValue
            case .status: status = newValue
            }
        }
    }

    /// Whether no field is set: most items of a list as text, which then carry nothing.
    /// Field by field, as the subscript lists them (a test holds it to every slot): compared
    /// with a blank value, one was built and destroyed for each item, about 200 instructions
    /// (issue 30: 12M of `todo list` at 100,000 items).
    @inlinable public var isEmpty: Bool {
        uid == nil && note == nil && url == nil && start == nil && follows == nil && status == nil
    }
}

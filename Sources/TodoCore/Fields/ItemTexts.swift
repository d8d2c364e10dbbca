/// An item's plain text fields (its uid, its note, ...), as the data file spells them: the
/// entity's storage for every row of `ItemField.all` whose value is `.text`. One value with
/// synthesized `Equatable`, so that a new plain field is a slot and a stored property of `Rare`
/// here and one row of the table, and nothing that compares, copies or carries items learns
/// of it.
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
    /// Kept in the item itself, since every item has one.
    @usableFromInline package var uid: String?
    /// The other texts, out of line and nil while none is set, as for most items: 8 bytes of
    /// each item rather than 80 (issue 30: 5 MB of the items `todo list` keeps at 100,000).
    @usableFromInline private(set) var rare: OutOfLine?

    /// A note kept with the item, trimmed, maybe of several lines; nil: none.
    @usableFromInline package var note: String? {
        get { rare?.texts.note }
        set { self[.note] = newValue }
    }
    /// A link kept with the item (a ticket, a page); nil: none.
    @usableFromInline package var url: String? {
        get { rare?.texts.url }
        set { self[.url] = newValue }
    }
    /// The day it waits for, `YYYY-MM-DD`; nil: none.
    @usableFromInline package var start: String? {
        get { rare?.texts.start }
        set { self[.start] = newValue }
    }
    /// The uid of the done item of a series that this one goes on from: set by `done` on the
    /// next item, read by `reopen` to take it back.
    @usableFromInline package var follows: String? {
        get { rare?.texts.follows }
        set { self[.follows] = newValue }
    }
    /// `cancelled` for a done item that was dropped, not done (iCalendar `STATUS:CANCELLED`,
    /// which some phone apps write); nil otherwise.
    @usableFromInline package var status: String? {
        get { rare?.texts.status }
        set { self[.status] = newValue }
    }

    package init() {}

    package subscript(slot: Slot) -> String? {
        get {
            slot == .uid ? uid : rare?.texts[slot]
        }
        set {
            if slot == .uid {
                uid = newValue
                return
            }
            if newValue == nil && rare == nil { return }
            var texts = rare?.texts ?? Rare()
            texts[slot] = newValue
            rare = texts.isEmpty ? nil : .texts(texts)
        }
    }

    /// The texts other than the uid, each as `ItemTexts` names it.
    @usableFromInline struct Rare: Equatable, Sendable {
        var note: String?
        var url: String?
        var start: String?
        var follows: String?
        var status: String?

        subscript(slot: Slot) -> String? {
            get {
                switch slot {
                case .uid: nil
                case .note: note
                case .url: url
                case .start: start
                case .follows: follows
                case .status: status
                }
            }
            set {
                switch slot {
                case .uid: break
                case .note: note = newValue
                case .url: url = newValue
                case .start: start = newValue
                case .follows: follows = newValue
                case .status: status = newValue
                }
            }
        }

        var isEmpty: Bool { self == Rare() }
    }

    /// `Rare` in a box of its own: an indirect case is one reference, and keeps the
    /// synthesized `Equatable` that compares what is in the box. Set, never changed in place:
    /// a setter puts a new box in.
    @usableFromInline indirect enum OutOfLine: Equatable, Sendable {
        case texts(Rare)

        var texts: Rare {
            switch self {
            case .texts(let texts): texts
            }
        }
    }

    /// Whether no field is set: most items of a list as text, which then carry nothing.
    /// Not compared with a blank value: one was built and destroyed for each item, about 200
    /// instructions (issue 30: 12M of `todo list` at 100,000 items).
    @inlinable public var isEmpty: Bool {
        uid == nil && rare == nil
    }
}

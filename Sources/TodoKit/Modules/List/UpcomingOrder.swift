import TodoCore
/// Where an item goes in the list, packed into plain integers so that sorting tens of
/// thousands of items moves no strings (and so costs no reference counting).
///
/// The order is the contract's: by section, then due date, then untimed before timed, then
/// by time, then by priority (high, medium, low, none), then by id. `rank` holds the first
/// five (section in the top bits, then the day number, then the minute of the day plus one, 0
/// for no time, then the priority's rank, 3 for none); `id` breaks ties.
struct UpcomingOrder: Comparable {
    let rank: UInt64
    let id: Int
    /// Where the item is in the list it came from.
    let index: Int

    /// Days are counted from 0001-01-01, so all supported dates (to 9999-12-31) fit in 22 bits.
    private static let firstDay = -719_162

    /// `due` is nil only in Someday, where the id alone orders the items.
    init(section: UpcomingSection, due: DueDate?, priority: Priority? = nil, id: Int, index: Int) {
        self.init(section: section, day: due?.date.daysSinceEpoch, time: due?.time, priority: priority, id: id, index: index)
    }

    /// `day` is the due date's `daysSinceEpoch`, which the caller has worked out already.
    init(section: UpcomingSection, day: Int?, time: LocalTime?, priority: Priority? = nil, id: Int, index: Int) {
        let day = day.map { UInt64(truncatingIfNeeded: $0 - UpcomingOrder.firstDay) & 0x3F_FFFF } ?? 0
        let minute = time.map { UInt64(truncatingIfNeeded: $0.hour * 60 + $0.minute + 1) & 0x7FF } ?? 0
        let priority = UInt64(truncatingIfNeeded: priority?.rank ?? 3)
        rank = UInt64(section.rawValue) << UpcomingOrder.sectionShift | day << 13 | minute << 2 | priority
        self.id = id
        self.index = index
    }

    /// Where the section starts in `rank`: above 22 bits of day, 11 of minute, 2 of priority.
    private static let sectionShift = 35

    var section: UpcomingSection {
        UpcomingSection(rawValue: Int(rank >> UpcomingOrder.sectionShift)) ?? .someday
    }

    private init(rank: UInt64, id: Int, index: Int) {
        self.rank = rank
        self.id = id
        self.index = index
    }

    /// The low bits of a `key`, which hold the index: a list holds far fewer than 2^26 items
    /// (the data file is read up to 256 MB, and an item takes more than 20 bytes of it, so
    /// at most some 13 million items; a folder store of as many files is out of reach).
    private static let indexBits = 26

    /// The rank (38 bits) and the index packed into one integer. Keys are what the list sorts:
    /// no array of places is made, which at 100,000 items kept `todo list --all` megabytes
    /// lower at its peak, and sorting integers is several times cheaper than comparing pairs.
    var key: UInt64 {
        rank << UpcomingOrder.indexBits | UInt64(truncatingIfNeeded: index) & (1 << UpcomingOrder.indexBits - 1)
    }

    static func index(ofKey key: UInt64) -> Int {
        Int(truncatingIfNeeded: key & (1 << indexBits - 1))
    }

    static func section(ofKey key: UInt64) -> UpcomingSection {
        UpcomingSection(rawValue: Int(key >> (sectionShift + indexBits))) ?? .someday
    }

    /// Puts `keys` in the order `sorted()` puts their places. When ids go up with the index
    /// (they do in any file `todo` wrote), the index breaks ties as the id would, and the keys
    /// are sorted as they are; otherwise they are sorted as places, with `id(index)`.
    static func sort(_ keys: inout [UInt64], idsGoUp: Bool, id: (_ index: Int) -> Int) {
        if idsGoUp {
            KeySort.ascending(&keys)
            return
        }
        var places = keys.map { key in
            UpcomingOrder(rank: key >> indexBits, id: id(index(ofKey: key)), index: index(ofKey: key))
        }
        places.sort()
        keys = places.map(\.key)
    }

    static func < (lhs: UpcomingOrder, rhs: UpcomingOrder) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.id < rhs.id
    }
}

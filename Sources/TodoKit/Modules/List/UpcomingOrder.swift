import TodoCore
/// Where an item goes in the list, packed into plain integers so that sorting tens of
/// thousands of items moves no strings (and so costs no reference counting).
///
/// The order is the contract's: by section, then due date, then untimed before timed, then
/// by time, then by id. `rank` holds the first four (section in the top bits, then the day
/// number, then the minute of the day plus one, 0 for no time); `id` breaks ties.
struct UpcomingOrder: Comparable {
    let rank: UInt64
    let id: Int
    /// Where the item is in the list it came from.
    let index: Int

    /// Days are counted from 0001-01-01, so all supported dates (to 9999-12-31) fit in 22 bits.
    private static let firstDay = -719_162

    /// `due` is nil only in Someday, where the id alone orders the items.
    init(section: UpcomingSection, due: DueDate?, id: Int, index: Int) {
        self.init(section: section, day: due?.date.daysSinceEpoch, time: due?.time, id: id, index: index)
    }

    /// `day` is the due date's `daysSinceEpoch`, which the caller has worked out already.
    init(section: UpcomingSection, day: Int?, time: LocalTime?, id: Int, index: Int) {
        let day = day.map { UInt64(truncatingIfNeeded: $0 - UpcomingOrder.firstDay) & 0x3F_FFFF } ?? 0
        let minute = time.map { UInt64(truncatingIfNeeded: $0.hour * 60 + $0.minute + 1) & 0x7FF } ?? 0
        rank = UInt64(section.rawValue) << 33 | day << 11 | minute
        self.id = id
        self.index = index
    }

    var section: UpcomingSection {
        UpcomingSection(rawValue: Int(rank >> 33)) ?? .someday
    }

    /// The positions in `places` in the order `sorted()` puts them: positions, not places, so
    /// that no second array of places is made (at 100,000 items the room for it pushed the peak
    /// memory of `todo list` up by megabytes).
    ///
    /// When ids go up along `places` (they do for any file `todo` wrote), a place's position
    /// breaks ties as its id would, and the rank (36 bits) and position (28 bits) pack into one
    /// integer: sorting those is several times cheaper than comparing pairs of fields.
    static func sortedPositions(_ places: [UpcomingOrder]) -> [Int] {
        let positionBits = 28
        let positionMask = UInt64(1) << positionBits - 1
        guard places.count <= 1 << positionBits, zip(places, places.dropFirst()).allSatisfy({ $0.id < $1.id }) else {
            return places.indices.sorted { places[$0] < places[$1] }
        }
        var keys = places.indices.map { places[$0].rank << positionBits | UInt64(truncatingIfNeeded: $0) }
        keys.sort()
        return keys.map { Int(truncatingIfNeeded: $0 & positionMask) }
    }

    static func < (lhs: UpcomingOrder, rhs: UpcomingOrder) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.id < rhs.id
    }
}

/// The List screen's pages: which one is shown, and how the list is cut into pages that fit so
/// many rows. The List presenter keeps it; items are counted through all the sections, in
/// the order shown.
struct ListPaging: Equatable, Sendable {
    /// The first item of each page before the one shown, the nearest last: pages differ in
    /// length (a section's heading takes a row), so going back returns to where each began.
    private(set) var earlierStarts: [Int] = []
    /// The first item of the page shown.
    private(set) var start = 0
    /// The item after the page last drawn.
    private(set) var end = 0
    /// How many items the list had when last drawn.
    private(set) var total = 0

    init() {}

    /// The first page: after a change, `l` and `/`.
    mutating func toTop() {
        earlierStarts = []
        start = 0
    }

    /// The page after the one shown; false (and nothing moves) on the last page.
    mutating func next() -> Bool {
        guard end < total else { return false }
        earlierStarts.append(start)
        start = end
        return true
    }

    /// The page before the one shown; the first page stays.
    mutating func previous() {
        start = earlierStarts.popLast() ?? 0
    }

    /// Whether pages come before the one shown.
    var hasEarlier: Bool { start > 0 }

    /// Notes what was drawn: the page `start..<end` of `total` items. A list that has shrunk
    /// below the page shown (items done elsewhere) starts again at the top.
    mutating func drew(end: Int, total: Int) {
        self.end = end
        self.total = total
    }

    /// Checks the page shown against a list of `total` items: past its end, the first page.
    mutating func keepWithin(_ total: Int) {
        if start >= total { toTop() }
    }

    /// The rows `sections` take as the list draws them: each heading and item a row, and a
    /// blank row between sections.
    static func rowCount(_ sections: [UpcomingDisplaySection]) -> Int {
        sections.reduce(0) { $0 + 1 + $1.items.count } + max(sections.count - 1, 0)
    }

    /// The items from `start` that fit in `rows`, in their sections (a section that goes on
    /// from the page before is headed again), and the item after the last one taken. At least
    /// one item is taken, however few the rows, so every page moves on.
    static func slice(_ sections: [UpcomingDisplaySection], from start: Int,
                      rows: Int) -> (sections: [UpcomingDisplaySection], end: Int) {
        var page: [UpcomingDisplaySection] = []
        var used = 0
        var index = 0
        for section in sections {
            let count = section.items.count
            defer { index += count }
            guard index + count > start else { continue }
            let first = max(start - index, 0)
            let headingRows = page.isEmpty ? 1 : 2
            let room = rows - used - headingRows
            let take = min(count - first, page.isEmpty ? max(room, 1) : room)
            guard take > 0 else { return (page, index + first) }
            page.append(UpcomingDisplaySection(title: section.title, items: Array(section.items[first..<(first + take)]),
                                               isOverdue: section.isOverdue))
            used += headingRows + take
            if first + take < count { return (page, index + first + take) }
        }
        return (page, index)
    }
}

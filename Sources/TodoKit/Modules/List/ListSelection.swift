/// The List screen's selection, as plain values: which item is selected and which rows are in
/// view. Rows are the list's lines as `todo list` draws them: each section a heading, then its
/// items, with a blank row between sections. Items are counted through all the sections.
///
/// Every move is arithmetic on the sections' bounds: no item is looked at, so a move costs the
/// same on a list of ten items or of a hundred thousand.
struct ListSelection: Equatable, Sendable {
    /// The index of the first item of each section, in order.
    private(set) var sectionStarts: [Int] = []
    /// Whether each section is Overdue: `t` goes past it.
    private(set) var sectionIsOverdue: [Bool] = []
    private(set) var itemCount = 0
    /// The selected item; nil when there are none.
    private(set) var selected: Int?
    /// The first row in view.
    private(set) var top = 0
    /// How many rows are in view (at least one).
    private(set) var height = 1

    init() {}

    /// A selection over `sections`, on their first item, `height` rows in view.
    init(sections: [UpcomingDisplaySection], height: Int) {
        self.height = max(height, 1)
        setSections(sections)
        selected = itemCount > 0 ? 0 : nil
        keepInView()
    }

    var rowCount: Int { sectionStarts.isEmpty ? 0 : itemCount + 2 * sectionStarts.count - 1 }

    /// The row the selected item is on.
    var selectedRow: Int? { selected.map(row(ofItem:)) }

    /// The section item `index` is in.
    func section(ofItem index: Int) -> Int {
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func row(ofItem index: Int) -> Int {
        index + 1 + 2 * section(ofItem: index)
    }

    /// The item on `row`, or the first after it (a heading or a blank row); the last item past the end.
    func item(atOrAfterRow row: Int) -> Int? {
        guard itemCount > 0 else { return nil }
        var section = 0
        while section + 1 < sectionStarts.count, sectionStarts[section + 1] + 2 * (section + 1) <= row { section += 1 }
        let heading = sectionStarts[section] + 2 * section
        let index = sectionStarts[section] + max(row - heading - 1, 0)
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : itemCount
        return index < end ? index : min(end, itemCount - 1)
    }

    mutating func move(_ move: ListMove) {
        guard let current = selected else { return }
        let last = itemCount - 1
        let section = section(ofItem: current)
        switch move {
        case .down: selected = min(current + 1, last)
        case .up: selected = max(current - 1, 0)
        case .pageDown, .halfPageDown, .pageUp, .halfPageUp:
            let step = move == .pageDown || move == .pageUp ? height : max(height / 2, 1)
            let forward = move == .pageDown || move == .halfPageDown
            let target = row(ofItem: current) + (forward ? step : -step)
            top = max(min(top + (forward ? step : -step), rowCount - height), 0)
            selected = target < 0 ? 0 : item(atOrAfterRow: target)
        case .first: selected = 0
        case .last: selected = last
        case .nextSection:
            if section + 1 < sectionStarts.count { selected = sectionStarts[section + 1] }
        case .sectionStart:
            selected = current == sectionStarts[section] && section > 0 ? sectionStarts[section - 1] : sectionStarts[section]
        case .today:
            if let today = sectionIsOverdue.firstIndex(of: false) { selected = sectionStarts[today] }
        }
        keepInView()
    }

    /// Selects item `index` (if there is one), in view.
    mutating func select(_ index: Int) {
        guard index >= 0, index < itemCount else { return }
        selected = index
        keepInView()
    }

    /// A new height (a resize, a status line of one row or two): the selection kept in view.
    mutating func setHeight(_ height: Int) {
        self.height = max(height, 1)
        keepInView()
    }

    /// The list read again: `index` (the presenter's choice: the same item, else a neighbour)
    /// selected, the view moved only as far as it needs.
    mutating func replaceSections(_ sections: [UpcomingDisplaySection], selecting index: Int?) {
        setSections(sections)
        selected = itemCount == 0 ? nil : min(max(index ?? 0, 0), itemCount - 1)
        keepInView()
    }

    private mutating func setSections(_ sections: [UpcomingDisplaySection]) {
        sectionStarts = []
        sectionIsOverdue = []
        itemCount = 0
        for section in sections where !section.items.isEmpty {
            sectionStarts.append(itemCount)
            sectionIsOverdue.append(section.isOverdue)
            itemCount += section.items.count
        }
    }

    /// The view scrolled as little as it takes to show the selected row, and the section's
    /// heading with its first item.
    private mutating func keepInView() {
        top = max(min(top, rowCount - height), 0)
        guard let selected else { return }
        let row = row(ofItem: selected)
        let firstOfSection = sectionStarts.contains(selected)
        let wanted = firstOfSection && height > 1 ? row - 1 : row
        if wanted < top { top = wanted }
        if row >= top + height { top = row - height + 1 }
    }
}

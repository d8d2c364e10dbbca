import TodoCore
/// Turns upcoming items into display data, and decides when to navigate.
///
/// It is the Add module's delegate, as in the reference sample: a saved item refreshes the list;
/// the Change module's, for `d`, `e` and `r` on the List screen; and the Undo module's, for `u`. Every way back from those
/// screens, saved or not, draws the list again.
final class ListPresenter: ListModuleInterface, ListInteractorOutput, AddModuleDelegate, ChangeModuleDelegate,
    UndoModuleDelegate {
    /// Set by the wireframe once it has made the view.
    weak var view: (any ListViewInterface)?
    private let interactor: any ListInteractorInput
    private weak var wireframe: (any ListWireframeInterface)?
    /// What is shown: `--all`, the filter, `--done`; the List screen's `l` and `/` change it.
    private(set) var query: ListQuery
    /// On the List screen: the list paged to the view's rows, the filter shown above it, and
    /// the hint about hidden items naming the `l` key rather than a command.
    private let onScreen: Bool
    /// The page shown, on the List screen.
    private(set) var paging = ListPaging()

    init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, query: ListQuery,
         onScreen: Bool = false) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.query = query
        self.onScreen = onScreen
    }

    convenience init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, includingLater: Bool) {
        self.init(interactor: interactor, wireframe: wireframe, query: ListQuery(includingLater: includingLater))
    }

    func updateView() throws {
        try interactor.findItems(query)
    }

    func toggleLater() throws {
        query.includingLater.toggle()
        try updateViewFromTheTop()
    }

    func filter(words: [String]) throws {
        query.filter = ItemFilter(words: words)
        try updateViewFromTheTop()
    }

    func showNextPage() throws {
        _ = paging.next()
        try updateView()
    }

    func showPreviousPage() throws {
        paging.previous()
        try updateView()
    }

    func addNewEntry() throws {
        try wireframe?.presentAddInterface(delegate: self)
    }

    func completeItems(ids: [String]) throws {
        guard let ids = try idsOrAnswer(ids, .complete) else { return try updateView() }
        try wireframe?.presentChangeInterface(.complete(ids: ids), delegate: self)
    }

    func editItem(id: String) throws {
        guard let ids = try idsOrAnswer(id.isEmpty ? [] : [id], .edit) else { return try updateView() }
        try wireframe?.presentChangeInterface(.edit(id: ids.joined(separator: " ")), delegate: self)
    }

    func removeItems(ids: [String]) throws {
        guard let ids = try idsOrAnswer(ids, .remove) else { return try updateView() }
        try wireframe?.presentChangeInterface(.remove(ids: ids), delegate: self)
    }

    /// The ids typed with the key, or else the answer to "which?" (`d` alone); nil when the
    /// answer is empty or the input ends, which changes nothing.
    private func idsOrAnswer(_ ids: [String], _ kind: ChangeScreenAction.Kind) throws -> [String]? {
        guard ids.isEmpty else { return ids }
        guard let view else { throw TodoError.unwired("the List view") }
        do {
            let answer = try view.ask(.which(kind)).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            return answer.isEmpty ? nil : answer
        } catch is EndOfInput {
            return nil
        }
    }

    func undoLatestChange() throws {
        try wireframe?.presentUndoInterface(delegate: self)
    }

    func foundUpcomingItems(_ upcoming: UpcomingItems) throws {
        guard let view else { throw TodoError.unwired("the List view") }
        var data = ListPresenter.displayData(for: upcoming)
        if onScreen {
            data = ListPresenter.screenData(data, upcoming: upcoming)
            data = page(of: data, view: view)
        }
        if data.sections.isEmpty {
            view.showNoContentMessage(data)
        } else {
            view.showUpcomingDisplayData(data)
        }
    }

    /// The page shown of `data`, fitted to the view's rows with the filter line above it and
    /// the page line under it; all of it when it fits (or the view has no height). The hint
    /// about hidden items is shown under the last page.
    private func page(of data: UpcomingDisplayData, view: any ListViewInterface) -> UpcomingDisplayData {
        let total = data.sections.reduce(0) { $0 + $1.items.count }
        paging.keepWithin(total)
        guard let rows = view.rowsForList() else {
            paging.drew(end: total, total: total)
            return data
        }
        let filterRows = data.filterLine.map(view.rows(of:)) ?? 0
        let hintRows = data.leftOutHint.map { view.rows(of: $0) + 1 } ?? 0
        if !paging.hasEarlier, filterRows + ListPaging.rowCount(data.sections) + hintRows <= rows {
            paging.drew(end: total, total: total)
            return data
        }
        // The longest the page line gets: its rows are kept whatever it says.
        let budget = rows - filterRows - view.rows(of: ListPresenter.pageLine(more: total, hasEarlier: true))
        var (sections, end) = ListPaging.slice(data.sections, from: paging.start, rows: budget)
        var hint = data.leftOutHint
        if end == total, ListPaging.rowCount(sections) + hintRows > budget {
            // The hint goes under the last page: this one ends sooner, if it can.
            let shorter = ListPaging.slice(data.sections, from: paging.start, rows: budget - hintRows)
            if shorter.end < total {
                (sections, end) = shorter
                hint = nil
            }
        } else if end < total {
            hint = nil
        }
        paging.drew(end: end, total: total)
        var page = UpcomingDisplayData(today: data.today, weekStart: data.weekStart, through: data.through,
                                       sections: sections, noContentMessage: data.noContentMessage,
                                       leftOut: data.leftOut, leftOutHint: hint)
        page.filterLine = data.filterLine
        page.pageLine = ListPresenter.pageLine(more: total - end, hasEarlier: paging.hasEarlier)
        page.largestID = data.sections.reduce(0) { largest, section in section.items.reduce(largest) { max($0, $1.id) } }
        return page
    }

    /// `12 more: Space shows the next page, b the one before`; on the last page, `End of the
    /// list: b shows the page before`.
    static func pageLine(more: Int, hasEarlier: Bool) -> String {
        guard more > 0 else { return "End of the list: b shows the page before" }
        return "\(more) more: Space shows the next page" + (hasEarlier ? ", b the one before" : "")
    }

    /// The List screen's own lines: the filter in force above the list (`Filter: +home`), and
    /// the hint about hidden items naming the key that shows them.
    static func screenData(_ data: UpcomingDisplayData, upcoming: UpcomingItems) -> UpcomingDisplayData {
        var screen = UpcomingDisplayData(today: data.today, weekStart: data.weekStart, through: data.through,
                                         sections: data.sections, noContentMessage: data.noContentMessage,
                                         leftOut: data.leftOut, leftOutHint: screenHint(for: upcoming))
        if !upcoming.filter.isEmpty {
            screen.filterLine = "Filter: " + upcoming.filter.words.map(TerminalText.escaped).joined(separator: " ")
        }
        return screen
    }

    /// `3 more after next week and 1 without a date: l shows them`; nil when nothing was left out.
    static func screenHint(for upcoming: UpcomingItems) -> String? {
        guard let leftOut = upcoming.leftOut, !leftOut.isEmpty else { return nil }
        return leftOutCounts(leftOut) + ": l shows them"
    }

    /// The list drawn again from its first page: after a change, `l` and `/`.
    private func updateViewFromTheTop() throws {
        paging.toTop()
        try updateView()
    }

    /// Back from the Add screen: the list is drawn again under what it said (`Not added.`).
    func addModuleDidCancelAddAction() throws {
        try updateView()
    }

    func addModuleDidSaveAddAction() throws {
        try updateViewFromTheTop()
    }

    func changeModuleDidSaveChangeAction() throws {
        try updateViewFromTheTop()
    }

    func changeModuleDidCancelChangeAction() throws {
        try updateView()
    }

    func undoModuleDidUndo() throws {
        try updateViewFromTheTop()
    }

    /// The display data for what the interactor found.
    ///
    /// The items come sorted by due date, so items due alike are neighbours: their labels are
    /// made once and shared, which spares a big list most of its string building.
    static func displayData(for upcoming: UpcomingItems) -> UpcomingDisplayData {
        let formatter = DueDateFormatter(today: upcoming.today)
        var sections: [UpcomingDisplaySection] = []
        var start = upcoming.items.startIndex
        while start < upcoming.items.endIndex {
            let section = upcoming.items[start].section
            var end = start + 1
            while end < upcoming.items.endIndex, upcoming.items[end].section == section { end += 1 }
            var items: [UpcomingDisplayItem] = []
            items.reserveCapacity(end - start)
            var lastDue: DueDate?
            var label = ""
            // Done items come newest first: those done on one day are neighbours too.
            var lastDoneDay: LocalDate?
            var doneLabel = ""
            for index in start..<end {
                // Read in place, field by field: a copy of each item would retain its strings.
                let due = upcoming.items[index].due
                if let due, due != lastDue {
                    lastDue = due
                    label = dueLabel(due, in: section, formatter: formatter)
                }
                var shownLabel = due == nil ? "" : label
                let startLabel = self.startLabel(upcoming.items[index], in: section, today: upcoming.today,
                                                 formatter: formatter)
                if due == nil, let since = startLabel.since { shownLabel = since }
                if section == .done {
                    let day = upcoming.items[index].doneDay
                    if let day, day != lastDoneDay {
                        lastDoneDay = day
                        doneLabel = formatter.dateLabel(DueDate(date: day))
                    }
                    shownLabel = day == nil ? "" : doneLabel
                    if upcoming.items[index].extras?.texts.status == TodoItem.cancelled { shownLabel = "cancelled" }
                }
                items.append(UpcomingDisplayItem(id: upcoming.items[index].id, name: upcoming.items[index].name,
                                                 dueLabel: shownLabel, due: due, every: upcoming.items[index].every,
                                                 extras: upcoming.items[index].extras?.forDisplay,
                                                 startLabel: startLabel.from ?? ""))
            }
            sections.append(UpcomingDisplaySection(title: title(of: section), items: items, isOverdue: section == .overdue))
            start = end
        }
        return UpcomingDisplayData(today: upcoming.today.iso, weekStart: upcoming.weekStart.name.lowercased(),
                                   through: upcoming.through?.iso, sections: sections,
                                   noContentMessage: noContentMessage(for: upcoming, formatter: formatter),
                                   leftOut: upcoming.leftOut, leftOutHint: leftOutHint(for: upcoming))
    }

    /// `Nothing due through Sunday 29 November.`; with a filter, `Nothing matches +home through
    /// Sunday 29 November.`; for `--done`, `Nothing done yet.` or `Nothing done matches +home.`
    static func noContentMessage(for upcoming: UpcomingItems, formatter: DueDateFormatter) -> String {
        // Joined only when there are words: the first `joined` of a run costs 100,000
        // instructions of the runtime's generic lookups (issue 24).
        var words: String { upcoming.filter.words.map(TerminalText.escaped).joined(separator: " ") }
        if upcoming.showsDone {
            return upcoming.filter.isEmpty ? "Nothing done yet." : "Nothing done matches \(words)."
        }
        let through = upcoming.through.map { " through " + formatter.longDate($0) } ?? ""
        return (upcoming.filter.isEmpty ? "Nothing due" : "Nothing matches " + words) + through + "."
    }

    /// `3 more after next week and 1 without a date: todo list --all`, with the filter words
    /// (quoted for the shell where needed), so that the command shows exactly what was
    /// counted; nil when nothing was left out.
    static func leftOutHint(for upcoming: UpcomingItems) -> String? {
        guard let leftOut = upcoming.leftOut, !leftOut.isEmpty else { return nil }
        let words = upcoming.filter.words.map(ShellWord.quoted)
        // A word that begins with `-` would be read as an option: `--` goes before the words.
        let arguments = upcoming.filter.words.contains { $0.hasPrefix("-") } ? ["--all", "--"] + words : words + ["--all"]
        let command = (["todo", "list"] + arguments).joined(separator: " ")
        return leftOutCounts(leftOut) + ": " + TerminalText.escaped(command)
    }

    /// `3 more after next week, 1 without a date and 2 waiting`.
    private static func leftOutCounts(_ leftOut: LeftOutCount) -> String {
        var parts: [String] = []
        if leftOut.later > 0 { parts.append("\(leftOut.later) more after next week") }
        if leftOut.someday > 0 { parts.append("\(leftOut.someday) without a date") }
        if leftOut.waiting > 0 { parts.append("\(leftOut.waiting) waiting") }
        guard let last = parts.popLast() else { return "" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
    }

    static func title(of section: UpcomingSection) -> String {
        switch section {
        case .overdue: "Overdue"
        case .today: "Today"
        case .tomorrow: "Tomorrow"
        case .laterThisWeek: "Later This Week"
        case .nextWeek: "Next Week"
        case .later: "Later"
        case .someday: "Someday"
        case .done: "Done"
        }
    }

    /// What the start day adds to a line: `from Tue 1 Dec` after the label of a waiting item
    /// (listed with `--all` only), or `since Tue 1 Dec` as the label of an undated item in
    /// Today whose start has come (nothing on the start day itself). Most items have no start.
    private static func startLabel(_ item: UpcomingItem, in section: UpcomingSection, today: LocalDate,
                                   formatter: DueDateFormatter) -> (from: String?, since: String?) {
        guard section != .done, let start = item.extras?.texts.start, let day = LocalDate(iso: start) else {
            return (nil, nil)
        }
        if day > today { return ("from " + formatter.dateLabel(DueDate(date: day)), nil) }
        guard item.due == nil, section == .today, day < today else { return (nil, nil) }
        return (nil, "since " + formatter.dateLabel(DueDate(date: day)))
    }

    /// No label in Someday: its items have no date to show.
    private static func dueLabel(_ due: DueDate, in section: UpcomingSection, formatter: DueDateFormatter) -> String {
        switch section {
        case .today: formatter.timeLabel(due)
        case .tomorrow, .laterThisWeek, .nextWeek: formatter.weekdayLabel(due)
        case .overdue, .later, .done: formatter.dateLabel(due)
        case .someday: ""
        }
    }
}

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

    init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, query: ListQuery) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.query = query
    }

    convenience init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, includingLater: Bool) {
        self.init(interactor: interactor, wireframe: wireframe, query: ListQuery(includingLater: includingLater))
    }

    func updateView() throws {
        try interactor.findItems(query)
    }

    func toggleLater() throws {
        query.includingLater.toggle()
        try updateView()
    }

    func filter(words: [String]) throws {
        query.filter = ItemFilter(words: words)
        try updateView()
    }

    func addNewEntry() throws {
        try wireframe?.presentAddInterface(delegate: self)
    }

    func completeItems(ids: [String]) throws {
        try wireframe?.presentChangeInterface(.complete(ids: ids), delegate: self)
    }

    func editItem(id: String) throws {
        try wireframe?.presentChangeInterface(.edit(id: id), delegate: self)
    }

    func removeItems(ids: [String]) throws {
        try wireframe?.presentChangeInterface(.remove(ids: ids), delegate: self)
    }

    func undoLatestChange() throws {
        try wireframe?.presentUndoInterface(delegate: self)
    }

    func foundUpcomingItems(_ upcoming: UpcomingItems) throws {
        guard let view else { throw TodoError.unwired("the List view") }
        let data = ListPresenter.displayData(for: upcoming)
        if data.sections.isEmpty {
            view.showNoContentMessage(data)
        } else {
            view.showUpcomingDisplayData(data)
        }
    }

    /// Back from the Add screen: the list is drawn again under what it said (`Not added.`).
    func addModuleDidCancelAddAction() throws {
        try updateView()
    }

    func addModuleDidSaveAddAction() throws {
        try updateView()
    }

    func changeModuleDidSaveChangeAction() throws {
        try updateView()
    }

    func changeModuleDidCancelChangeAction() throws {
        try updateView()
    }

    func undoModuleDidUndo() throws {
        try updateView()
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
            for index in start..<end {
                // Read in place, field by field: a copy of each item would retain its strings.
                let due = upcoming.items[index].due
                if let due, due != lastDue {
                    lastDue = due
                    label = dueLabel(due, in: section, formatter: formatter)
                }
                var shownLabel = due == nil ? "" : label
                if section == .done {
                    shownLabel = upcoming.items[index].doneDay.map { formatter.dateLabel(DueDate(date: $0)) } ?? ""
                }
                items.append(UpcomingDisplayItem(id: upcoming.items[index].id, name: upcoming.items[index].name,
                                                 dueLabel: shownLabel, due: due, every: upcoming.items[index].every,
                                                 extras: upcoming.items[index].extras?.forDisplay))
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
        var parts: [String] = []
        if leftOut.later > 0 { parts.append("\(leftOut.later) more after next week") }
        if leftOut.someday > 0 { parts.append("\(leftOut.someday) without a date") }
        let words = upcoming.filter.words.map(ShellWord.quoted)
        // A word that begins with `-` would be read as an option: `--` goes before the words.
        let arguments = upcoming.filter.words.contains { $0.hasPrefix("-") } ? ["--all", "--"] + words : words + ["--all"]
        let command = (["todo", "list"] + arguments).joined(separator: " ")
        return parts.joined(separator: " and ") + ": " + TerminalText.escaped(command)
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

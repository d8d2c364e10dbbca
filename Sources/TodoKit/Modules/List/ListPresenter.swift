import TodoCore
/// Turns upcoming items into display data, and decides when to navigate.
///
/// It is the Add module's delegate, as in the reference sample: a saved item refreshes the list;
/// and the Change module's, for `d ID` on the List screen.
final class ListPresenter: ListModuleInterface, ListInteractorOutput, AddModuleDelegate, ChangeModuleDelegate {
    /// Set by the wireframe once it has made the view.
    weak var view: (any ListViewInterface)?
    private let interactor: any ListInteractorInput
    private weak var wireframe: (any ListWireframeInterface)?
    /// Whether items after next week are shown (`--all`).
    private let includingLater: Bool

    init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, includingLater: Bool) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.includingLater = includingLater
    }

    func updateView() throws {
        try interactor.findUpcomingItems(includingLater: includingLater)
    }

    func addNewEntry() throws {
        try wireframe?.presentAddInterface(delegate: self)
    }

    func completeItem(id: Int) throws {
        try wireframe?.presentCompleteItem(id: id, delegate: self)
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

    func addModuleDidCancelAddAction() {}

    func addModuleDidSaveAddAction() throws {
        try updateView()
    }

    func changeModuleDidSaveChangeAction() throws {
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
            var iso: String?
            for index in start..<end {
                let due = upcoming.items[index].due
                if let due, due != lastDue {
                    lastDue = due
                    label = dueLabel(due, in: section, formatter: formatter)
                    iso = due.iso
                }
                items.append(UpcomingDisplayItem(id: upcoming.items[index].id, name: upcoming.items[index].name,
                                                 dueLabel: due == nil ? "" : label, due: due == nil ? nil : iso,
                                                 every: upcoming.items[index].every?.text))
            }
            sections.append(UpcomingDisplaySection(title: title(of: section), items: items, isOverdue: section == .overdue))
            start = end
        }
        let noContent = upcoming.through.map { "Nothing due through \(formatter.longDate($0))." } ?? "Nothing due."
        return UpcomingDisplayData(today: upcoming.today.iso, weekStart: upcoming.weekStart.name.lowercased(),
                                   through: upcoming.through?.iso, sections: sections, noContentMessage: noContent)
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
        }
    }

    /// No label in Someday: its items have no date to show.
    private static func dueLabel(_ due: DueDate, in section: UpcomingSection, formatter: DueDateFormatter) -> String {
        switch section {
        case .today: formatter.timeLabel(due)
        case .tomorrow, .laterThisWeek, .nextWeek: formatter.weekdayLabel(due)
        case .overdue, .later: formatter.dateLabel(due)
        case .someday: ""
        }
    }
}

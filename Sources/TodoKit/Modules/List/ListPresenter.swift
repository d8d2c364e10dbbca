import TodoCore
/// Turns upcoming items into display data, and decides when to navigate.
///
/// It is the Add module's delegate, as in the reference sample: a saved item refreshes the list;
/// the Change module's, for `x`, `e` and `r` on the List screen; and the Undo module's, for `u`.
/// On the List screen it keeps the selection (`ListSelection`): a key that moves it changes
/// that state and has the view draw what is in view, without asking the interactor again.
final class ListPresenter: ListModuleInterface, ListInteractorOutput, AddModuleDelegate, ChangeModuleDelegate,
    UndoModuleDelegate {
    /// Set by the wireframe once it has made the view.
    weak var view: (any ListViewInterface)?
    private let interactor: any ListInteractorInput
    private weak var wireframe: (any ListWireframeInterface)?
    /// What is shown: `--all`, the filter, `--done`; the List screen's `l` and `/` change it.
    private(set) var query: ListQuery
    /// On the List screen: the selection kept, the hint about hidden items naming the `l` key
    /// rather than a command, and the status line made of what the other screens said.
    private let onScreen: Bool
    /// The data file's or folder's name, for the title line.
    private let storeName: String
    /// What the screens presented from the List screen said: the status line after a change.
    private let messages: ScreenMessages?
    private(set) var selection = ListSelection()
    private(set) var status = ListStatus.none
    /// The list shown on the screen, and its version (counted up at each read).
    private var shown: UpcomingDisplayData?
    private var version = 0
    /// Which item to select once the list is read again.
    private var reselect: Reselection = .neighbours
    /// The ids of the picked items (`m`), in the order picked.
    private(set) var picked: [Int] = []
    /// The digits typed so far (`digits`), when the last one was (in seconds of `now`), and
    /// the item selected before the first of them (where an id not shown leaves the selection).
    private var typedID: (digits: String, at: Double, selectedBefore: Int?)?
    /// Seconds on a clock that only goes forward: the digits typed within a second make one id.
    private let now: () -> Double

    private enum Reselection {
        /// The same item, else the one that followed it, else the one before it.
        case neighbours
        /// A new item (`a`): made visible (as `l` would) when it is hidden.
        case newItem(Int)
        /// The first item (`l`, `/`).
        case first
    }

    init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, query: ListQuery,
         onScreen: Bool = false, storeName: String = "", messages: ScreenMessages? = nil,
         now: @escaping () -> Double = ListPresenter.secondsSinceStart) {
        self.interactor = interactor
        self.now = now
        self.wireframe = wireframe
        self.query = query
        self.onScreen = onScreen
        self.storeName = storeName
        self.messages = messages
    }

    private static let start = ContinuousClock.now

    static func secondsSinceStart() -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }

    convenience init(interactor: any ListInteractorInput, wireframe: any ListWireframeInterface, includingLater: Bool) {
        self.init(interactor: interactor, wireframe: wireframe, query: ListQuery(includingLater: includingLater))
    }

    /// The store as it was when the items shown were read (on the screen only).
    private var readVersion: StoreVersion?

    func updateView() throws {
        // Looked at before the read: a change made during it is seen at the next look.
        if onScreen { readVersion = interactor.storeVersion() }
        try interactor.findItems(query)
    }

    func storeMayHaveChanged() throws {
        guard onScreen, shown != nil, let version = interactor.storeVersion(), version != readVersion else { return }
        try updateView()
    }

    func perform(_ action: ListScreenAction) throws {
        do {
            try act(action)
        } catch let error as TodoError {
            status = ListStatus(error.message, isProblem: true)
            drawScreen()
        }
    }

    private func act(_ action: ListScreenAction) throws {
        if case .digit = action {} else { typedID = nil }
        switch action {
        case .move(let move):
            selection.move(move)
            drawScreen()
        case .add: try addNewEntry()
        case .pick: try withSelectedID(pick)
        case .digit(let digit): selectTyped(digit)
        case .doneItems: try toggleDoneItems()
        case .done:
            try withPickedOrSelectedIDs { ids in
                try wireframe?.presentChangeInterface(query.showsDone ? .reopen(ids: ids) : .complete(ids: ids), delegate: self)
            }
        case .edit: try withSelectedID { try wireframe?.presentChangeInterface(.edit(id: String($0)), delegate: self) }
        case .remove: try withPickedOrSelectedIDs { try wireframe?.presentChangeInterface(.remove(ids: $0), delegate: self) }
        case .show: try withSelectedID { try wireframe?.presentShowInterface(ids: [String($0)]) }
        case .undo: try undoLatestChange()
        case .later: try toggleLater()
        case .filter: try askFilter()
        case .sync: try run(ParsedCommandLine(command: .sync))
        case .commandLine: try askCommandLine()
        case .cancel:
            if !picked.isEmpty {
                picked = []
                return drawScreen()
            }
            guard !query.filter.isEmpty else { return }
            try filter(words: [])
        case .keys, .quit: break
        }
    }

    func screenResized() throws {
        fitSelection()
        drawScreen()
    }

    /// `x`, `e`, `r`, `i` on an empty list: the status line says why nothing happens.
    private func withSelectedID(_ action: (Int) throws -> Void) throws {
        guard let index = selection.selected, let id = itemID(at: index) else {
            status = ListStatus("No item is selected.")
            return drawScreen()
        }
        try action(id)
    }

    /// The picked items' ids when there are any, else the selected item's.
    private func withPickedOrSelectedIDs(_ action: ([String]) throws -> Void) throws {
        guard picked.isEmpty else { return try action(picked.map(String.init)) }
        try withSelectedID { try action([String($0)]) }
    }

    private func pick(_ id: Int) throws {
        if let index = picked.firstIndex(of: id) { picked.remove(at: index) } else { picked.append(id) }
        drawScreen()
    }

    /// A digit: with those typed within the second before it, the id of the item to select;
    /// an id not shown leaves the selection where it was before the first digit (`3` may have
    /// selected item 3 on the way to 36), and the status line says so.
    private func selectTyped(_ digit: Int) {
        let time = now()
        var digits = String(digit)
        var selectedBefore = selection.selected
        if let typed = typedID, time - typed.at <= 1 {
            digits = typed.digits + digits
            selectedBefore = typed.selectedBefore
        }
        typedID = (digits, time, selectedBefore)
        guard let shown, let id = Int(digits), let index = index(of: id, in: shown) else {
            if let selectedBefore { selection.select(selectedBefore) }
            status = ListStatus("No item \(digits) is shown.")
            return drawScreen()
        }
        if status.text.hasPrefix("No item ") { status = .none }
        selection.select(index)
        drawScreen()
    }

    /// `h`: the done items instead of the open ones, or back; the picks cleared.
    func toggleDoneItems() throws {
        query.showsDone.toggle()
        picked = []
        reselect = .first
        try updateView()
    }

    func toggleLater() throws {
        query.includingLater.toggle()
        reselect = .first
        try updateView()
    }

    func filter(words: [String]) throws {
        query.filter = ItemFilter(words: words)
        reselect = .first
        try updateView()
    }

    private func askFilter() throws {
        guard let view else { throw TodoError.unwired("the List view") }
        let answer: String
        do {
            answer = try view.ask(.filter)
        } catch is EndOfInput {
            status = ListStatus("Filter not changed.")
            return drawScreen()
        }
        status = .none
        try filter(words: answer.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
    }

    func addNewEntry() throws {
        try wireframe?.presentAddInterface(delegate: self, preset: ItemDraft())
    }

    /// `:`: a line read as the shell's command line, and done as its keys would do it, or run
    /// as on the shell; a line the screen does not take says why, and nothing changes.
    private func askCommandLine() throws {
        guard let view else { throw TodoError.unwired("the List view") }
        let line: String
        do {
            line = try view.ask(.command)
        } catch is EndOfInput {
            status = ListStatus("Nothing run.")
            return drawScreen()
        }
        status = .none
        guard let command = try ScreenCommand(line: line) else { return drawScreen() }
        switch command {
        case .change(let action): try wireframe?.presentChangeInterface(action, delegate: self)
        case .add(let preset): try wireframe?.presentAddInterface(delegate: self, preset: preset)
        case .list(let query):
            self.query = query
            reselect = .first
            try updateView()
        case .show(let ids): try wireframe?.presentShowInterface(ids: ids)
        case .undo: try undoLatestChange()
        case .sync(let pair): try run(ParsedCommandLine(command: .sync, operands: pair.map { [$0] } ?? []))
        case .run(let commandLine): try run(commandLine)
        }
    }

    /// A command run as on the shell; what it printed (or why it failed) is the status line,
    /// and the list is read again. A sync says what it changed even when it failed, and cannot
    /// be undone.
    private func run(_ commandLine: ParsedCommandLine) throws {
        let isSync = commandLine.command == .sync
        if isSync {
            status = ListStatus("Syncing…")
            drawScreen()
        }
        do {
            try wireframe?.presentCommand(commandLine)
            if isSync { changed = true } else if commandLine.command?.changesItems == true { undoable = true }
        } catch let error as TodoError {
            messages?.postProblem(error.message)
            changed = isSync
        }
        status = .none
        try updateView()
    }

    /// `x`, `e` and `r` of the list drawn once (`todo list` has none); kept for tests and the
    /// command line's ids.
    func completeItems(ids: [String]) throws {
        try wireframe?.presentChangeInterface(.complete(ids: ids), delegate: self)
    }

    func undoLatestChange() throws {
        try wireframe?.presentUndoInterface(delegate: self)
    }

    func foundUpcomingItems(_ upcoming: UpcomingItems) throws {
        guard let view else { throw TodoError.unwired("the List view") }
        var data = ListPresenter.displayData(for: upcoming)
        guard onScreen else {
            return data.sections.isEmpty ? view.showNoContentMessage(data) : view.showUpcomingDisplayData(data)
        }
        data = ListPresenter.screenData(data, upcoming: upcoming)
        if case .newItem(let id) = reselect, index(of: id, in: data) == nil, !query.includingLater {
            // The new item is hidden (later than next week, without a date, or waiting): shown as `l` would.
            query.includingLater = true
            return try updateView()
        }
        showOnScreen(data)
    }

    /// The list read again on the screen: the selection chosen (`reselect`), the status line
    /// made of what the other screens said, then drawn.
    private func showOnScreen(_ data: UpcomingDisplayData) {
        var index: Int?
        switch reselect {
        case .first: index = 0
        case .newItem(let id): index = self.index(of: id, in: data)
        case .neighbours: index = neighbourIndex(in: data)
        }
        reselect = .neighbours
        shown = data
        version += 1
        if !picked.isEmpty {
            let ids = Set(ListPresenter.ids(data))
            picked = picked.filter(ids.contains)
        }
        selection.replaceSections(data.sections, selecting: index)
        if let said = takeMessages() {
            status = said
        } else if status.text.isEmpty, let hint = data.leftOutHint {
            status = ListStatus(hint)
        }
        fitSelection()
        drawScreen()
    }

    /// What the Add, Change and Undo screens said since the last draw, as the status line; a
    /// saved change says `u undoes`.
    private var undoable = false
    /// Whether what the screens said since the last draw is a change (a save or an undo).
    private var changed = false
    /// What the changes made on the screens printed, in order, as the commands print it: on
    /// quit, after the alternate screen is left, it stays in the scrollback.
    private(set) var changeLog: [String] = []

    private func takeMessages() -> ListStatus? {
        guard let messages, !messages.lines.isEmpty else { return nil }
        var problem = false
        let isChange = changed || undoable
        changed = false
        let text = messages.take().map { line -> String in
            switch line {
            case .output(let text):
                if isChange { changeLog.append(text) }
                // A change of several items prints a line each: one status line joins them.
                return text.trimmingWhiteSpace().split(separator: "\n").joined(separator: " ")
            case .problem(let message):
                problem = true
                return message
            }
        }.joined(separator: " ")
        defer { undoable = false }
        return ListStatus(text + (undoable ? ListScreenView.undoes : ""), isProblem: problem && !undoable)
    }

    /// The same item where it is still shown, else the one that followed it, else the one before.
    private func neighbourIndex(in data: UpcomingDisplayData) -> Int? {
        guard let old = shown, let selected = selection.selected else { return 0 }
        let oldIDs = ListPresenter.ids(old)
        var newIndex: [Int: Int] = [:]
        for (index, id) in ListPresenter.ids(data).enumerated() { newIndex[id] = index }
        guard selected < oldIDs.count else { return 0 }
        for id in oldIDs[selected...] { if let index = newIndex[id] { return index } }
        for id in oldIDs[..<selected].reversed() { if let index = newIndex[id] { return index } }
        return 0
    }

    private func index(of id: Int, in data: UpcomingDisplayData) -> Int? {
        ListPresenter.ids(data).firstIndex(of: id)
    }

    private static func ids(_ data: UpcomingDisplayData) -> [Int] {
        data.sections.flatMap { $0.items.map(\.id) }
    }

    /// The id of item `index`, counted through the sections.
    private func itemID(at index: Int) -> Int? {
        guard let shown else { return nil }
        let section = selection.section(ofItem: index)
        let first = selection.sectionStarts[section]
        let nonEmpty = shown.sections.filter { !$0.items.isEmpty }
        guard section < nonEmpty.count, index - first < nonEmpty[section].items.count else { return nil }
        return nonEmpty[section].items[index - first].id
    }

    /// The rows in view, as the view has them for the status line now.
    private func fitSelection() {
        if let rows = view?.rowsForList(status: status) { selection.setHeight(rows) }
    }

    private func drawScreen() {
        guard let shown, let view else { return }
        fitSelection()
        view.showScreen(ListScreenFrame(data: shown, version: version, top: selection.top,
                                        selectedRow: selection.selectedRow, title: title(shown), status: status,
                                        pickedRows: pickedRows(in: shown)))
    }

    /// The rows of the picked items; nothing is looked at when there are none.
    private func pickedRows(in data: UpcomingDisplayData) -> Set<Int> {
        guard !picked.isEmpty else { return [] }
        let ids = ListPresenter.ids(data)
        var rows = Set<Int>()
        for id in picked { if let index = ids.firstIndex(of: id) { rows.insert(selection.row(ofItem: index)) } }
        return rows
    }

    /// `todo · todo.json · +home · 12 items`.
    private func title(_ data: UpcomingDisplayData) -> String {
        var parts = ["todo"]
        if !storeName.isEmpty { parts.append(storeName) }
        if !query.filter.isEmpty { parts.append(query.filter.words.map(TerminalText.escaped).joined(separator: " ")) }
        if query.includingLater { parts.append("all") }
        if query.showsDone { parts.append("done") }
        let count = selection.itemCount
        parts.append(count == 1 ? "1 item" : "\(count) items")
        if !picked.isEmpty { parts.append("\(picked.count) picked") }
        return parts.joined(separator: " · ")
    }

    /// The List screen's own lines: the hint about hidden items naming the key that shows them.
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

    /// Back from the Add screen: what it said (`Not added.`) on the status line.
    func addModuleDidCancelAddAction() throws {
        try updateView()
    }

    func addModuleDidSaveAddAction(id: Int) throws {
        reselect = .newItem(id)
        undoable = true
        try updateView()
    }

    func changeModuleDidSaveChangeAction() throws {
        picked = []
        undoable = true
        try updateView()
    }

    func changeModuleDidCancelChangeAction() throws {
        try updateView()
    }

    func undoModuleDidUndo() throws {
        changed = true
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
                let startLabel = self.startLabel(upcoming.items[index].extras, due: upcoming.items[index].due,
                                                 in: section, today: upcoming.today, formatter: formatter)
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
    /// Given the item's extras and due date, not the item: passed whole, the item was copied
    /// and destroyed for each line (issue 30: 8M instructions of `todo list` at 100,000 items).
    /// Inlined up to the test for a start, the rest apart: most items have none.
    @inline(__always) private static func startLabel(_ extras: ItemExtras?, due: DueDate?, in section: UpcomingSection,
                                                     today: LocalDate, formatter: DueDateFormatter) -> (from: String?, since: String?) {
        guard section != .done, let start = extras?.values.texts?.texts.start else { return (nil, nil) }
        return startLabel(start, due: due, in: section, today: today, formatter: formatter)
    }

    private static func startLabel(_ start: String, due: DueDate?, in section: UpcomingSection, today: LocalDate,
                                   formatter: DueDateFormatter) -> (from: String?, since: String?) {
        guard let day = LocalDate(iso: start) else { return (nil, nil) }
        if day > today { return ("from " + formatter.dateLabel(DueDate(date: day)), nil) }
        guard due == nil, section == .today, day < today else { return (nil, nil) }
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

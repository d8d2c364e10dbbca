import TodoCore

/// Turns the ids and values typed into a change, and what changed into display data.
///
/// It reads the ids (`ItemIDRule`) and the due date (`DueDateParser`) before it asks the
/// interactor, so a malformed command line (exit 64) never reaches the data file.
final class ChangePresenter: ChangeModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any ChangeViewInterface)?
    let interactor: any ChangeInteractorInput
    private weak var wireframe: (any ChangeWireframeInterface)?
    private(set) weak var delegate: (any ChangeModuleDelegate)?
    let dates: DueDateParserSource

    init(interactor: any ChangeInteractorInput, wireframe: any ChangeWireframeInterface, dates: DueDateParserSource,
         delegate: (any ChangeModuleDelegate)? = nil) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.dates = dates
        self.delegate = delegate
    }

    func completeAction(ids: [String]) throws {
        let parsed = try Self.itemIDs(ids, command: "done")
        try show(interactor.completeItems(ids: parsed), verb: "Done", withDueLabels: false)
    }

    func reopenAction(ids: [String]) throws {
        let parsed = try Self.itemIDs(ids, command: "reopen")
        try show(interactor.reopenItems(ids: parsed), verb: "Reopened", withDueLabels: false)
    }

    func removeAction(ids: [String]) throws {
        let parsed = try Self.itemIDs(ids, command: "rm")
        try show(interactor.removeItems(ids: parsed), verb: "Removed", withDueLabels: false)
    }

    /// `ids`: the one ID the parser lets through (`OperandSpec`).
    func editAction(ids: [String], draft: ItemDraft) throws {
        let id = try ItemIDRule.parsed(ids.first ?? "")
        guard !draft.isEmpty else {
            // In the order `todo edit --help` lists them: a DATE field (`--start`) after `--due`.
            func options(takingDates: Bool) -> String {
                ItemField.withOptions.compactMap { $0.option }.filter { $0.takesDateWords == takingDates }
                    .map { "--\($0.long) \($0.valueName), " }.joined()
            }
            throw TodoError.usage("nothing to change: give --name NAME, --due DATE, " + options(takingDates: true)
                                  + "--every RULE, " + options(takingDates: false) + "+TAG or --untag WORD")
        }
        try show(interactor.editItem(id: id, edit: ItemDraftReader(dates: dates).change(draft)),
                 verb: "Edited", withDueLabels: true)
    }

    func show(_ outcome: ChangeOutcome, verb: String, withDueLabels: Bool) throws {
        guard let view else { throw TodoError.unwired("the Change view") }
        let labels = DueDateFormatter(today: dates.parser().today)
        view.showChangedItems(Self.displayData(for: outcome, verb: verb, labels: labels, showsDue: withDueLabels))
        wireframe?.dismissChangeInterface()
        try delegate?.changeModuleDidSaveChangeAction()
    }

    /// The ids typed, read; `TodoError.usage` when one is malformed. That there is at least
    /// one is the parser's to check (`OperandSpec`), and the List screen's.
    static func itemIDs(_ texts: [String], command: String) throws -> [Int] {
        try ItemIDRule.parsed(texts)
    }

    /// The display data for `outcome`; with `showsDue`, each item's due date as a label too.
    /// The next item of a repeating one always has its label.
    static func displayData(for outcome: ChangeOutcome, verb: String, labels: DueDateFormatter,
                            showsDue: Bool) -> ChangeDisplayData {
        ChangeDisplayData(verb: verb, items: outcome.items.map { ItemDisplay($0, labels: showsDue ? labels : nil) },
                          unchangedIDs: outcome.unchangedIDs,
                          next: outcome.next.mapValues { ItemDisplay($0, labels: labels) },
                          seriesNotes: outcome.series.mapValues(seriesNote), showsDue: showsDue,
                          warnings: outcome.warnings.map(warningMessage))
    }

    /// `took back 9`: after `Reopened 4: Pay rent; `.
    static func seriesNote(_ reopening: ChangeOutcome.SeriesReopening) -> String {
        switch reopening {
        case .tookBack(let next): "took back \(next)"
        case .nextStays(let next): "\(next) was changed since, so it stays and this one no longer repeats"
        }
    }

    /// `3 was already done`, `3 is not done`: the line after `todo: ` on standard error.
    static func warningMessage(_ warning: ChangeWarning) -> String {
        switch warning {
        case .alreadyDone(let id): "\(id) was already done"
        case .notDone(let id): "\(id) is not done"
        case .unchanged(let id): "\(id) is left as it was: nothing to change"
        }
    }
}

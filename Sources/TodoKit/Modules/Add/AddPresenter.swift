import TodoCore

/// Turns what the Add view was given into a save, or into a clear error; on the Add screen it
/// decides what to ask next.
final class AddPresenter: AddModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any AddViewInterface)?
    private let interactor: any AddInteractorInput
    private weak var wireframe: (any AddWireframeInterface)?
    private weak var delegate: (any AddModuleDelegate)?
    private let dates: DueDateParserSource
    /// The date given with `--due` to the Add screen, which is then not asked for.
    private let presetDueDate: String?
    /// The rule given with `--every` to the Add screen (it never asks for one).
    private let presetEvery: String?

    init(interactor: any AddInteractorInput, wireframe: any AddWireframeInterface, dates: DueDateParserSource,
         delegate: (any AddModuleDelegate)? = nil, presetDueDate: String? = nil, presetEvery: String? = nil) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.dates = dates
        self.delegate = delegate
        self.presetDueDate = presetDueDate
        self.presetEvery = presetEvery
    }

    /// The Add screen: the name, asked again at once while the name rule refuses it (an empty
    /// one cancels), then the due date unless it was given, asked again with the name kept for
    /// as long as it cannot be read. The end of input at either question cancels the item.
    func startAddAction() throws {
        let view = try shownView()
        do {
            guard let name = try askName(view) else { return try cancelAddAction() }
            while true {
                let dueDate = try presetDueDate ?? AddPresenter.answerOrDefault(view.ask(.dueDate))
                do {
                    return try saveAddAction(name: name, dueDate: dueDate, every: presetEvery)
                } catch let error as TodoError where error.field == .dueDate && presetDueDate == nil {
                    view.showProblem(error.message)
                }
            }
        } catch is EndOfInput {
            try cancelAddAction()
        }
    }

    /// The name as typed once the rule takes it; nil for an empty one.
    private func askName(_ view: any AddViewInterface) throws -> String? {
        while true {
            let name = try view.ask(.name)
            guard !name.trimmingWhiteSpace().isEmpty else { return nil }
            do {
                _ = try ItemNameRule.validated(name)
                return name
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    func cancelAddAction() throws {
        view?.showCancelled()
        wireframe?.dismissAddInterface()
        try delegate?.addModuleDidCancelAddAction()
    }

    func saveAddAction(name: String, dueDate: String?, every: String?) throws {
        let due = try parseDueDate(dueDate)
        let rule = try every.map { try RepeatRuleParser.parse($0) }
        let saved = try interactor.saveNewEntry(name: name, due: due, every: rule)
        try shownView().showSavedItem(AddPresenter.displayData(for: saved, today: dates.parser().today))
        wireframe?.dismissAddInterface()
        try delegate?.addModuleDidSaveAddAction()
    }

    private func shownView() throws -> any AddViewInterface {
        guard let view else { throw TodoError.unwired("the Add view") }
        return view
    }

    /// The screen's "Due [today]:" offers today: an empty answer takes it (nil). A blank
    /// `--due` is not an answer to that question, and is refused like any unreadable date.
    private static func answerOrDefault(_ answer: String) -> String? {
        answer.trimmingWhiteSpace().isEmpty ? nil : answer
    }

    /// The due date typed (nil: none given, today; `none` or `someday`: no date, nil), or
    /// `TodoError.usage` naming the accepted forms; an empty or blank text is refused, so a
    /// script's unset variable never means today.
    func parseDueDate(_ text: String?) throws -> DueDate? {
        let parser = dates.parser()
        guard let text else { return DueDate(date: parser.today) }
        if DueDateParser.meansNoDate(text) { return nil }
        do {
            return try parser.parse(text)
        } catch let error as TodoError {
            throw error.about(.dueDate)
        }
    }

    static func displayData(for item: AddedItem, today: LocalDate) -> AddDisplayData {
        AddDisplayData(id: item.id, name: item.name, dueLabel: item.due.map(DueDateFormatter(today: today).dateLabel),
                       due: item.due?.iso, every: item.every?.text)
    }
}

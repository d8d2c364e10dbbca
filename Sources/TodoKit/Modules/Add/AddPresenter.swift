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
    /// What the command line gave the Add screen (`--due`, `--every`, ...): a date given is
    /// then not asked for, and the screen never asks for the rest.
    private let preset: ItemDraft

    init(interactor: any AddInteractorInput, wireframe: any AddWireframeInterface, dates: DueDateParserSource,
         delegate: (any AddModuleDelegate)? = nil, preset: ItemDraft = ItemDraft()) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.dates = dates
        self.delegate = delegate
        self.preset = preset
    }

    /// The Add screen: the name, asked again at once while the name rule refuses it (an empty
    /// one cancels), then the due date unless it was given, asked again with the name kept for
    /// as long as it cannot be read. The end of input at either question cancels the item.
    func startAddAction() throws {
        let view = try shownView()
        do {
            guard let name = try askName(view) else { return try cancelAddAction() }
            while true {
                var draft = preset
                draft.name = name
                draft.due = try preset.due ?? AddPresenter.answerOrDefault(view.ask(.dueDate))
                do {
                    return try saveAddAction(draft)
                } catch let error as TodoError where error.field == .dueDate && preset.due == nil {
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

    func saveAddAction(_ draft: ItemDraft) throws {
        let saved = try interactor.saveNewEntry(ItemDraftReader(dates: dates).newItem(draft))
        try shownView().showSavedItem(AddPresenter.displayData(for: saved, today: dates.parser().today))
        wireframe?.dismissAddInterface()
        try delegate?.addModuleDidSaveAddAction()
    }

    /// The command line's NAME words: a valid `due:`, `every:` or `pri:` word is taken as its
    /// option, one left in the name gets a warning (before the item is saved, so that it is
    /// said even when the save is refused), and one given both ways is 64.
    func saveAddCommand(words: [String], afterEnd: [String], draft: ItemDraft) throws {
        let parser = dates.parser()
        var given: Set<InlineAttribute> = []
        if draft.due != nil { given.insert(.due) }
        if draft.every != nil { given.insert(.every) }
        if draft.priority != nil { given.insert(.priority) }
        let attributes = try InlineAttributeReader.standard(today: parser.today, calendar: parser.calendar)
            .read(words, afterEnd: afterEnd, given: given)
        let view = try shownView()
        for warning in attributes.warnings { view.showProblem(warning) }
        var draft = draft
        draft.name = attributes.nameWords.joined(separator: " ")
        draft.due = attributes.due ?? draft.due
        draft.every = attributes.every ?? draft.every
        draft.priority = attributes.priority ?? draft.priority
        try saveAddAction(draft)
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

    static func displayData(for item: ItemSnapshot, today: LocalDate) -> ItemDisplay {
        ItemDisplay(item, labels: DueDateFormatter(today: today))
    }
}

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

    /// The Add screen: the name (with the `due:`, `start:`, `every:` and `pri:` words `todo add` reads),
    /// asked again at once while the name rule refuses it (an empty one cancels); then the due
    /// date and the repeat rule, each unless the command line or a word of the name gave it,
    /// each asked again while it cannot be read; no rule is asked after a date of `none`.
    /// The end of input at any question cancels the item.
    func startAddAction() throws {
        let view = try shownView()
        do {
            guard let (name, words) = try askName(view) else { return try cancelAddAction() }
            // A date the command line or the name gave is not asked for: one that cannot be
            // read is the usage error it would be for `todo add`, before any other question.
            if let given = preset.due ?? words.due { _ = try ItemDraftReader(dates: dates).dueDate(given) }
            while true {
                var draft = preset
                draft.name = name
                draft.priority = preset.priority ?? words.priority
                draft.fields[ItemField.start.name] = preset.fields[ItemField.start.name] ?? words.start
                // With a start and no date given, no date is the default, as for `todo add --start`.
                let hasStart = draft.fields[ItemField.start.name] != nil
                draft.due = try preset.due ?? words.due ?? askDueDate(view, hasStart: hasStart)
                if let every = preset.every ?? words.every {
                    draft.every = every
                } else if !(draft.due.map(DueDateParser.meansNoDate) ?? hasStart) {
                    draft.every = try askRule(view)
                }
                do {
                    return try saveAddAction(draft)
                } catch let error as TodoError where error.field == .dueDate && preset.due == nil && words.due == nil {
                    view.showProblem(error.message)
                }
            }
        } catch is EndOfInput {
            try cancelAddAction()
        }
    }

    /// The name once the rule takes it, without the attribute words taken from it, and those
    /// words' values; nil for an empty one. A word that looks like an attribute but is not
    /// one stays in the name, and the view says why.
    private func askName(_ view: any AddViewInterface) throws -> (String, InlineAttributes)? {
        let parser = dates.parser()
        let reader = InlineAttributeReader.standard(today: parser.today, calendar: parser.calendar)
        var given: Set<InlineAttribute> = []
        if preset.due != nil { given.insert(.due) }
        if preset.every != nil { given.insert(.every) }
        if preset.priority != nil { given.insert(.priority) }
        if preset.fields[ItemField.start.name] != nil { given.insert(.start) }
        while true {
            let typed = try view.ask(.name)
            guard !typed.trimmingWhiteSpace().isEmpty else { return nil }
            do {
                let words = try reader.read(typed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init),
                                            given: given)
                // A name with no attribute taken is kept as typed, its spaces and all.
                let name = words.values.isEmpty ? typed : words.nameWords.joined(separator: " ")
                _ = try ItemNameRule.validated(name)
                for warning in words.warnings { view.showProblem(warning) }
                return (name, words)
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    /// The due date as typed once it can be read; nil for an empty answer (today, or no date
    /// for an item with a start).
    private func askDueDate(_ view: any AddViewInterface, hasStart: Bool) throws -> String? {
        while true {
            guard let answer = try AddPresenter.answerOrDefault(view.ask(hasStart ? .dueDateAfterStart : .dueDate)) else {
                return nil
            }
            do {
                _ = try ItemDraftReader(dates: dates).dueDate(answer)
                return answer
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    /// The repeat rule as typed once it can be read; nil for an empty answer or `never`.
    private func askRule(_ view: any AddViewInterface) throws -> String? {
        while true {
            let answer = try view.ask(.repeatRule)
            let trimmed = answer.trimmingWhiteSpace()
            if trimmed.isEmpty || trimmed.lowercased() == "never" { return nil }
            do {
                _ = try RepeatRuleParser.parse(answer)
                return answer
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
        try delegate?.addModuleDidSaveAddAction(id: saved.id)
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
        if draft.fields[ItemField.start.name] != nil { given.insert(.start) }
        let attributes = try InlineAttributeReader.standard(today: parser.today, calendar: parser.calendar)
            .read(words, afterEnd: afterEnd, given: given)
        let view = try shownView()
        for warning in attributes.warnings { view.showProblem(warning) }
        var draft = draft
        draft.name = attributes.nameWords.joined(separator: " ")
        draft.due = attributes.due ?? draft.due
        draft.every = attributes.every ?? draft.every
        draft.priority = attributes.priority ?? draft.priority
        draft.fields[ItemField.start.name] = attributes.start ?? draft.fields[ItemField.start.name]
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

    /// A past due date is allowed (catching up on what was missed), and the line says so.
    static func displayData(for item: ItemSnapshot, today: LocalDate) -> ItemDisplay {
        var display = ItemDisplay(item, labels: DueDateFormatter(today: today))
        display.isOverdue = item.due.map { $0.date < today } ?? false
        return display
    }
}

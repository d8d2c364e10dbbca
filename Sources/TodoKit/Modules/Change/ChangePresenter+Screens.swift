import TodoCore

/// The List screen's `e ID` and `r ID...`: what to ask, what an answer means, when to give up.
extension ChangePresenter {
    /// Asks for the name, the due date and the repeat rule, each again at once while it is
    /// refused; an empty answer keeps what the item has. No rule is asked when the item is
    /// left with no date. Nothing new, or the end of input, edits nothing.
    func startEditAction(id text: String) throws {
        let id = try ItemIDRule.parsed(text)
        guard let item = try interactor.findItems(ids: [id]).first else {
            throw TodoError.notFound("no item has id \(id)")
        }
        let view = try shownView()
        let labels = DueDateFormatter(today: dates.parser().today)
        do {
            var draft = ItemDraft()
            draft.name = try askNewName(view, current: item.name)
            draft.due = try askNewDueDate(view, current: item.due.map(labels.dateLabel))
            let leftWithoutDate = draft.due.map(DueDateParser.meansNoDate) ?? (item.due == nil)
            if !leftWithoutDate {
                draft.every = try askNewRule(view, current: item.every?.text)
            }
            guard !draft.isEmpty else { return try cancel(.notEdited, view: view) }
            try show(interactor.editItem(id: id, edit: ItemDraftReader(dates: dates).change(draft)), verb: "Edited",
                     withDueLabels: true)
        } catch is EndOfInput {
            try cancel(.notEdited, view: view)
        }
    }

    /// Names the items and asks first: `y` or `yes` removes them, anything else keeps them.
    func startRemoveAction(ids: [String]) throws {
        let parsed = try Self.itemIDs(ids, command: "rm")
        let items = try interactor.findItems(ids: parsed)
        let view = try shownView()
        let answer: String
        do {
            answer = try view.ask(.removal(items.map { ItemDisplay($0) }))
        } catch is EndOfInput {
            return try cancel(.notRemoved, view: view)
        }
        guard ["y", "yes"].contains(answer.trimmingWhiteSpace().lowercased()) else {
            return try cancel(.notRemoved, view: view)
        }
        try removeAction(ids: items.map { String($0.id) })
    }

    /// The new name, checked by the name rule; nil when an empty answer keeps the current one.
    private func askNewName(_ view: any ChangeViewInterface, current: String) throws -> String? {
        while true {
            let answer = try view.ask(.name(current: current))
            if answer.trimmingWhiteSpace().isEmpty { return nil }
            do {
                return try ItemNameRule.validated(answer)
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    /// The new due date as typed, once it can be read (`none`: no date); nil when an empty
    /// answer keeps the current one.
    private func askNewDueDate(_ view: any ChangeViewInterface, current: String?) throws -> String? {
        while true {
            let answer = try view.ask(.dueDate(current: current))
            if answer.trimmingWhiteSpace().isEmpty { return nil }
            do {
                _ = try ItemDraftReader(dates: dates).dueDate(answer)
                return answer
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    /// The new rule as typed once it can be read (`never`: stop repeating); nil when an empty
    /// answer keeps the current one.
    private func askNewRule(_ view: any ChangeViewInterface, current: String?) throws -> String? {
        while true {
            let answer = try view.ask(.repeatRule(current: current))
            let trimmed = answer.trimmingWhiteSpace()
            if trimmed.isEmpty { return nil }
            if trimmed.lowercased() == "never" { return current == nil ? nil : answer }
            do {
                _ = try RepeatRuleParser.parse(answer)
                return answer
            } catch let error as TodoError {
                view.showProblem(error.message)
            }
        }
    }

    private func cancel(_ cancellation: ChangeCancellation, view: any ChangeViewInterface) throws {
        view.showCancelled(cancellation)
        try delegate?.changeModuleDidCancelChangeAction()
    }

    private func shownView() throws -> any ChangeViewInterface {
        guard let view else { throw TodoError.unwired("the Change view") }
        return view
    }
}

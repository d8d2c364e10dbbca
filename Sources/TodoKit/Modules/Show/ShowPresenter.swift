import TodoCore
/// Reads the ids typed, asks for the items, and words each field of them for the view.
///
/// The ids are read (`ItemIDRule`) before anything is asked, so a malformed one (exit 64)
/// never reaches the store.
final class ShowPresenter: ShowModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any ShowViewInterface)?
    private let interactor: any ShowInteractorInput
    private weak var wireframe: (any ShowWireframeInterface)?

    init(interactor: any ShowInteractorInput, wireframe: any ShowWireframeInterface) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    func showAction(ids: [String]) throws {
        let parsed = try ItemIDRule.parsed(ids)
        guard let view else { throw TodoError.unwired("the Show view") }
        let outcome = try interactor.findItems(ids: parsed)
        view.showItems(ShowDisplayData(items: outcome.items.map(Self.displayItem)))
        wireframe?.dismissShowInterface()
        // After the items that are there, as `cat` goes on past a missing file: exit 1.
        try ItemLookup.requireAll(missing: outcome.missingIDs)
    }

    /// The due date always (`none` for an item without one, which is not a puzzle then); the
    /// other fields only when the item has them.
    static func displayItem(_ item: ItemSnapshot) -> ShowDisplayItem {
        var fields = [ShowField(.due, item.due.map(DueDateFormatter.fullLabel) ?? "none")]
        let texts = item.extras?.texts ?? ItemTexts()
        // The days (the start) right after the due date, as the contract lists them.
        fields += textFields(texts, last: false, days: true)
        if let rule = item.every { fields.append(ShowField(.repeats, words(rule))) }
        if let priority = item.extras?.priority { fields.append(ShowField(.priority, priority.rawValue)) }
        let tags = NameWords.tags(in: item.name)
        if !tags.isEmpty { fields.append(ShowField(.tags, tags.joined(separator: ", "))) }
        fields += textFields(texts, last: false, days: false)
        if let done = item.done {
            // A stamp edited into something that is no time still means done: shown as it is.
            fields.append(ShowField(.done, item.doneDay.map { DueDateFormatter.fullDate($0) + " (" + done + ")" } ?? done))
        }
        fields += textFields(texts, last: true, days: false)
        return ShowDisplayItem(item: ItemDisplay(item), fields: fields)
    }

    /// The lines of the plain text fields of `ItemField.all` that are set, in table order:
    /// those shown last (the uid) or the others; the days (`.date`) or the others.
    private static func textFields(_ texts: ItemTexts, last: Bool, days: Bool) -> [ShowField] {
        ItemField.texts.compactMap { field in
            guard field.isShownLast == last, (field.kind == .date) == days, let slot = field.text,
                  let value = texts[slot] else { return nil }
            // A day as the due date is shown (`Tuesday 1 December 2026`); one that is no day, as it is.
            if field.kind == .date, let day = DueDate(iso: value), day.time == nil {
                return ShowField(.field(field), DueDateFormatter.fullDate(day.date))
            }
            return ShowField(.field(field), value)
        }
    }

    /// `every month`, `every 2 weeks`, `every Monday`, `every weekday (Monday to Friday)`.
    static func words(_ rule: RepeatRule) -> String {
        switch rule.kind {
        case .step: "every " + rule.text
        case .weekday(let day): "every " + day.name
        case .weekdays: "every weekday (Monday to Friday)"
        }
    }
}

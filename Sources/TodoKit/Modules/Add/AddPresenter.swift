import TodoCore
/// Turns what the Add view was given into a save, or into a clear error.
final class AddPresenter: AddModuleInterface {
    var interactor: (any AddInteractorInput)?
    weak var view: (any AddViewInterface)?
    weak var wireframe: (any AddWireframeInterface)?
    weak var delegate: (any AddModuleDelegate)?
    private let dates: DueDateParserSource

    init(dates: DueDateParserSource) {
        self.dates = dates
    }

    /// A presenter whose today is the parser's (for tests).
    convenience init(dateParser: DueDateParser) {
        self.init(dates: DueDateParserSource(fixed: dateParser))
    }

    private var dateParser: DueDateParser { dates.parser() }

    func cancelAddAction() throws {
        wireframe?.dismissAddInterface()
        try delegate?.addModuleDidCancelAddAction()
    }

    func saveAddAction(name: String, dueDate: String?) throws {
        let due = try parseDueDate(dueDate)
        guard let interactor else { return }
        let saved = try interactor.saveNewEntry(name: name, due: due)
        view?.showSavedItem(AddPresenter.displayData(for: saved, today: dateParser.today))
        wireframe?.dismissAddInterface()
        try delegate?.addModuleDidSaveAddAction()
    }

    /// The due date typed (nil or blank: today), or `TodoError.usage` naming the accepted forms.
    func parseDueDate(_ text: String?) throws -> DueDate {
        guard let text, !text.trimmingWhiteSpace().isEmpty else { return DueDate(date: dateParser.today) }
        do {
            return try dateParser.parse(text)
        } catch let error as TodoError {
            throw error.about(.dueDate)
        }
    }

    static func displayData(for item: AddedItem, today: LocalDate) -> AddDisplayData {
        AddDisplayData(id: item.id, name: item.name,
                       dueLabel: DueDateFormatter(today: today).dateLabel(item.due), due: item.due.iso)
    }
}

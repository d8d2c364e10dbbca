import TodoCore
/// Checks the format a command names before anything is read, then has the import or export
/// done and shown.
final class TransferPresenter: TransferModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any TransferViewInterface)?
    private let interactor: any TransferInteractorInput

    init(interactor: any TransferInteractorInput) {
        self.interactor = interactor
    }

    func importAction(format: String?) throws {
        let format = try format.map(ImportFormat.init(named:))
        let view = try shownView()
        let input = try view.readImportInput()
        let outcome = try interactor.importItems(input.bytes, format: format, source: input.source)
        view.showImported(TransferPresenter.displayData(for: outcome))
    }

    func exportAction(format: String?) throws {
        let format = try ExportFormat(named: format)
        let view = try shownView()
        let outcome = try interactor.exportItems(format)
        view.showExport(outcome.bytes)
        if let warning = TransferPresenter.warning(for: outcome) { view.showWarning(warning) }
    }

    /// `2 items have no uid, and theirs could not be saved (cannot write …): their UIDs will
    /// differ at the next export`; nil when every uid was saved.
    static func warning(for outcome: ExportOutcome) -> String? {
        guard let reason = outcome.unsavedBecause, outcome.unsavedUIDCount > 0 else { return nil }
        if outcome.unsavedUIDCount == 1 {
            return "1 item has no uid, and it could not be saved (\(reason)): its UID will differ at the next export"
        }
        return "\(outcome.unsavedUIDCount) items have no uid, and theirs could not be saved (\(reason)): "
            + "their UIDs will differ at the next export"
    }

    private func shownView() throws -> any TransferViewInterface {
        guard let view else { throw TodoError.unwired("the Transfer view") }
        return view
    }

    static func displayData(for outcome: ImportOutcome) -> ImportDisplayData {
        ImportDisplayData(items: outcome.added.map { ItemDisplay($0) }, alreadyThere: outcome.alreadyThere,
                          warnings: outcome.unkept.map(warning))
    }

    /// `3 records had a "wait" date, which todo does not keep`.
    static func warning(_ unkept: UnkeptData) -> String {
        "\(unkept.count) record\(unkept.count == 1 ? "" : "s") had \(unkept.what), which todo does not keep"
    }
}

import TodoCore
/// Builds the Transfer module — interactor, presenter, view — and presents it from the
/// command line: `todo import` and `todo export`.
final class TransferWireframe {
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    func presentImportCommand(operands: [String], format: String?) throws {
        try makeView().submitImport(operands: operands, format: format)
    }

    func presentExportCommand(operands: [String], format: String?) throws {
        try makeView().submitExport(operands: operands, format: format)
    }

    private func makeView() -> TransferView {
        let interactor = TransferInteractor(dataStore: dependencies.dataStore, clock: dependencies.clock,
                                            zone: SystemTimeZone(), makeUID: dependencies.makeUID)
        let presenter = TransferPresenter(interactor: interactor)
        let view = TransferView(eventHandler: presenter, terminal: dependencies.terminal, format: dependencies.format)
        presenter.view = view
        return view
    }
}

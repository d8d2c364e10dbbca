import TodoCore
/// Asks for the sync and words what it changed; when the engine failed, that is exit 75,
/// after the lines of what did change.
final class SyncPresenter: SyncModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any SyncViewInterface)?
    private let interactor: any SyncInteractorInput
    private weak var wireframe: (any SyncWireframeInterface)?
    private let marks: SyncMarks

    init(interactor: any SyncInteractorInput, wireframe: any SyncWireframeInterface, marks: SyncMarks) {
        self.interactor = interactor
        self.wireframe = wireframe
        self.marks = marks
    }

    func syncAction(pair: String?) throws {
        guard let view else { throw TodoError.unwired("the Sync view") }
        let outcome = try interactor.sync(pair: pair)
        view.showSynced(Self.displayData(for: outcome, marks: marks))
        wireframe?.dismissSyncInterface()
        if let failure = outcome.failure {
            throw TodoError(.temporaryFailure, "vdirsyncer sync \(outcome.target.argument) failed (\(failure)); "
                + "the folder is as it left it")
        }
    }

    static func displayData(for outcome: SyncOutcome, marks: SyncMarks) -> SyncDisplayData {
        let kinds: [(mark: String, items: [ItemDisplay], word: String)] = [
            (marks.new, outcome.new.map { ItemDisplay($0) }, "new"),
            (marks.changed, outcome.changed.map { ItemDisplay($0) }, "changed"),
            (marks.done, outcome.done.map { ItemDisplay($0) }, "done"),
            (marks.removed, outcome.removed.map { ItemDisplay($0) }, "removed"),
        ]
        let counts = kinds.filter { !$0.items.isEmpty }.map { "\($0.items.count) \($0.word)" }
        return SyncDisplayData(lines: kinds.flatMap { kind in kind.items.map { SyncDisplayData.Line(mark: kind.mark, item: $0) } },
                               summary: counts.isEmpty ? "Nothing changed." : counts.joined(separator: ", "),
                               new: kinds[0].items, changed: kinds[1].items, done: kinds[2].items, removed: kinds[3].items)
    }
}

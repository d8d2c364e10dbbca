import TodoCalendar
import TodoCore
/// Asks for the merge of the two files typed and words which version was taken and why.
final class MergePresenter: MergeModuleInterface {
    /// Set by the wireframe once it has made the view, which holds this presenter.
    weak var view: (any MergeViewInterface)?
    private let interactor: any MergeInteractorInput
    private weak var wireframe: (any MergeWireframeInterface)?

    init(interactor: any MergeInteractorInput, wireframe: any MergeWireframeInterface) {
        self.interactor = interactor
        self.wireframe = wireframe
    }

    /// The parser lets only two files through; anything else is a usage error all the same.
    func mergeAction(files: [String]) throws {
        guard files.count == 2 else { throw TodoError.usage("todo merge takes 2 FILEs: todo merge FILE FILE") }
        guard let view else { throw TodoError.unwired("the Merge view") }
        let outcome = try interactor.merge(files[0], files[1])
        view.showMerged(Self.displayData(for: outcome))
        wireframe?.dismissMergeInterface()
    }

    /// `merged UID: took FILE, changed last by LAST-MODIFIED (A against B)`.
    static func displayData(for outcome: MergeOutcome) -> MergeDisplayData {
        MergeDisplayData(message: "merged \(outcome.uid): took \(outcome.taken), " + reason(outcome.recency, other: outcome.other))
    }

    /// The values compared are in the order the files were taken and left.
    private static func reason(_ rule: CalendarRecency.Rule, other: String) -> String {
        switch rule {
        case .lastModified(let taken, let left), .stamp(let taken, let left):
            let name = if case .lastModified = rule { "LAST-MODIFIED" } else { "DTSTAMP" }
            return "changed last by \(name) (\(taken ?? "none") against \(left ?? "none") in \(other))"
        case .sequence(let taken, let left):
            return "changed last by SEQUENCE (\(taken.map(String.init) ?? "none") against \(left.map(String.init) ?? "none") in \(other))"
        case .greaterText:
            return "the byte-wise greater text (the same LAST-MODIFIED, SEQUENCE and DTSTAMP as \(other))"
        case .sameText:
            return "the same text as \(other)"
        }
    }
}

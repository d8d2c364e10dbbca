@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Records what the Add view was asked to show, and answers its questions from a script.
final class AddViewSpy: AddViewInterface {
    private(set) var shown: [ItemDisplay] = []
    private(set) var questions: [AddQuestion] = []
    private(set) var problems: [String] = []
    private(set) var cancelledCount = 0
    /// The answers still to give, in order; asked past the last one, the spy ends the input.
    private var answers: [String]
    private let log: EventLog?

    init(answers: [String] = [], log: EventLog? = nil) {
        self.answers = answers
        self.log = log
    }

    func ask(_ question: AddQuestion) throws -> String {
        questions.append(question)
        log?.record("view.ask \(question)")
        guard !answers.isEmpty else { throw EndOfInput() }
        return answers.removeFirst()
    }

    func showProblem(_ message: String) {
        problems.append(message)
        log?.record("view.showProblem")
    }

    func showSavedItem(_ item: ItemDisplay) {
        shown.append(item)
        log?.record("view.showSavedItem")
    }

    func showCancelled() {
        cancelledCount += 1
        log?.record("view.showCancelled")
    }
}

@testable import TodoCore
@testable import TodoKit
import TodoTestSupport

/// Stands in for the Change view: keeps what it was asked to show and asked, and answers its
/// questions from a script (past the last answer, it ends the input).
final class ChangeViewSpy: ChangeViewInterface {
    private(set) var shown: [ChangeDisplayData] = []
    private(set) var questions: [ChangeQuestion] = []
    private(set) var problems: [String] = []
    private(set) var cancellations: [ChangeCancellation] = []
    private var answers: [String]

    init(answers: [String] = []) {
        self.answers = answers
    }

    func showChangedItems(_ data: ChangeDisplayData) {
        shown.append(data)
    }

    func ask(_ question: ChangeQuestion) throws -> String {
        questions.append(question)
        guard !answers.isEmpty else { throw EndOfInput() }
        return answers.removeFirst()
    }

    func showProblem(_ message: String) {
        problems.append(message)
    }

    func showCancelled(_ cancellation: ChangeCancellation) {
        cancellations.append(cancellation)
    }
}
